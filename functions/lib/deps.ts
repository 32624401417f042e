import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { ChimeSDKMeetingsClient } from '@aws-sdk/client-chime-sdk-meetings';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { createDocumentClient } from '@scheduler/aws/dynamo-client';
import { createS3FileStore } from '@scheduler/aws/s3-file-store';
import { createSesMailer } from '@scheduler/aws/ses-mailer';
import { createSnsSms } from '@scheduler/aws/sns-sms';
import { createChimeMedia } from '@scheduler/aws/chime-media';
import { createCognitoIdentity } from '@scheduler/aws/cognito-identity';
import { createEventBridgePublisher } from '@scheduler/aws/eventbridge-publisher';
import { createRealtimePush } from '@scheduler/aws/realtime-push';
import { createDb, type Db } from '@scheduler/core/db';
import { systemClock, type Clock } from '@scheduler/core/ports/clock';
import type { EventPublisher } from '@scheduler/core/ports/event-publisher';
import type { FileStore } from '@scheduler/core/ports/file-store';
import type { Identity } from '@scheduler/core/ports/identity';
import type { Mailer } from '@scheduler/core/ports/mailer';
import type { MeetingMedia } from '@scheduler/core/ports/meeting-media';
import { createP2pMedia } from '@scheduler/core/live-session/p2p-media';
import type { Realtime } from '@scheduler/core/ports/realtime';
import type { Sms } from '@scheduler/core/ports/sms';
import { ulidIds, type Ids } from '@scheduler/core/ports/ids';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './access-token-verifier.ts';
import { readConfig, type FunctionConfig } from './config.ts';
import { secretValue, type SecretReader } from './secrets.ts';

/** Everything a route handler may use, built once per cold start from the environment. */
export interface Deps {
  config: FunctionConfig;
  db: Db;
  clock: Clock;
  ids: Ids;
  events: EventPublisher;
  /** Server session length (SESSION_MINUTES). */
  sessionMinutes: number;
  /** E-mail (SES); the local SES emulator feeds the outbox. */
  mailer: Mailer;
  /** SMS (SNS); the local SNS emulator feeds the outbox. */
  sms: Sms;
  /** The user pool; undefined where none is configured. */
  identity?: Identity;
  /** Verifies a Cognito access token a public route received (auth/login); the authorizer does it for the others. */
  verifyAccessToken: AccessTokenVerifier;
  /** Secrets read at run time (Secrets Manager), by name (SECRET in contracts/env). */
  secrets: SecretReader;
  /** The WebSocket connections (closed when their session is revoked); undefined where no WebSocket API is wired. */
  realtime?: Realtime;
  /** The uploads bucket (S3; s3rver locally); undefined where UPLOADS_BUCKET is not set. */
  files?: FileStore;
  /** Live-session media: Chime deployed (MEDIA_REGION), the peer-to-peer rooms locally (MEETING_MEDIA=p2p); undefined where neither is configured. */
  media?: MeetingMedia;
}

/** Publishing without a bus configured is a deployment fault, reported when an event is first published. */
const noBus: EventPublisher = {
  publish: async ({ type }) => {
    throw new Error(`EVENT_BUS_NAME is not set: cannot publish ${type}`);
  },
};

/** MEETING_MEDIA=p2p: the local rooms; otherwise Chime wherever its media Region is configured. */
export function meetingMediaOf(config: Pick<FunctionConfig, 'meetingMedia' | 'mediaRegion' | 'meetingsRegion'>): MeetingMedia | undefined {
  if (config.meetingMedia === 'p2p') return createP2pMedia(ulidIds);
  if (!config.mediaRegion) return undefined;
  const client = new ChimeSDKMeetingsClient(config.meetingsRegion ? { region: config.meetingsRegion } : {});
  return createChimeMedia(client, { mediaRegion: config.mediaRegion });
}

let cached: Deps | undefined;

export function getDeps(): Deps {
  if (cached) return cached;
  const config = readConfig();
  const client = createDocumentClient();
  const events = config.eventBusName ? createEventBridgePublisher(new EventBridgeClient({}), { busName: config.eventBusName }) : noBus;
  const identity = config.userPoolId
    ? createCognitoIdentity(new CognitoIdentityProviderClient({}), { userPoolId: config.userPoolId, clientId: config.userPoolClientId })
    : undefined;
  const issuer = config.jwtIssuer;
  const verifyAccessToken: AccessTokenVerifier = issuer
    ? createAccessTokenVerifier({ issuer, clientId: config.userPoolClientId })
    : async () => Promise.reject(new Error('JWT_ISSUER is not set'));
  const mailer = createSesMailer(new SESv2Client({}), { from: config.mailFrom });
  const sms = createSnsSms(new SNSClient({}), { senderId: 'Scheduler' });
  const realtime = config.wsEndpoint ? createRealtimePush(new ApiGatewayManagementApiClient({ endpoint: config.wsEndpoint })) : undefined;
  cached = {
    config,
    db: createDb({ client, table: config.tableName }),
    clock: systemClock,
    ids: ulidIds,
    sessionMinutes: config.sessionMinutes,
    events,
    mailer,
    sms,
    identity,
    verifyAccessToken,
    secrets: secretValue,
    realtime,
    media: meetingMediaOf(config),
    files: config.uploadsBucket ? createS3FileStore(new S3Client({ forcePathStyle: true }), { bucket: config.uploadsBucket }) : undefined,
  };
  return cached;
}

/** Tests and the local runtime may swap dependencies (e.g. a fixed clock). */
export function setDeps(deps: Deps | undefined): void {
  cached = deps;
}
