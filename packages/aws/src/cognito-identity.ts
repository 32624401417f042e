import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  InitiateAuthCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Identity } from '@scheduler/core/ports/identity';

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

/**
 * Identity over the Cognito user pool admin API. Users are created with the invitation message
 * suppressed (the product sends its own e-mails) and the e-mail marked verified.
 * Note: cognito-local has no AdminUserGlobalSignOut; the local runtime must answer it (LOCAL-RUNTIME.md).
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
          new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
        );
        const r = out.AuthenticationResult;
        if (!r?.AccessToken || !r.IdToken) return { kind: 'challenge', challenge: out.ChallengeName ?? 'UNKNOWN' };
        const c = claimsOf(r.AccessToken);
        const tokenKey = (c.origin_jti ?? c.jti) as string | undefined;
        return {
          kind: 'signedIn',
          accessToken: r.AccessToken,
          idToken: r.IdToken,
          refreshToken: r.RefreshToken,
          expiresInSeconds: r.ExpiresIn ?? 3600,
          claims: { sub: String(c.sub), username: typeof c.username === 'string' ? c.username : undefined, tokenKey },
        };
      } catch (e) {
        const name = (e as Error).name;
        if (BAD_CREDENTIALS.has(name)) return { kind: 'refused', message: 'Incorrect username or password.' };
        if (name === 'PasswordResetRequiredException') return { kind: 'refused', message: 'Password reset required, please use Forgot your password?' };
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
    async disableUser(username) {
      await client.send(new AdminDisableUserCommand({ UserPoolId, Username: username }));
    },
    async enableUser(username) {
      await client.send(new AdminEnableUserCommand({ UserPoolId, Username: username }));
    },
    async signOutEverywhere(username) {
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: username }));
    },
  };
}
