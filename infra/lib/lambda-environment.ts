import { Stack } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
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
}

/**
 * The variables every Lambda reads (names from @scheduler/contracts/env). Never a secret: a function that needs one
 * gets only its ARN and read access (functions/lib/secrets.ts reads it at run time).
 */
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
    // Live sessions: Chime meetings (functions/lib/deps.ts builds the Chime media from these).
    [ENV.mediaRegion]: i.config.mediaRegion,
    [ENV.meetingsRegion]: i.config.meetingsRegion,
  };
  if (i.eventBusName) env[ENV.eventBusName] = i.eventBusName;
  if (i.wsManagementEndpoint) env[ENV.wsEndpoint] = i.wsManagementEndpoint;
  return env;
}
