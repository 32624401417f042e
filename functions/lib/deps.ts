import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { ChimeSDKMeetingsClient } from '@aws-sdk/client-chime-sdk-meetings';
import { createDocumentClient } from '@scheduler/aws/dynamo-client';
import { createChimeMedia } from '@scheduler/aws/chime-media';
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
import type { WebhookTransport } from '@scheduler/core/ports/webhook-transport';
import type { AccessTokenVerifier } from './access-token-verifier.ts';
import { readConfig, type FunctionConfig } from './config.ts';
import { lazyPort } from './lazy-port.ts';
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
  /** Webhook HTTP: Node's (functions/lib/webhook-transport.ts) unless a test sets its own. */
  webhookTransport?: WebhookTransport;
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
  // Each SDK client below is imported on its port's first call (lazy-port.ts): a request pays only for those it uses.
  const { eventBusName: busName, userPoolId, userPoolClientId: clientId, uploadsBucket: bucket } = config;
  const events = busName
    ? lazyPort<EventPublisher>(async () => {
        const [{ EventBridgeClient }, { createEventBridgePublisher }] = await Promise.all([
          import('@aws-sdk/client-eventbridge'),
          import('@scheduler/aws/eventbridge-publisher'),
        ]);
        return createEventBridgePublisher(new EventBridgeClient({}), { busName });
      })
    : noBus;
  const identity = userPoolId
    ? lazyPort<Identity>(async () => {
        const [{ CognitoIdentityProviderClient }, { createCognitoIdentity }] = await Promise.all([
          import('@aws-sdk/client-cognito-identity-provider'),
          import('@scheduler/aws/cognito-identity'),
        ]);
        return createCognitoIdentity(new CognitoIdentityProviderClient({}), { userPoolId, clientId });
      })
    : undefined;
  const issuer = config.jwtIssuer;
  // jose (18 KB) is loaded on the first token verified: only sign-in, refresh and the WebSocket verify one themselves.
  let verifier: Promise<AccessTokenVerifier> | undefined;
  const verifyAccessToken: AccessTokenVerifier = issuer
    ? async (token) => {
        verifier ??= import('@scheduler/functions/lib/access-token-verifier').then((m) =>
          m.createAccessTokenVerifier({ issuer, clientId: config.userPoolClientId }),
        );
        return (await verifier)(token);
      }
    : async () => Promise.reject(new Error('JWT_ISSUER is not set'));
  const mailer = lazyPort<Mailer>(async () => {
    const [{ SESv2Client }, { createSesMailer }] = await Promise.all([import('@aws-sdk/client-sesv2'), import('@scheduler/aws/ses-mailer')]);
    return createSesMailer(new SESv2Client({}), { from: config.mailFrom });
  });
  const sms = lazyPort<Sms>(async () => {
    const [{ SNSClient }, { createSnsSms }] = await Promise.all([import('@aws-sdk/client-sns'), import('@scheduler/aws/sns-sms')]);
    return createSnsSms(new SNSClient({}), { senderId: 'Scheduler' });
  });
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
    files: bucket
      ? lazyPort<FileStore>(async () => {
          const [{ S3Client }, { createS3FileStore }] = await Promise.all([import('@aws-sdk/client-s3'), import('@scheduler/aws/s3-file-store')]);
          return createS3FileStore(new S3Client({ forcePathStyle: true }), { bucket });
        })
      : undefined,
  };
  return cached;
}

/** Tests and the local runtime may swap dependencies (e.g. a fixed clock). */
export function setDeps(deps: Deps | undefined): void {
  cached = deps;
}
