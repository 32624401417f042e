import type { Identity, IdentityMfaMethod } from '@scheduler/core/ports/identity';

interface PoolUser {
  sub: string;
  password?: string;
  phoneNumber?: string;
  preferredMfa?: IdentityMfaMethod;
  /** With a code, a correct password answers an EMAIL_OTP challenge that only this code completes. */
  code?: string;
}

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

/**
 * A user pool in memory that records every call, for handler tests: createUser answers UsernameExistsException
 * for a taken username (as Cognito does), the authenticator app accepts only `appCode`, a user with a `code` gets
 * an e-mail 2-step challenge after the password, and `failNext(op)` makes the next call of one operation throw.
 */
export function recordingIdentity(opts: { appSecret?: string; appCode?: string } = {}) {
  const users = new Map<string, PoolUser>();
  const calls: { op: string; args: unknown[] }[] = [];
  const failures = new Map<string, Error>();
  const appSecret = opts.appSecret ?? 'JBSWY3DPEHPK3PXP';
  const appCode = opts.appCode ?? '246810';
  let subs = 0;

  const record = (op: string, args: unknown[]) => {
    calls.push({ op, args });
    const failure = failures.get(op);
    if (failure) {
      failures.delete(op);
      throw failure;
    }
  };
  const known = (username: string) => {
    const u = users.get(username);
    if (!u) throw named('UserNotFoundException', 'User does not exist.');
    return u;
  };

  const identity: Identity = {
    async passwordSignIn(username, password) {
      record('passwordSignIn', [username]);
      const u = users.get(username);
      if (!u || u.password !== password) return { kind: 'refused', message: 'Incorrect username or password.' };
      if (u.code) return { kind: 'challenge', challenge: 'EMAIL_OTP', session: `challenge-${u.sub}` };
      return { kind: 'signedIn', accessToken: `access-${u.sub}`, idToken: `id-${u.sub}`, expiresInSeconds: 3600, claims: { sub: u.sub, username } };
    },
    async answerChallenge(username, _challenge, code) {
      record('answerChallenge', [username]);
      const u = users.get(username);
      if (!u?.code) return { kind: 'refused', message: 'not supported here' };
      if (code !== u.code) return { kind: 'codeMismatch' };
      return {
        kind: 'signedIn',
        accessToken: `access-${u.sub}`,
        idToken: `id-${u.sub}`,
        refreshToken: `refresh-${u.sub}`,
        expiresInSeconds: 3600,
        claims: { sub: u.sub, username },
      };
    },
    async customSignIn(username) {
      record('customSignIn', [username]);
      return { kind: 'refused', message: 'not supported here' };
    },
    async refresh() {
      record('refresh', []);
      return { kind: 'refused', message: 'not supported here' };
    },
    async createUser(input) {
      record('createUser', [input]);
      if (users.has(input.username)) throw named('UsernameExistsException', 'User account already exists');
      const sub = `sub-pool-${++subs}-${Date.now()}`;
      users.set(input.username, { sub, password: input.password, phoneNumber: input.phoneNumber });
      return { sub };
    },
    async setPassword(username, password, permanent) {
      record('setPassword', [username, password, permanent]);
      known(username).password = password;
    },
    async updateAttributes(username, attrs) {
      record('updateAttributes', [username, attrs]);
      const u = known(username);
      if (attrs.phoneNumber !== undefined) u.phoneNumber = attrs.phoneNumber ?? undefined;
    },
    async disableUser(username) {
      record('disableUser', [username]);
    },
    async enableUser(username) {
      record('enableUser', [username]);
    },
    async deleteUser(username) {
      record('deleteUser', [username]);
    },
    async signOutEverywhere(username) {
      record('signOutEverywhere', [username]);
    },
    async revokeRefreshToken(refreshToken) {
      record('revokeRefreshToken', [refreshToken]);
    },
    async mfaMethodsOf(username) {
      record('mfaMethodsOf', [username]);
      const method = users.get(username)?.preferredMfa;
      return method ? [method] : [];
    },
    async startAppSetup(accessToken) {
      record('startAppSetup', [accessToken]);
      return { secret: appSecret };
    },
    async verifyAppSetup(accessToken, code) {
      record('verifyAppSetup', [accessToken, code]);
      return code === appCode;
    },
    async setPreferredMfa(username, method) {
      record('setPreferredMfa', [username, method]);
      known(username).preferredMfa = method;
    },
    async resetMfa(username) {
      record('resetMfa', [username]);
      known(username).preferredMfa = undefined;
    },
  };

  return {
    identity,
    users,
    calls,
    appSecret,
    appCode,
    /** The calls of one operation, in order. */
    callsOf: (op: string) => calls.filter((c) => c.op === op).map((c) => c.args),
    /** A user already in the pool (an earlier sign-up, a seeded account). */
    givenPoolUser(username: string, user: Partial<PoolUser> = {}) {
      const entry = { sub: user.sub ?? `sub-pool-${++subs}-${Date.now()}`, ...user };
      users.set(username, entry);
      return entry;
    },
    failNext(op: keyof Identity, error: Error = named('InternalErrorException', 'user pool unavailable')) {
      failures.set(op, error);
    },
  };
}
