import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export interface PoolIds {
  userPoolId: string;
  clientId: string;
}

/** The product's password policy (spec: at least 14 characters with upper, lower, number and symbol). */
export const PASSWORD_POLICY = {
  MinimumLength: 14,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
  TemporaryPasswordValidityDays: 7,
} as const;

export const cognitoClient = (endpoint: string) =>
  new CognitoIdentityProviderClient({
    endpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });

async function stillThere(client: CognitoIdentityProviderClient, ids: PoolIds): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.clientId }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates the user pool and web app client once and keeps their ids in `stateFile`
 * (cognito-local makes new ids on every create); later starts reuse them.
 */
export async function ensureUserPool(endpoint: string, stateFile: string): Promise<PoolIds> {
  const client = cognitoClient(endpoint);
  try {
    if (existsSync(stateFile)) {
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as PoolIds;
      if (await stillThere(client, saved)) return saved;
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'scheduler-local',
        Policies: { PasswordPolicy: PASSWORD_POLICY },
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        MfaConfiguration: 'OPTIONAL',
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AccessTokenValidity: 60,
        IdTokenValidity: 60,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      }),
    );
    const ids = { userPoolId, clientId: app.UserPoolClient!.ClientId! };
    writeFileSync(stateFile, JSON.stringify(ids, null, 2));
    return ids;
  } finally {
    client.destroy();
  }
}
