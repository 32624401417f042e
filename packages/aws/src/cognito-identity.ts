import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDeleteUserAttributesCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  VerifySoftwareTokenCommand,
  type ChallengeNameType,
  type AuthenticationResultType,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Identity, IdentityMfaMethod, SignedInTokens } from '@scheduler/core/ports/identity';

export interface CognitoIdentityConfig {
  /** env USER_POOL_ID */
  userPoolId: string;
  /** env USER_POOL_CLIENT_ID: the app client password sign-in goes through. */
  clientId?: string;
}

/** Refusals Cognito answers for bad credentials; all get the one message, so accounts cannot be probed. */
const BAD_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException']);

/** The payload of a token Cognito itself just issued to us (no signature check needed for our own call). */
const claimsOf = (jwt: string): Record<string, unknown> => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

function signedIn(r: AuthenticationResultType, refreshToken?: string): SignedInTokens {
  const c = claimsOf(r.AccessToken ?? '');
  const tokenKey = (c.origin_jti ?? c.jti) as string | undefined;
  const issuedAt = typeof c.iat === 'number' ? c.iat : undefined;
  return {
    kind: 'signedIn',
    accessToken: r.AccessToken ?? '',
    idToken: r.IdToken ?? '',
    refreshToken: r.RefreshToken ?? refreshToken,
    expiresInSeconds: r.ExpiresIn ?? 3600,
    claims: { sub: String(c.sub), username: typeof c.username === 'string' ? c.username : undefined, tokenKey, issuedAt },
  };
}

/** The ChallengeResponses key that carries the code, per 2-step challenge. */
const CHALLENGE_CODE_KEYS: Record<string, string> = {
  EMAIL_OTP: 'EMAIL_OTP_CODE',
  SMS_MFA: 'SMS_MFA_CODE',
  SOFTWARE_TOKEN_MFA: 'SOFTWARE_TOKEN_MFA_CODE',
};

/** RevokeToken's refusals of a token that is unknown, expired or already revoked. */
const SPENT_TOKEN = new Set(['UnauthorizedException', 'NotAuthorizedException', 'UnsupportedTokenTypeException']);

/** Cognito's MFA setting names as the spec's methods. */
const METHOD_OF: Record<string, IdentityMfaMethod> = { EMAIL_OTP: 'EMAIL', SMS_MFA: 'MOBILE', SOFTWARE_TOKEN_MFA: 'APP' };

const OFF = { Enabled: false, PreferredMfa: false };
const ON = { Enabled: true, PreferredMfa: true };
const mfaSettings = (method: IdentityMfaMethod | undefined) => ({
  EmailMfaSettings: method === 'EMAIL' ? ON : OFF,
  SMSMfaSettings: method === 'MOBILE' ? ON : OFF,
  SoftwareTokenMfaSettings: method === 'APP' ? ON : OFF,
});

/**
 * Identity over the Cognito user pool admin API. Users are created with the invitation message
 * suppressed (the product sends its own e-mails) and the e-mail marked verified.
 * cognito-local lacks AdminUserGlobalSignOut and revocation of access tokens: the local wrapper emulates them.
 */
export function createCognitoIdentity(client: CognitoIdentityProviderClient, config: CognitoIdentityConfig): Identity {
  const UserPoolId = config.userPoolId;
  const setPassword = async (username: string, password: string, permanent: boolean) => {
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: username, Password: password, Permanent: permanent }));
  };
  return {
    async passwordSignIn(username, password) {
      if (!config.clientId) throw new Error('Cognito: USER_POOL_CLIENT_ID is not set');
      try {
        const out = await client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: config.clientId,
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        );
        const r = out.AuthenticationResult;
        if (!r?.AccessToken || !r.IdToken) return { kind: 'challenge', challenge: out.ChallengeName ?? 'UNKNOWN', session: out.Session };
        return signedIn(r);
      } catch (e) {
        const name = (e as Error).name;
        if (BAD_CREDENTIALS.has(name)) return { kind: 'refused', message: 'Incorrect username or password.' };
        if (name === 'PasswordResetRequiredException')
          return { kind: 'refused', message: 'Password reset required, please use Forgot your password?' };
        if (name === 'UserNotConfirmedException') return { kind: 'refused', message: 'Your account is not confirmed yet.' };
        throw e;
      }
    },
    async createUser({ username, email, temporaryPassword, password, phoneNumber }) {
      const attributes: AttributeType[] = [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ];
      if (phoneNumber) attributes.push({ Name: 'phone_number', Value: phoneNumber });
      const out = await client.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: username,
          MessageAction: 'SUPPRESS',
          TemporaryPassword: temporaryPassword,
          UserAttributes: attributes,
        }),
      );
      const sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
      if (!sub) throw new Error('Cognito: AdminCreateUser answered without a sub');
      if (password) await setPassword(username, password, true);
      return { sub };
    },
    setPassword,
    async answerChallenge(username, challenge, code) {
      if (!config.clientId) throw new Error('Cognito: USER_POOL_CLIENT_ID is not set');
      const codeKey = CHALLENGE_CODE_KEYS[challenge.challenge];
      if (!codeKey) return { kind: 'refused', message: `The sign-in step ${challenge.challenge} cannot be answered with a code.` };
      try {
        const out = await client.send(
          new RespondToAuthChallengeCommand({
            ClientId: config.clientId,
            ChallengeName: challenge.challenge as ChallengeNameType,
            Session: challenge.session,
            ChallengeResponses: { USERNAME: username, [codeKey]: code },
          }),
        );
        if (!out.AuthenticationResult?.AccessToken)
          return { kind: 'refused', message: 'A further sign-in step is required; please sign in with the web app.' };
        return signedIn(out.AuthenticationResult);
      } catch (e) {
        const name = (e as Error).name;
        if (name === 'CodeMismatchException' || name === 'ExpiredCodeException') return { kind: 'codeMismatch' };
        if (BAD_CREDENTIALS.has(name)) return { kind: 'refused', message: 'The sign-in has expired, please sign in again.' };
        throw e;
      }
    },
    async customSignIn(username, answer) {
      if (!config.clientId) throw new Error('Cognito: USER_POOL_CLIENT_ID is not set');
      try {
        const start = await client.send(
          new AdminInitiateAuthCommand({ UserPoolId, ClientId: config.clientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: username } }),
        );
        if (start.AuthenticationResult?.AccessToken) return signedIn(start.AuthenticationResult);
        if (start.ChallengeName !== 'CUSTOM_CHALLENGE') return { kind: 'challenge', challenge: start.ChallengeName ?? 'UNKNOWN' };
        const out = await client.send(
          new AdminRespondToAuthChallengeCommand({
            UserPoolId,
            ClientId: config.clientId,
            ChallengeName: 'CUSTOM_CHALLENGE',
            Session: start.Session,
            ChallengeResponses: { USERNAME: username, ANSWER: answer },
          }),
        );
        if (!out.AuthenticationResult?.AccessToken) return { kind: 'challenge', challenge: out.ChallengeName ?? 'UNKNOWN' };
        return signedIn(out.AuthenticationResult);
      } catch (e) {
        if (BAD_CREDENTIALS.has((e as Error).name)) return { kind: 'refused', message: 'Single sign-on was not accepted.' };
        throw e;
      }
    },
    async refresh(refreshToken) {
      if (!config.clientId) throw new Error('Cognito: USER_POOL_CLIENT_ID is not set');
      try {
        const out = await client.send(
          new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: config.clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }),
        );
        if (!out.AuthenticationResult?.AccessToken) return { kind: 'refused', message: 'Refresh was not accepted.' };
        return signedIn(out.AuthenticationResult, refreshToken);
      } catch (e) {
        if (BAD_CREDENTIALS.has((e as Error).name)) return { kind: 'refused', message: 'Refresh was not accepted.' };
        throw e;
      }
    },
    async updateAttributes(username, attrs) {
      const set: AttributeType[] = [];
      if (attrs.firstName !== undefined) set.push({ Name: 'given_name', Value: attrs.firstName });
      if (attrs.lastName !== undefined) set.push({ Name: 'family_name', Value: attrs.lastName });
      if (attrs.phoneNumber) {
        set.push({ Name: 'phone_number', Value: attrs.phoneNumber });
        set.push({ Name: 'phone_number_verified', Value: attrs.phoneVerified ? 'true' : 'false' });
      }
      if (set.length > 0) await client.send(new AdminUpdateUserAttributesCommand({ UserPoolId, Username: username, UserAttributes: set }));
      if (attrs.phoneNumber === null) {
        await client.send(new AdminDeleteUserAttributesCommand({ UserPoolId, Username: username, UserAttributeNames: ['phone_number'] }));
      }
    },
    async startAppSetup(accessToken) {
      const out = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
      if (!out.SecretCode) throw new Error('Cognito: AssociateSoftwareToken answered without a secret');
      return { secret: out.SecretCode };
    },
    async verifyAppSetup(accessToken, code) {
      try {
        const out = await client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'Scheduler' }));
        return out.Status === 'SUCCESS';
      } catch (e) {
        const name = (e as Error).name;
        if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException' || name === 'InvalidParameterException') return false;
        throw e;
      }
    },
    async setPreferredMfa(username, method) {
      await client.send(new AdminSetUserMFAPreferenceCommand({ UserPoolId, Username: username, ...mfaSettings(method) }));
    },
    async resetMfa(username) {
      await client.send(new AdminSetUserMFAPreferenceCommand({ UserPoolId, Username: username, ...mfaSettings(undefined) }));
    },
    async disableUser(username) {
      await client.send(new AdminDisableUserCommand({ UserPoolId, Username: username }));
    },
    async enableUser(username) {
      await client.send(new AdminEnableUserCommand({ UserPoolId, Username: username }));
    },
    async deleteUser(username) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: username }));
      } catch (e) {
        if ((e as { name?: string }).name !== 'UserNotFoundException') throw e;
      }
    },
    async signOutEverywhere(username) {
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: username }));
    },
    async revokeRefreshToken(refreshToken) {
      if (!config.clientId) throw new Error('Cognito: USER_POOL_CLIENT_ID is not set');
      try {
        await client.send(new RevokeTokenCommand({ ClientId: config.clientId, Token: refreshToken }));
      } catch (e) {
        // A token that is unknown, expired or already revoked opens nothing: the logout goes on.
        if (!SPENT_TOKEN.has((e as Error).name)) throw e;
      }
    },
    async mfaMethodsOf(username) {
      const out = await client.send(new AdminGetUserCommand({ UserPoolId, Username: username }));
      const on = (out.UserMFASettingList ?? []).map((m) => METHOD_OF[m]).filter((m): m is IdentityMfaMethod => m !== undefined);
      const preferred = out.PreferredMfaSetting ? METHOD_OF[out.PreferredMfaSetting] : undefined;
      return preferred && on.includes(preferred) ? [preferred, ...on.filter((m) => m !== preferred)] : on;
    },
  };
}
