import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  AssociateSoftwareTokenCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxStore } from '../../outbox/outbox-store.ts';
import { startCognitoLocal, type CognitoLocal } from './server.ts';
import { cognitoClient } from './user-pool.ts';

const PASSWORD = 'Correct-Horse-42-Battery';
let dir: string;
let cognito: CognitoLocal;
let client: CognitoIdentityProviderClient;
const outbox = new OutboxStore();
let n = 0;

async function createUser(attrs: Record<string, string> = {}): Promise<string> {
  const email = `user${++n}-${Date.now()}@example.com`;
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: cognito.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        ...Object.entries(attrs).map(([Name, Value]) => ({ Name, Value })),
      ],
    }),
  );
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: cognito.userPoolId, Username: email, Password: PASSWORD, Permanent: true }));
  return email;
}

const signIn = (email: string, password = PASSWORD) =>
  client.send(
    new InitiateAuthCommand({ ClientId: cognito.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cognito-'));
  cognito = await startCognitoLocal({ dataDir: dir, outbox });
  client = cognitoClient(cognito.endpoint);
});
afterAll(async () => {
  client?.destroy();
  await cognito?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('local Cognito behind the compatibility router', () => {
  it('signs in with a password and issues tokens that verify against the JWKS', async () => {
    const email = await createUser();
    const res = await signIn(email);
    const tokens = res.AuthenticationResult!;
    expect(res.ChallengeName).toBeUndefined();
    const jwks = createRemoteJWKSet(new URL(cognito.jwksUrl));
    const { payload } = await jwtVerify(tokens.AccessToken!, jwks, { issuer: `http://localhost:9229/${cognito.userPoolId}` });
    expect(payload.token_use).toBe('access');
    expect(payload.client_id).toBe(cognito.clientId);
    const id = await jwtVerify(tokens.IdToken!, jwks, { issuer: cognito.issuer, audience: cognito.clientId });
    expect(id.payload.email).toBe(email);
  });

  it('refuses a wrong password like Cognito', async () => {
    const email = await createUser();
    await expect(signIn(email, 'Wrong-Password-123!')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('enforces the pool password policy', async () => {
    const email = await createUser();
    await expect(
      client.send(new AdminSetUserPasswordCommand({ UserPoolId: cognito.userPoolId, Username: email, Password: 'Short-1a', Permanent: true })),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('challenges with EMAIL_OTP when e-mail MFA is preferred, takes the outbox code and refuses a wrong one', async () => {
    const email = await createUser();
    await client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: cognito.userPoolId,
        Username: email,
        EmailMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: email }));
    expect(user.UserMFASettingList).toEqual(['EMAIL_OTP']);
    expect(user.PreferredMfaSetting).toBe('EMAIL_OTP');

    const challenge = await signIn(email);
    expect(challenge.ChallengeName).toBe('EMAIL_OTP');
    expect(challenge.ChallengeParameters?.CODE_DELIVERY_DELIVERY_MEDIUM).toBe('EMAIL');
    const code = outbox.latestCode(email, 'Authentication');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: cognito.clientId,
          ChallengeName: 'EMAIL_OTP',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: wrong },
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });

    const ok = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: cognito.clientId,
        ChallengeName: 'EMAIL_OTP',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: code! },
      }),
    );
    expect(ok.AuthenticationResult?.AccessToken).toBeTruthy();

    // The refresh token issued by the challenge was stored: refreshing with it works.
    const refreshed = await client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: ok.AuthenticationResult!.RefreshToken! }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('refuses an answer with an unknown session', async () => {
    const email = await createUser();
    await expect(
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: cognito.clientId,
          ChallengeName: 'EMAIL_OTP',
          Session: 'made-up',
          ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: '123456' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('challenges with SMS_MFA after SMS MFA is turned on, the code going to the outbox', async () => {
    const email = await createUser({ phone_number: '+61412345678', phone_number_verified: 'true' });
    await client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: cognito.userPoolId,
        Username: email,
        SMSMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const challenge = await signIn(email);
    expect(challenge.ChallengeName).toBe('SMS_MFA');
    const code = outbox.latestCode('+61412345678', 'Authentication');
    expect(code).toBeTruthy();
    const ok = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: cognito.clientId,
        ChallengeName: 'SMS_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, SMS_MFA_CODE: code! },
      }),
    );
    expect(ok.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('refuses SMS MFA for a user without a phone number', async () => {
    const email = await createUser();
    await expect(
      client.send(new AdminSetUserMFAPreferenceCommand({ UserPoolId: cognito.userPoolId, Username: email, SMSMfaSettings: { Enabled: true } })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('sets up TOTP and signs in with a code from an authenticator', async () => {
    const email = await createUser();
    const first = (await signIn(email)).AuthenticationResult!;
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: first.AccessToken }));
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(SecretCode!), digits: 6, period: 30, algorithm: 'SHA1' });
    const verified = await client.send(
      new VerifySoftwareTokenCommand({ AccessToken: first.AccessToken, UserCode: totp.generate(), FriendlyDeviceName: 'phone' }),
    );
    expect(verified.Status).toBe('SUCCESS');
    await client.send(
      new SetUserMFAPreferenceCommand({ AccessToken: first.AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
    );

    const challenge = await signIn(email);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    await expect(
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: cognito.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '000000' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const ok = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: cognito.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totp.generate() },
      }),
    );
    const refreshed = await client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: ok.AuthenticationResult!.RefreshToken! }),
    );
    expect(refreshed.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('offers a choice when several methods are on and none is preferred', async () => {
    const email = await createUser({ phone_number: '+64211234567' });
    await client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: cognito.userPoolId,
        Username: email,
        SMSMfaSettings: { Enabled: true },
        EmailMfaSettings: { Enabled: true },
      }),
    );
    const choice = await signIn(email);
    expect(choice.ChallengeName).toBe('SELECT_MFA_TYPE');
    expect(JSON.parse(choice.ChallengeParameters!.MFAS_CAN_CHOOSE)).toEqual(['SMS_MFA', 'EMAIL_OTP']);
    const next = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: cognito.clientId,
        ChallengeName: 'SELECT_MFA_TYPE',
        Session: choice.Session,
        ChallengeResponses: { USERNAME: email, ANSWER: 'EMAIL_OTP' },
      }),
    );
    expect(next.ChallengeName).toBe('EMAIL_OTP');
  });

  it('refreshes with GetTokensFromRefreshToken', async () => {
    const email = await createUser();
    const tokens = (await signIn(email)).AuthenticationResult!;
    const res = await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: tokens.RefreshToken! }));
    expect(res.AuthenticationResult?.AccessToken).toBeTruthy();
    await expect(
      client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: 'not-a-token' })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('refuses a disabled user at sign-in and at refresh, and accepts again once enabled', async () => {
    const email = await createUser();
    const tokens = (await signIn(email)).AuthenticationResult!;
    await client.send(new AdminDisableUserCommand({ UserPoolId: cognito.userPoolId, Username: email }));
    await expect(signIn(email)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    await expect(
      client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: tokens.RefreshToken! })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await client.send(new AdminEnableUserCommand({ UserPoolId: cognito.userPoolId, Username: email }));
    expect((await signIn(email)).AuthenticationResult).toBeTruthy();
  });

  it('global sign-out ends refresh and revokes earlier access tokens, not later ones', async () => {
    const email = await createUser();
    const tokens = (await signIn(email)).AuthenticationResult!;
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: cognito.userPoolId, Username: email }));
    await expect(
      client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: tokens.RefreshToken! })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const again = (await signIn(email)).AuthenticationResult!;
    expect((await client.send(new GetUserCommand({ AccessToken: again.AccessToken }))).Username).toBeTruthy();
  });

  it("names each sign-in with an origin_jti that its tokens share and every refresh keeps, like Cognito's", async () => {
    const email = await createUser();
    const first = (await signIn(email)).AuthenticationResult!;
    const second = (await signIn(email)).AuthenticationResult!;
    const origin = decodeJwt(first.AccessToken!).origin_jti;
    expect(origin).toEqual(expect.any(String));
    expect(decodeJwt(first.IdToken!).origin_jti).toBe(origin);
    expect(decodeJwt(second.AccessToken!).origin_jti).not.toBe(origin);
    const jwks = createRemoteJWKSet(new URL(cognito.jwksUrl));
    const refreshed = (await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: first.RefreshToken! })))
      .AuthenticationResult!;
    const { payload } = await jwtVerify(refreshed.AccessToken!, jwks, { issuer: cognito.issuer });
    expect(payload).toMatchObject({ origin_jti: origin, token_use: 'access' });
    expect(payload.jti).not.toBe(decodeJwt(first.AccessToken!).jti);
    const viaInitiate = await client.send(
      new InitiateAuthCommand({ ClientId: cognito.clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: first.RefreshToken! } }),
    );
    expect(decodeJwt(viaInitiate.AuthenticationResult!.AccessToken!).origin_jti).toBe(origin);
  });

  it('RevokeToken ends one sign-in: its refresh token and its access tokens, earlier and refreshed, not the others', async () => {
    const email = await createUser();
    const revoked = (await signIn(email)).AuthenticationResult!;
    const kept = (await signIn(email)).AuthenticationResult!;
    const refreshed = (await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: revoked.RefreshToken! })))
      .AuthenticationResult!;
    await client.send(new RevokeTokenCommand({ ClientId: cognito.clientId, Token: revoked.RefreshToken! }));
    await expect(
      client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: revoked.RefreshToken! })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(client.send(new GetUserCommand({ AccessToken: revoked.AccessToken }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(client.send(new GetUserCommand({ AccessToken: refreshed.AccessToken }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await client.send(new GetUserCommand({ AccessToken: kept.AccessToken }))).Username).toBeTruthy();
    expect(
      (await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: kept.RefreshToken! }))).AuthenticationResult
        ?.AccessToken,
    ).toBeTruthy();
  });

  it('global sign-out also ends refresh tokens a 2-step challenge issued, and refreshed access tokens', async () => {
    const email = await createUser();
    await client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: cognito.userPoolId,
        Username: email,
        EmailMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const challenge = await signIn(email);
    const ok = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: cognito.clientId,
        ChallengeName: 'EMAIL_OTP',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: outbox.latestCode(email, 'Authentication')! },
      }),
    );
    const tokens = ok.AuthenticationResult!;
    const refreshed = (await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: tokens.RefreshToken! })))
      .AuthenticationResult!;
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: cognito.userPoolId, Username: email }));
    await expect(
      client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken: tokens.RefreshToken! })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    for (const access of [tokens.AccessToken, refreshed.AccessToken]) {
      await expect(client.send(new GetUserCommand({ AccessToken: access }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
  });

  it('sends the verification code of an e-mail change to the outbox', async () => {
    const email = await createUser();
    const next = `changed-${Date.now()}@example.com`;
    await client.send(
      new AdminUpdateUserAttributesCommand({ UserPoolId: cognito.userPoolId, Username: email, UserAttributes: [{ Name: 'email', Value: next }] }),
    );
    // cognito-local addresses it to the previous e-mail (real Cognito: the new one).
    expect(outbox.list()[0]).toMatchObject({ kind: 'code', purpose: 'UpdateUserAttribute', to: [email] });
  });

  it('keeps the pool and client ids across restarts', async () => {
    const before = { userPoolId: cognito.userPoolId, clientId: cognito.clientId };
    const email = await createUser();
    await cognito.stop();
    cognito = await startCognitoLocal({ dataDir: dir, outbox });
    expect({ userPoolId: cognito.userPoolId, clientId: cognito.clientId }).toEqual(before);
    expect((await signIn(email)).AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
