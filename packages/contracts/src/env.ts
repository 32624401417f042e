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
  logLevel: 'POWERTOOLS_LOG_LEVEL',
  /** Server session length in minutes (default 720); the countdown dialog warns before it ends. */
  sessionMinutes: 'SESSION_MINUTES',
  /** Messages the outbox sender starts per second at most (the provider's quota; default 14, SES's starting production quota). */
  outboxSendRate: 'OUTBOX_SEND_RATE',
  /** Live-session media: 'p2p' (the local runtime's peer-to-peer rooms); otherwise Chime where MEDIA_REGION is set. */
  meetingMedia: 'MEETING_MEDIA',
  /** Chime: the Region hosting the meetings' media (CreateMeeting MediaRegion), e.g. ap-southeast-2. */
  mediaRegion: 'MEDIA_REGION',
  /** Chime: the Region of the Chime SDK meetings API the functions call (its meeting ARNs are of this Region). */
  meetingsRegion: 'MEETINGS_REGION',
  /** 'true' only in the local runtime: webhooks may be sent to http://127.0.0.1:<port> (its built-in receiver). */
  webhookAllowLoopback: 'WEBHOOK_ALLOW_LOOPBACK',
} as const;
export type EnvName = (typeof ENV)[keyof typeof ENV];

/**
 * Secrets the functions read at run time (functions/lib/secrets.ts). Infra gives a function `<NAME>_SECRET_ARN` and
 * read access only where it needs the secret; the local runtime gives `<NAME>_LOCAL_SECRET` instead.
 */
export const SECRET = {
  /** Single sign-on partner keys, a JSON object `{ "<key id>": "<HMAC-SHA256 key>" }`: the auth function only. */
  ssoKeys: 'SSO_KEYS',
  /** The key calendar feed tokens are derived with (HMAC-SHA256) and meeting launch links sealed with (its own HKDF label): the functions AREA_SECRETS names (infra api-stack). */
  feedToken: 'FEED_TOKEN',
  /**
   * The origin header value CloudFront adds on its /api/* origin, a JSON object `{ "current": "...", "previous": "..." }`
   * (previous only while a rotation reaches CloudFront): every API function checks it first (functions/lib/origin-secret.ts).
   */
  originVerify: 'ORIGIN_VERIFY',
} as const;
export const secretArnEnv = (name: string) => `${name}_SECRET_ARN`;
export const localSecretEnv = (name: string) => `${name}_LOCAL_SECRET`;
