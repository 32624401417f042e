import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Identity } from '@scheduler/core/ports/identity';

export interface CognitoIdentityConfig {
  /** env USER_POOL_ID */
  userPoolId: string;
}

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
