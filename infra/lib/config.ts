import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { FeaturePlan } from 'aws-cdk-lib/aws-cognito';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const STAGES = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof STAGES)[number];

/** One environment's settings, read from cdk.json context `scheduler:environments.<stage>`. */
export interface EnvironmentConfig {
  readonly stage: StageName;
  readonly account: string;
  readonly region: string;
  /** Prefix of every physical name (table, pool, buses, log groups). */
  readonly namePrefix: string;
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  readonly pointInTimeRecovery: boolean;
  readonly deletionProtection: boolean;
  readonly uploadsVersioned: boolean;
  /** The site's host name; the browser origin is `https://<domainName>`. */
  readonly domainName: string;
  /** ACM certificate for `domainName`, in us-east-1 (CloudFront). */
  readonly certificateArn: string;
  /** Route 53 zone of `domainName`; empty: no alias record is created (DNS is managed elsewhere). */
  readonly hostedZoneId: string;
  /** Further origins allowed by CORS (e.g. a developer's Vite server against dev). */
  readonly extraOrigins: readonly string[];
  readonly mailFrom: string;
  /** SES identity (domain) verified in the account and region before the first deploy. */
  readonly sesDomain: string;
  readonly alarmEmail: string;
  readonly cognitoFeaturePlan: FeaturePlan;
  readonly refreshTokenValidity: Duration;
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly logLevel: string;
  /**
   * Messages the outbox sender starts per second: the account's SES sending quota (context `outboxSendRate`;
   * absent: 14, SES's starting production quota). The sender runs one at a time, so this is the account's rate.
   */
  readonly outboxSendRate: number;
  /** Live sessions: the Region hosting Chime meetings' media (context `mediaRegion`; absent: the environment's Region). */
  readonly mediaRegion: string;
  /**
   * Live sessions: the Region of the Chime SDK meetings API the functions call, whose meeting ARNs their grant names
   * (context `meetingsRegion`; absent: DEFAULT_MEETINGS_REGION).
   */
  readonly meetingsRegion: string;
}

/** The Chime SDK meetings API Region when an environment names none (the API is served from a few Regions only). */
export const DEFAULT_MEETINGS_REGION = 'us-east-1';

/** The outbox sender's rate when an environment does not set its SES quota. */
export const DEFAULT_OUTBOX_SEND_RATE = 14;

export const siteOrigin = (c: EnvironmentConfig): string => `https://${c.domainName}`;
export const corsOrigins = (c: EnvironmentConfig): string[] => [siteOrigin(c), ...c.extraOrigins];

const REMOVAL: Record<string, RemovalPolicy> = {
  destroy: RemovalPolicy.DESTROY,
  retain: RemovalPolicy.RETAIN,
};
const RETENTION = new Map<number, RetentionDays>(
  Object.values(RetentionDays)
    .filter((v): v is RetentionDays => typeof v === 'number')
    .map((v) => [v, v]),
);
const PLANS: Record<string, FeaturePlan> = { ESSENTIALS: FeaturePlan.ESSENTIALS, PLUS: FeaturePlan.PLUS };

type Raw = Record<string, unknown>;

function field<T>(raw: Raw, stage: string, key: string, check: (v: unknown) => v is T, what: string): T {
  const v = raw[key];
  if (!check(v)) throw new Error(`cdk.json context scheduler:environments.${stage}.${key}: expected ${what}, got ${JSON.stringify(v)}`);
  return v;
}
const isString = (v: unknown): v is string => typeof v === 'string';
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPositive = (v: unknown): v is number => isNumber(v) && v > 0;
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Validates one environment's raw context; throws naming the bad key. */
export function parseEnvironment(stage: string, raw: unknown): EnvironmentConfig {
  if (!(STAGES as readonly string[]).includes(stage)) throw new Error(`Unknown environment '${stage}': use one of ${STAGES.join(', ')}`);
  if (!isObject(raw)) throw new Error(`cdk.json context scheduler:environments.${stage} is missing`);
  const f = <T>(key: string, check: (v: unknown) => v is T, what: string) => field(raw, stage, key, check, what);
  const removal = f('removalPolicy', isText, `one of ${Object.keys(REMOVAL).join(', ')}`);
  const retentionDays = f('logRetentionDays', isNumber, 'a CloudWatch Logs retention in days');
  const plan = f('cognitoFeaturePlan', isText, 'ESSENTIALS or PLUS');
  const throttle = f('apiThrottle', isObject, '{ rateLimit, burstLimit }');
  const account = f('account', isText, 'a 12-digit account id');
  if (!/^\d{12}$/.test(account)) throw new Error(`cdk.json context scheduler:environments.${stage}.account: expected 12 digits`);
  if (!REMOVAL[removal])
    throw new Error(`cdk.json context scheduler:environments.${stage}.removalPolicy: expected one of ${Object.keys(REMOVAL).join(', ')}`);
  const logRetention = RETENTION.get(retentionDays);
  if (logRetention === undefined)
    throw new Error(`cdk.json context scheduler:environments.${stage}.logRetentionDays: ${retentionDays} is not a CloudWatch Logs retention`);
  if (!PLANS[plan])
    throw new Error(
      `cdk.json context scheduler:environments.${stage}.cognitoFeaturePlan: expected ESSENTIALS or PLUS (email MFA needs at least ESSENTIALS)`,
    );
  return {
    stage: stage as StageName,
    account,
    region: f('region', isText, 'an AWS region'),
    namePrefix: f('namePrefix', isText, 'a name prefix'),
    removalPolicy: REMOVAL[removal],
    logRetention,
    pointInTimeRecovery: f('pointInTimeRecovery', isBool, 'a boolean'),
    deletionProtection: f('deletionProtection', isBool, 'a boolean'),
    uploadsVersioned: f('uploadsVersioned', isBool, 'a boolean'),
    domainName: f('domainName', isText, 'a host name'),
    certificateArn: f('certificateArn', isText, 'an ACM certificate ARN in us-east-1'),
    hostedZoneId: f('hostedZoneId', isString, 'a Route 53 zone id or ""'),
    extraOrigins: f('extraOrigins', isStrings, 'a list of origins'),
    mailFrom: f('mailFrom', isText, 'an e-mail address'),
    sesDomain: f('sesDomain', isText, 'a verified SES domain'),
    alarmEmail: f('alarmEmail', isText, 'an e-mail address'),
    cognitoFeaturePlan: PLANS[plan],
    refreshTokenValidity: Duration.days(f('refreshTokenDays', isNumber, 'a number of days')),
    apiThrottle: {
      rateLimit: field(throttle, `${stage}.apiThrottle`, 'rateLimit', isNumber, 'a number'),
      burstLimit: field(throttle, `${stage}.apiThrottle`, 'burstLimit', isNumber, 'a number'),
    },
    logLevel: f('logLevel', isText, 'a log level'),
    outboxSendRate: raw.outboxSendRate === undefined ? DEFAULT_OUTBOX_SEND_RATE : f('outboxSendRate', isPositive, 'messages per second above 0'),
    mediaRegion: raw.mediaRegion === undefined ? f('region', isText, 'an AWS region') : f('mediaRegion', isText, 'an AWS region'),
    meetingsRegion: raw.meetingsRegion === undefined ? DEFAULT_MEETINGS_REGION : f('meetingsRegion', isText, 'an AWS region'),
  };
}
