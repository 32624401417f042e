import type { Identity } from '@scheduler/core/ports/identity';

type Call = { op: keyof Identity; username: string; args: unknown[] };

/** An account that can sign in: its password, its subject and, with 2-step, the code its e-mail challenge expects. */
interface Account {
  password: string;
  sub: string;
  code?: string;
}

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

/**
 * For the user-administration tests: an Identity that records the admin operations on the user pool
 * (attributes, password, enable/disable, sign-out, 2-step reset) and the re-authentication of one's own sensitive
 * changes (a password sign-in, its e-mail 2-step challenge, the revocation of that sign-in). `givenAccount` makes a
 * person able to sign in; `failNext(op)` makes the next call of one operation throw. Other sign-in operations are
 * not expected here.
 */
export function recordingAdminIdentity(): Identity & {
  calls: Call[];
  reset(): void;
  givenAccount(username: string, account: Account): void;
  failNext(op: keyof Identity, error?: Error): void;
} {
  const calls: Call[] = [];
  const accounts = new Map<string, Account>();
  const failures = new Map<string, Error>();
  const recordCall = (op: keyof Identity, username: string, args: unknown[]) => {
    calls.push({ op, username, args });
    const failure = failures.get(op);
    if (failure) {
      failures.delete(op);
      throw failure;
    }
  };
  const record =
    (op: keyof Identity) =>
    async (username: string, ...args: unknown[]) =>
      recordCall(op, username, args);
  const unexpected = (op: string) => async () => {
    throw new Error(`recordingAdminIdentity: ${op} was not expected in this test`);
  };
  const signedIn = (username: string, a: Account) =>
    ({
      kind: 'signedIn',
      accessToken: `access-${a.sub}`,
      idToken: `id-${a.sub}`,
      refreshToken: `refresh-${a.sub}`,
      expiresInSeconds: 3600,
      claims: { sub: a.sub, username },
    }) as const;
  return {
    calls,
    reset: () => {
      calls.length = 0;
    },
    givenAccount: (username, account) => void accounts.set(username, account),
    failNext: (op, error = named('InternalErrorException', 'user pool unavailable')) => void failures.set(op, error),
    async passwordSignIn(username, password) {
      recordCall('passwordSignIn', username, []);
      const a = accounts.get(username);
      if (!a || a.password !== password) return { kind: 'refused', message: 'Incorrect username or password.' };
      return a.code ? { kind: 'challenge', challenge: 'EMAIL_OTP', session: `challenge-${a.sub}` } : signedIn(username, a);
    },
    async answerChallenge(username, _challenge, code) {
      recordCall('answerChallenge', username, [code]);
      const a = accounts.get(username);
      if (!a?.code) return { kind: 'refused', message: 'Invalid session for the user.' };
      return code === a.code ? signedIn(username, a) : { kind: 'codeMismatch' };
    },
    async revokeRefreshToken(refreshToken) {
      recordCall('revokeRefreshToken', '', [refreshToken]);
    },
    customSignIn: unexpected('customSignIn'),
    refresh: unexpected('refresh'),
    createUser: unexpected('createUser'),
    startAppSetup: unexpected('startAppSetup'),
    verifyAppSetup: unexpected('verifyAppSetup'),
    mfaMethodsOf: async () => [],
    setPassword: record('setPassword'),
    updateAttributes: record('updateAttributes') as Identity['updateAttributes'],
    disableUser: record('disableUser'),
    enableUser: record('enableUser'),
    deleteUser: record('deleteUser'),
    signOutEverywhere: record('signOutEverywhere'),
    setPreferredMfa: record('setPreferredMfa') as Identity['setPreferredMfa'],
    resetMfa: record('resetMfa'),
  };
}
