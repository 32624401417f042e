/**
 * Environment variable names read by the Lambdas (parsed once at cold start) and set by
 * infra (deployed) or packages/local (local runtime). One list, shared by both.
 */
export const ENV = {
  stage: 'STAGE',
  tableName: 'TABLE_NAME',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** JWKS issuer URL; deployed: https://cognito-idp.{region}.amazonaws.com/{poolId}. Local: http://localhost:9229/{poolId}. */
  jwtIssuer: 'JWT_ISSUER',
  uploadsBucket: 'UPLOADS_BUCKET',
  mailFrom: 'MAIL_FROM',
  eventBusName: 'EVENT_BUS_NAME',
  wsEndpoint: 'WS_MANAGEMENT_ENDPOINT',
  siteOrigin: 'SITE_ORIGIN',
  /** Header carrying the viewer country (CloudFront-Viewer-Country deployed; settable locally). */
  countryHeader: 'COUNTRY_HEADER',
  /** Secret the calendar feed tokens are derived from (HMAC-SHA256); required where getCalFeedToken is served. */
  feedTokenSecret: 'FEED_TOKEN_SECRET',
  logLevel: 'POWERTOOLS_LOG_LEVEL',
  /** Server session length in minutes (default 720); the countdown dialog warns before it ends. */
  sessionMinutes: 'SESSION_MINUTES',
  /** HMAC key single-sign-on partners sign their key1 assertion with (Secrets Manager deployed). */
  ssoSharedSecret: 'SSO_SHARED_SECRET',
} as const;
export type EnvName = (typeof ENV)[keyof typeof ENV];
