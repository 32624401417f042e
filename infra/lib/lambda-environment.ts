import { Stack } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ENV } from '@scheduler/contracts/env';
import { siteOrigin, type EnvironmentConfig } from './config.ts';

/** Header CloudFront adds with the viewer's ISO country (forwarded by the /api/* behaviour). */
export const COUNTRY_HEADER = 'cloudfront-viewer-country';

export interface LambdaEnvironmentInputs {
  readonly config: EnvironmentConfig;
  readonly table: ITable;
  readonly uploads: IBucket;
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
  readonly eventBusName?: string;
  readonly wsManagementEndpoint?: string;
  /**
   * HMAC keys, resolved by CloudFormation into the (KMS-encrypted) function configuration at deploy time, so
   * no cold start waits on Secrets Manager. Rotating one means a redeploy.
   */
  readonly secrets?: { readonly sso: ISecret; readonly feedToken: ISecret };
}

/** The variables every Lambda reads (names from @scheduler/contracts/env). */
export function lambdaEnvironment(i: LambdaEnvironmentInputs): Record<string, string> {
  const region = i.config.region;
  const env: Record<string, string> = {
    [ENV.stage]: i.config.stage,
    [ENV.tableName]: i.table.tableName,
    [ENV.userPoolId]: i.userPool.userPoolId,
    [ENV.userPoolClientId]: i.client.userPoolClientId,
    [ENV.jwtIssuer]: `https://cognito-idp.${region}.${Stack.of(i.table).urlSuffix}/${i.userPool.userPoolId}`,
    [ENV.uploadsBucket]: i.uploads.bucketName,
    [ENV.mailFrom]: i.config.mailFrom,
    [ENV.siteOrigin]: siteOrigin(i.config),
    [ENV.countryHeader]: COUNTRY_HEADER,
    [ENV.logLevel]: i.config.logLevel,
  };
  if (i.eventBusName) env[ENV.eventBusName] = i.eventBusName;
  if (i.secrets) {
    env[ENV.ssoSharedSecret] = i.secrets.sso.secretValue.unsafeUnwrap();
    env[ENV.feedTokenSecret] = i.secrets.feedToken.secretValue.unsafeUnwrap();
  }
  if (i.wsManagementEndpoint) env[ENV.wsEndpoint] = i.wsManagementEndpoint;
  return env;
}
