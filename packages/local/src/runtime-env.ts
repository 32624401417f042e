import { ENV, localSecretEnv, SECRET } from '@scheduler/contracts/env';
import type { RuntimeConfig } from '@scheduler/contracts/runtime-config';
import { originSecretText } from '@scheduler/functions/lib/origin-secret';

export const TABLE_NAME = 'scheduler-local';
export const UPLOADS_BUCKET = 'scheduler-local-uploads';
export const MAIL_FROM = 'Scheduler <no-reply@scheduler.local>';
export const REGION = 'ap-southeast-2';
export const EVENT_BUS_NAME = 'scheduler-local';
/**
 * The local single sign-on partners' keys by key id (the seed's GridIntegration keyId; `npm run sso-link` signs with
 * them); deployed, the SSO_KEYS secret in Secrets Manager, readable by the auth function only.
 */
export const LOCAL_SSO_KEYS: Readonly<Record<string, string>> = {
  'aurora-local-1': 'local-sso-aurora-partner-key-not-for-production-0001',
  'borealis-local-1': 'local-sso-borealis-partner-key-not-for-production-01',
};
/**
 * The origin header value the local gateway adds to every API request, as CloudFront does deployed (the
 * ORIGIN_VERIFY secret): the handlers refuse requests without it.
 */
export const LOCAL_ORIGIN_VALUE = 'local-origin-verify-value-not-for-production-0001';
/** The local calendar-feed token key; deployed, the FEED_TOKEN secret in Secrets Manager. */
export const LOCAL_FEED_TOKEN_SECRET = 'local-feed-token-secret-not-for-production-0001';

export interface Endpoints {
  gateway: string;
  dynamodb: string;
  cognito: string;
  s3: string;
  ses: string;
  sns: string;
  scheduler: string;
  eventbridge: string;
}

/** The handler environment: the deployed names (contracts/env.ts) plus SDK endpoint overrides to the emulators. */
export function handlerEnv(e: Endpoints, pool: { userPoolId: string; clientId: string; issuer: string }): Record<string, string> {
  return {
    [ENV.stage]: 'local',
    [ENV.tableName]: TABLE_NAME,
    [ENV.userPoolId]: pool.userPoolId,
    [ENV.userPoolClientId]: pool.clientId,
    [ENV.jwtIssuer]: pool.issuer,
    [ENV.uploadsBucket]: UPLOADS_BUCKET,
    [ENV.mailFrom]: MAIL_FROM,
    [ENV.siteOrigin]: e.gateway,
    [ENV.wsEndpoint]: e.gateway,
    [ENV.countryHeader]: 'cloudfront-viewer-country',
    // Locally only, secrets come as plain values (functions/lib/secrets.ts honours them only with STAGE=local).
    [localSecretEnv(SECRET.ssoKeys)]: JSON.stringify(LOCAL_SSO_KEYS),
    [localSecretEnv(SECRET.feedToken)]: LOCAL_FEED_TOKEN_SECRET,
    [localSecretEnv(SECRET.originVerify)]: originSecretText({ current: LOCAL_ORIGIN_VALUE }),
    [ENV.eventBusName]: EVENT_BUS_NAME,
    // Live sessions run peer to peer between the browsers (no Chime locally).
    [ENV.meetingMedia]: 'p2p',
    // Webhooks may go to the built-in receiver on 127.0.0.1 (never deployed).
    [ENV.webhookAllowLoopback]: 'true',
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: e.dynamodb,
    AWS_ENDPOINT_URL_S3: e.s3,
    AWS_ENDPOINT_URL_SESV2: e.ses,
    AWS_ENDPOINT_URL_SES: e.ses,
    AWS_ENDPOINT_URL_SNS: e.sns,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: e.cognito,
    AWS_ENDPOINT_URL_SCHEDULER: e.scheduler,
    AWS_ENDPOINT_URL_EVENTBRIDGE: e.eventbridge,
    AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: e.gateway,
  };
}

/** The web app's config.json pointing Amplify at the local Cognito (password flow: SRP is not emulated). */
export function localRuntimeConfig(e: Endpoints, pool: { userPoolId: string; clientId: string }): RuntimeConfig {
  return {
    stage: 'local',
    region: REGION,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.clientId,
    userPoolEndpoint: e.cognito,
    authFlowType: 'USER_PASSWORD_AUTH',
    apiBase: '',
    wsUrl: `${e.gateway.replace(/^http/, 'ws')}/ws`,
    outboxUrl: `${e.gateway}/_outbox`,
  };
}

/** Sets variables in process.env; answers a function that puts the previous values back. */
export function applyEnv(env: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  return () => {
    for (const [k, v] of Object.entries(previous)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}
