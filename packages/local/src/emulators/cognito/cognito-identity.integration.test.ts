import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoIdentity } from '@scheduler/aws/cognito-identity';
import type { Identity } from '@scheduler/core/ports/identity';
import { OutboxStore } from '../../outbox/outbox-store.ts';
import type { CustomAuthTrigger } from './auth-flows.ts';
import { startCognitoLocal, type CognitoLocal } from './server.ts';
import { cognitoClient } from './user-pool.ts';

const PASSWORD = 'Correct-Horse-42-Battery';
const ANSWER = 'the-one-time-answer';
let dir: string;
let cognito: CognitoLocal;
let client: CognitoIdentityProviderClient;
let identity: Identity;
const outbox = new OutboxStore();
let n = 0;

/** A stand-in for the deployed trigger Lambda: one challenge, the answer must match, for this e-mail only. */
const answers = new Map<string, string>();
const trigger: CustomAuthTrigger = async (event) => {
  const session = event.request.session ?? [];
  switch (event.triggerSource) {
    case 'DefineAuthChallenge_Authentication':
      event.response =
        session.length === 0
          ? { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false }
          : { issueTokens: session.at(-1)?.challengeResult === true, failAuthentication: session.at(-1)?.challengeResult !== true };
      return event;
    case 'CreateAuthChallenge_Authentication':
      event.response = { publicChallengeParameters: { kind: 'TEST' } };
      return event;
    default:
      event.response = { answerCorrect: answers.get(event.request.userAttributes.email ?? '') === event.request.challengeAnswer };
      return event;
  }
};

const newEmail = () => `identity${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cognito-identity-'));
  cognito = await startCognitoLocal({ dataDir: dir, outbox, customAuth: trigger });
  client = cognitoClient(cognito.endpoint);
  identity = createCognitoIdentity(client, { userPoolId: cognito.userPoolId, clientId: cognito.clientId });
});
afterAll(async () => {
  client?.destroy();
  await cognito?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the Cognito identity adapter against the local Cognito', () => {
  it('creates a user with a password that signs in, and refreshes', async () => {
    const email = newEmail();
    const { sub } = await identity.createUser({ username: email, email, password: PASSWORD, phoneNumber: '+61412345678' });
    const signedIn = await identity.passwordSignIn(email, PASSWORD);
    expect(signedIn).toMatchObject({ kind: 'signedIn', claims: { sub } });
    if (signedIn.kind !== 'signedIn') return;
    const refreshed = await identity.refresh(signedIn.refreshToken!);
    expect(refreshed).toMatchObject({ kind: 'signedIn', claims: { sub } });
    expect(await identity.refresh('not-a-refresh-token')).toMatchObject({ kind: 'refused' });
    expect(await identity.passwordSignIn(email, 'Wrong-Horse-42-Battery')).toEqual({ kind: 'refused', message: 'Incorrect username or password.' });
  });

  it('signs in through the custom-auth challenge only with the answer the trigger expects', async () => {
    const email = newEmail();
    const { sub } = await identity.createUser({ username: email, email, password: PASSWORD });
    answers.set(email, ANSWER);
    expect(await identity.customSignIn(email, 'a-wrong-answer')).toMatchObject({ kind: 'refused' });
    expect(await identity.customSignIn(email, ANSWER)).toMatchObject({ kind: 'signedIn', claims: { sub } });
    await identity.disableUser(email);
    expect(await identity.customSignIn(email, ANSWER)).toMatchObject({ kind: 'refused' });
  });

  it('sets up an authenticator app with the access token, makes it preferred, and resets it', async () => {
    const email = newEmail();
    await identity.createUser({ username: email, email, password: PASSWORD });
    const first = await identity.passwordSignIn(email, PASSWORD);
    if (first.kind !== 'signedIn') throw new Error('expected a sign-in');
    const { secret } = await identity.startAppSetup(first.accessToken);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    expect(await identity.verifyAppSetup(first.accessToken, '000000' === totp.generate() ? '111111' : '000000')).toBe(false);
    expect(await identity.verifyAppSetup(first.accessToken, totp.generate())).toBe(true);
    await identity.setPreferredMfa(email, 'APP');
    expect(await identity.passwordSignIn(email, PASSWORD)).toMatchObject({ kind: 'challenge', challenge: 'SOFTWARE_TOKEN_MFA' });
    await identity.resetMfa(email);
    expect(await identity.passwordSignIn(email, PASSWORD)).toMatchObject({ kind: 'signedIn' });
  });

  it('updates names and the mobile, and removes the mobile', async () => {
    const email = newEmail();
    await identity.createUser({ username: email, email, password: PASSWORD });
    await identity.updateAttributes(email, { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+64212345678', phoneVerified: true });
    const attrs = async () =>
      Object.fromEntries(
        ((await client.send(new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: email }))).UserAttributes ?? []).map((a) => [
          a.Name,
          a.Value,
        ]),
      );
    expect(await attrs()).toMatchObject({ given_name: 'Ada', family_name: 'Lovelace', phone_number: '+64212345678', phone_number_verified: 'true' });
    await identity.setPreferredMfa(email, 'MOBILE');
    expect(await identity.passwordSignIn(email, PASSWORD)).toMatchObject({ kind: 'challenge', challenge: 'SMS_MFA' });
    await identity.resetMfa(email);
    await identity.updateAttributes(email, { phoneNumber: null });
    expect((await attrs()).phone_number).toBeUndefined();
  });

  it("answers the pool's real 2-step methods, and revokes one sign-in or all of them", async () => {
    const email = newEmail();
    await identity.createUser({ username: email, email, password: PASSWORD });
    expect(await identity.mfaMethodsOf(email)).toEqual([]);
    const one = await identity.passwordSignIn(email, PASSWORD);
    const two = await identity.passwordSignIn(email, PASSWORD);
    if (one.kind !== 'signedIn' || two.kind !== 'signedIn') throw new Error('expected sign-ins');
    expect(one.claims.tokenKey).not.toBe(two.claims.tokenKey);
    expect(one.claims.issuedAt).toBeGreaterThan(0);
    await identity.revokeRefreshToken(one.refreshToken!);
    await identity.revokeRefreshToken(one.refreshToken!);
    expect(await identity.refresh(one.refreshToken!)).toMatchObject({ kind: 'refused' });
    const refreshed = await identity.refresh(two.refreshToken!);
    expect(refreshed).toMatchObject({ kind: 'signedIn', claims: { tokenKey: two.claims.tokenKey } });
    await identity.signOutEverywhere(email);
    expect(await identity.refresh(two.refreshToken!)).toMatchObject({ kind: 'refused' });
    await identity.setPreferredMfa(email, 'EMAIL');
    expect(await identity.mfaMethodsOf(email)).toEqual(['EMAIL']);
  });
});
