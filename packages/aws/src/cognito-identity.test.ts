import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CodeMismatchException,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  UnauthorizedException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoIdentity } from './cognito-identity.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
const identity = createCognitoIdentity(new CognitoIdentityProviderClient({ region: 'ap-southeast-2' }), {
  userPoolId: 'ap-southeast-2_pool',
  clientId: 'client-1',
});
const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const created = { User: { Username: 'a@example.com', Attributes: [{ Name: 'sub', Value: 'sub-1' }] } };

beforeEach(() => cognito.reset());

describe('Cognito identity', () => {
  it('creates a user with the invitation suppressed and the e-mail verified, answering the sub', async () => {
    cognito.on(AdminCreateUserCommand).resolves(created);
    await expect(
      identity.createUser({ username: 'a@example.com', email: 'a@example.com', temporaryPassword: 'Temp-Password-123', phoneNumber: '+61412345678' }),
    ).resolves.toEqual({ sub: 'sub-1' });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0].args[0].input).toEqual({
      UserPoolId: 'ap-southeast-2_pool',
      Username: 'a@example.com',
      MessageAction: 'SUPPRESS',
      TemporaryPassword: 'Temp-Password-123',
      UserAttributes: [
        { Name: 'email', Value: 'a@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'phone_number', Value: '+61412345678' },
      ],
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it('sets a permanent password right after creation when one is given', async () => {
    cognito.on(AdminCreateUserCommand).resolves(created);
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    await identity.createUser({ username: 'a@example.com', email: 'a@example.com', password: 'A-long-password-1' });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0].args[0].input).toEqual({
      UserPoolId: 'ap-southeast-2_pool',
      Username: 'a@example.com',
      Password: 'A-long-password-1',
      Permanent: true,
    });
  });

  it('surfaces an existing username as the SDK error', async () => {
    cognito.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'User account already exists', $metadata: {} }));
    await expect(identity.createUser({ username: 'a@example.com', email: 'a@example.com' })).rejects.toBeInstanceOf(UsernameExistsException);
  });

  it('fails when Cognito answers without a sub', async () => {
    cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [] } });
    await expect(identity.createUser({ username: 'a', email: 'a@example.com' })).rejects.toThrow(/sub/);
  });

  it('sets a temporary password', async () => {
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    await identity.setPassword('u', 'Temp-Password-123', false);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0].args[0].input.Permanent).toBe(false);
  });

  it('disables, enables and signs out a user by username', async () => {
    cognito.on(AdminDisableUserCommand).resolves({});
    cognito.on(AdminEnableUserCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    await identity.disableUser('u1');
    await identity.enableUser('u2');
    await identity.signOutEverywhere('u3');
    expect(cognito.commandCalls(AdminDisableUserCommand)[0].args[0].input).toEqual({ UserPoolId: 'ap-southeast-2_pool', Username: 'u1' });
    expect(cognito.commandCalls(AdminEnableUserCommand)[0].args[0].input).toEqual({ UserPoolId: 'ap-southeast-2_pool', Username: 'u2' });
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0].args[0].input).toEqual({ UserPoolId: 'ap-southeast-2_pool', Username: 'u3' });
  });

  it('deletes a user by username, and a user already gone is not an error', async () => {
    cognito.on(AdminDeleteUserCommand, { Username: 'gone' }).rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    cognito.on(AdminDeleteUserCommand, { Username: 'u1' }).resolves({});
    cognito.on(AdminDeleteUserCommand, { Username: 'broken' }).rejects(new NotAuthorizedException({ message: 'denied', $metadata: {} }));
    await identity.deleteUser('u1');
    await identity.deleteUser('gone');
    await expect(identity.deleteUser('broken')).rejects.toThrow('denied');
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0].args[0].input).toEqual({ UserPoolId: 'ap-southeast-2_pool', Username: 'u1' });
  });

  it('signs in with USER_PASSWORD_AUTH through the app client and reads the sub and sign-in key from the access token', async () => {
    cognito.on(InitiateAuthCommand).resolves({
      AuthenticationResult: {
        AccessToken: jwt({ sub: 'sub-9', username: 'a@example.com', jti: 'j1', origin_jti: 'o1' }),
        IdToken: 'id',
        RefreshToken: 'rt',
        ExpiresIn: 3600,
      },
    });
    const out = await identity.passwordSignIn('a@example.com', 'Secret-Password-123');
    expect(cognito.commandCalls(InitiateAuthCommand)[0].args[0].input).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client-1',
      AuthParameters: { USERNAME: 'a@example.com', PASSWORD: 'Secret-Password-123' },
    });
    expect(out).toMatchObject({
      kind: 'signedIn',
      refreshToken: 'rt',
      expiresInSeconds: 3600,
      claims: { sub: 'sub-9', username: 'a@example.com', tokenKey: 'o1' },
    });
  });

  it('answers one message for a wrong password and for an unknown user', async () => {
    cognito.on(InitiateAuthCommand).rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));
    expect(await identity.passwordSignIn('a@example.com', 'wrong')).toEqual({ kind: 'refused', message: 'Incorrect username or password.' });
    cognito.reset();
    cognito.on(InitiateAuthCommand).rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    expect(await identity.passwordSignIn('nobody@example.com', 'x')).toEqual({ kind: 'refused', message: 'Incorrect username or password.' });
  });

  it('reports a challenge (2-step code) instead of tokens', async () => {
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's' });
    expect(await identity.passwordSignIn('a@example.com', 'Secret-Password-123')).toEqual({
      kind: 'challenge',
      challenge: 'SOFTWARE_TOKEN_MFA',
      session: 's',
    });
  });

  it('answers a 2-step challenge with the code under the key Cognito expects, and tells a wrong code apart', async () => {
    cognito.reset();
    const at = `h.${Buffer.from(JSON.stringify({ sub: 'sub-1', origin_jti: 'o-1' })).toString('base64url')}.s`;
    cognito
      .on(RespondToAuthChallengeCommand, {
        ChallengeName: 'EMAIL_OTP',
        Session: 's',
        ChallengeResponses: { USERNAME: 'a@example.com', EMAIL_OTP_CODE: '123456' },
      })
      .resolves({ AuthenticationResult: { AccessToken: at, IdToken: 'id', ExpiresIn: 3600 } });
    const challenge = { kind: 'challenge', challenge: 'EMAIL_OTP', session: 's' } as const;
    expect(await identity.answerChallenge('a@example.com', challenge, '123456')).toMatchObject({
      kind: 'signedIn',
      claims: { sub: 'sub-1', tokenKey: 'o-1' },
    });
    cognito.on(RespondToAuthChallengeCommand).rejects(new CodeMismatchException({ message: 'Invalid code', $metadata: {} }));
    expect(await identity.answerChallenge('a@example.com', challenge, '000000')).toEqual({ kind: 'codeMismatch' });
  });

  it('reads the issued-at instant of the tokens it signed in with', async () => {
    cognito.on(InitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: jwt({ sub: 'sub-9', origin_jti: 'o1', iat: 1_800_000_000 }), IdToken: 'id', ExpiresIn: 3600 },
    });
    expect(await identity.passwordSignIn('a@example.com', 'Secret-Password-123')).toMatchObject({
      claims: { sub: 'sub-9', tokenKey: 'o1', issuedAt: 1_800_000_000 },
    });
  });

  it('revokes one refresh token through the app client, and a spent token is not an error', async () => {
    cognito.on(RevokeTokenCommand, { Token: 'rt-live' }).resolves({});
    cognito.on(RevokeTokenCommand, { Token: 'rt-spent' }).rejects(new UnauthorizedException({ message: 'Invalid token', $metadata: {} }));
    await identity.revokeRefreshToken('rt-live');
    await identity.revokeRefreshToken('rt-spent');
    expect(cognito.commandCalls(RevokeTokenCommand).map((c) => c.args[0].input)).toEqual([
      { ClientId: 'client-1', Token: 'rt-live' },
      { ClientId: 'client-1', Token: 'rt-spent' },
    ]);
    cognito.on(RevokeTokenCommand).rejects(new Error('network down'));
    await expect(identity.revokeRefreshToken('rt-other')).rejects.toThrow('network down');
  });

  it("answers the user's real 2-step methods from the pool, the preferred one first", async () => {
    cognito
      .on(AdminGetUserCommand, { Username: 'both@example.com' })
      .resolves({ Username: 'both', UserMFASettingList: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });
    cognito.on(AdminGetUserCommand, { Username: 'mail@example.com' }).resolves({ Username: 'mail', UserMFASettingList: ['EMAIL_OTP'] });
    cognito.on(AdminGetUserCommand, { Username: 'none@example.com' }).resolves({ Username: 'none' });
    expect(await identity.mfaMethodsOf('both@example.com')).toEqual(['APP', 'MOBILE']);
    expect(await identity.mfaMethodsOf('mail@example.com')).toEqual(['EMAIL']);
    expect(await identity.mfaMethodsOf('none@example.com')).toEqual([]);
    expect(cognito.commandCalls(AdminGetUserCommand)[0].args[0].input).toEqual({ UserPoolId: 'ap-southeast-2_pool', Username: 'both@example.com' });
  });
});
