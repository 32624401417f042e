import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { ChallengeAnswer, Identity, PasswordSignIn, SignInChallenge } from '@scheduler/core/ports/identity';
import { testDb } from '@scheduler/local/testing/test-db';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const PASSWORD = 'Harbour#Quill73Meadow';

/** A stand-in for Cognito with e-mail 2-step: every password sign-in sends a new code and opens a new session. */
const cognito = {
  sent: [] as { session: string; code: string }[],
  subs: new Map<string, string>(),
  async passwordSignIn(_username: string, password: string): Promise<PasswordSignIn> {
    if (password !== PASSWORD) return { kind: 'refused', message: 'Incorrect username or password.' };
    const session = `session-${ulid()}`;
    this.sent.push({ session, code: String(100000 + this.sent.length) });
    return { kind: 'challenge', challenge: 'EMAIL_OTP', session };
  },
  async answerChallenge(username: string, challenge: SignInChallenge, code: string): Promise<ChallengeAnswer> {
    const sent = this.sent.find((s) => s.session === challenge.session);
    if (!sent) return { kind: 'refused', message: 'Invalid session for the user, session is expired.' };
    if (sent.code !== code) return { kind: 'codeMismatch' };
    return {
      kind: 'signedIn',
      accessToken: 'access',
      idToken: 'id',
      refreshToken: 'refresh',
      expiresInSeconds: 3600,
      claims: { sub: this.subs.get(username)!, tokenKey: ulid() },
    };
  },
};
setDeps({ ...getDeps(), identity: cognito as unknown as Identity });
afterAll(() => setDeps(undefined));

const login = (body: Record<string, string>) => invoke(handler, { method: 'POST', path: '/api/auth/login', body });

let username: string;
beforeAll(async () => {
  const world = await givenTwoOrganisations(db, { names: ['Password Login Org', 'Other Password Login Org'] });
  const person = await world.member(world.a.organisationId, 'CANDIDATE', {}, { firstName: 'Pat', lastName: 'Login', mfaType: 'EMAIL' });
  username = person.username;
  cognito.subs.set(username, person.sub);
});

describe("auth/login with the spec's body and a 2-step code", () => {
  it('answers mfaRequired first, then signs in with the code that was sent (no second code sent)', async () => {
    const first = parseBody(await login({ username, password: PASSWORD }));
    expect(first).toMatchObject({
      status: 'MFA_REQUIRED',
      mfaRequired: true,
      mfaType: 'EMAIL',
      message: 'Code Sent: One-time verification code sent to your registered Email Address',
    });
    const code = cognito.sent.at(-1)!.code;
    const sentBefore = cognito.sent.length;

    const wrong = parseBody(await login({ username, password: PASSWORD, otpCode: '999999' }));
    expect(wrong).toMatchObject({ status: 'CODE_INCORRECT', message: 'Verification Code Invalid' });
    const signedIn = parseBody(await login({ username, password: PASSWORD, otpCode: code }));
    expect(signedIn).toMatchObject({ status: 'SUCCESS', token: 'access', tokens: { refreshToken: 'refresh' } });
    expect(signedIn.sessionId).toBeTruthy();
    expect(cognito.sent.length).toBe(sentBefore);
  });

  it('does not let another password finish a started sign-in', async () => {
    await login({ username, password: PASSWORD });
    const code = cognito.sent.at(-1)!.code;
    const other = await login({ username, password: 'Another#Password77Fjord', otpCode: code });
    expect(other.statusCode).toBe(400);
    expect(parseBody(other)).toMatchObject({ status: 'ERROR', message: 'Incorrect username or password.' });
  });
});
