import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteJWKSet } from 'jose';
import { startCognitoLocal } from './emulators/cognito/server.ts';
import { ensureTable, startDynamoLocal } from './emulators/dynamodb.ts';
import { startS3Local } from './emulators/s3.ts';
import { startSchedulerLocal } from './emulators/scheduler.ts';
import { ScheduleStore } from './emulators/scheduler-store.ts';
import { startSesLocal } from './emulators/ses.ts';
import { startEventBridgeLocal } from './emulators/eventbridge.ts';
import { startEventRelayPoller } from './event-relay-poller.ts';
import { JOB_SCHEDULES } from '@scheduler/functions/jobs/schedule';
import { startSmsLocal } from './emulators/sms.ts';
import { startGateway } from './gateway/http.ts';
import { OutboxStore } from './outbox/outbox-store.ts';
import { busyPorts, PORTS } from './ports.ts';
import { ORIGIN_HEADER } from '@scheduler/functions/lib/origin-secret';
import { applyEnv, handlerEnv, LOCAL_ORIGIN_VALUE, localRuntimeConfig, REGION, TABLE_NAME, UPLOADS_BUCKET, type Endpoints } from './runtime-env.ts';
import { startJobScheduler } from './scheduler.ts';
import { createWebhookReceiver } from './webhooks/webhook-receiver.ts';
import { localWebhookStore } from './webhooks/webhook-receiver-store.ts';

export interface LocalRuntimeOptions {
  dataDir: string;
  /** DynamoDB Local in memory (tests); other emulators still keep their files under dataDir. */
  inMemory?: boolean;
  port?: number;
  /** Serve this built SPA (web/dist) instead of Vite in middleware mode. */
  webDist?: string;
  quiet?: boolean;
  seed?: boolean;
}

export interface LocalRuntime {
  url: string;
  outboxUrl: string;
  env: Record<string, string>;
  cognito: { userPoolId: string; clientId: string; endpoint: string };
  stop(): Promise<void>;
}

const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web');

/**
 * Starts the whole product on this machine: DynamoDB Local, Cognito, S3, SES, SMS and Scheduler endpoints,
 * the HTTP + WebSocket gateway over the real handlers, the job scheduler, then the seed.
 * stop() closes every server and kills the JVM.
 */
export async function startLocalRuntime(opts: LocalRuntimeOptions): Promise<LocalRuntime> {
  const log = (line: string) => console.log(`[local] ${line}`);
  const requestLog = opts.quiet ? () => undefined : log;
  const gatewayPort = opts.port ?? PORTS.gateway;
  const taken = await busyPorts([gatewayPort, PORTS.dynamodb, PORTS.cognito, PORTS.s3, PORTS.ses, PORTS.sns, PORTS.scheduler, PORTS.eventbridge]);
  if (taken.length) throw new Error(`ports already in use: ${taken.join(', ')} (is another local runtime running?)`);

  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const s of stops.splice(0).reverse()) {
      try {
        await s();
      } catch (e) {
        log(`stop: ${String(e)}`);
      }
    }
  };

  try {
    const outbox = new OutboxStore(join(dataDir, 'outbox.json'));

    const dbPath = opts.inMemory ? undefined : join(dataDir, 'dynamodb');
    if (dbPath) mkdirSync(dbPath, { recursive: true });
    const dynamo = await startDynamoLocal({ port: PORTS.dynamodb, dbPath });
    const killJvm = () => void (dynamo.process.exitCode === null && dynamo.process.kill('SIGKILL'));
    process.once('exit', killJvm);
    stops.push(async () => {
      process.off('exit', killJvm);
      await dynamo.stop();
    });
    await ensureTable(dynamo.endpoint, TABLE_NAME);

    const cognito = await startCognitoLocal({
      dataDir,
      outbox,
      port: PORTS.cognito,
      customAuth: async (event) => (await import('@scheduler/functions/auth-triggers/custom-auth')).handler(event),
    });
    stops.push(cognito.stop);
    const s3 = await startS3Local({ dataDir, bucket: UPLOADS_BUCKET, port: PORTS.s3 });
    stops.push(s3.stop);
    const ses = await startSesLocal({ outbox, port: PORTS.ses });
    stops.push(ses.stop);
    const sms = await startSmsLocal({ outbox, port: PORTS.sns });
    stops.push(sms.stop);
    const schedules = new ScheduleStore(join(dataDir, 'schedules.json'));
    const scheduler = await startSchedulerLocal({ store: schedules, port: PORTS.scheduler });
    stops.push(scheduler.stop);
    // The bus rules deployed target the notify Lambda, the candidate upload job and the outbox sender; locally the bus hands each event to the same handlers.
    const bus = await startEventBridgeLocal({
      port: PORTS.eventbridge,
      region: REGION,
      log,
      deliver: async (event) =>
        event['detail-type'] === 'upload.candidate-file-queued'
          ? (await import('@scheduler/functions/jobs/candidate-upload')).handler(event as never)
          : event['detail-type'] === 'notification.outbox-queued'
            ? (await import('@scheduler/functions/jobs/outbox-sender')).handler(event as never)
            : (await import('@scheduler/functions/jobs/notify')).handler(event as never),
    });
    stops.push(bus.stop);

    const url = `http://127.0.0.1:${gatewayPort}`;
    const endpoints: Endpoints = {
      gateway: url,
      dynamodb: dynamo.endpoint,
      cognito: cognito.endpoint,
      s3: s3.endpoint,
      ses: ses.endpoint,
      sns: sms.endpoint,
      scheduler: scheduler.endpoint,
      eventbridge: bus.endpoint,
    };
    const env = handlerEnv(endpoints, cognito);
    stops.push(applyEnv(env));

    // The built-in webhook receiver verifies with the secrets in the table (read through the functions' own deps).
    const webhookStore = async () => localWebhookStore((await import('@scheduler/functions/lib/deps')).getDeps().db);
    const receiver = createWebhookReceiver({ origin: url, secretsAt: async (at) => (await webhookStore()).secretsAt(at) });
    const gateway = await startGateway({
      port: gatewayPort,
      auth: { issuer: cognito.issuer, clientId: cognito.clientId, jwks: createRemoteJWKSet(new URL(cognito.jwksUrl)) },
      // The gateway plays CloudFront: it adds the origin header the handlers check first.
      origin: { header: ORIGIN_HEADER, value: LOCAL_ORIGIN_VALUE },
      outbox,
      webhooks: {
        receiver,
        section: async () => ({ deliveries: await (await webhookStore()).latestDeliveries(50), received: receiver.list() }),
      },
      runtimeConfig: localRuntimeConfig(endpoints, cognito),
      web: opts.webDist ? { dist: resolve(opts.webDist) } : { viteRoot: WEB_ROOT },
      log: requestLog,
    });
    stops.push(gateway.stop);

    // The relay's schedule is the poller's business here: it sweeps every moment, not every minute.
    const jobs = startJobScheduler({ jobs: JOB_SCHEDULES.filter((j) => j.name !== 'event-relay'), schedules, log });
    stops.push(jobs.stop);

    const cognitoInfo = { userPoolId: cognito.userPoolId, clientId: cognito.clientId, endpoint: cognito.endpoint };
    if (opts.seed !== false) {
      const { seedIfEmpty } = await import('./seed/index.ts');
      const seeded = await seedIfEmpty({ env, cognito: cognitoInfo });
      for (const line of seeded.lines) console.log(line);
    }
    // After the seed: its history's events are not news (seed-bookings.ts discards them).
    const relay = startEventRelayPoller({ log });
    stops.push(relay.stop);
    return { url, outboxUrl: `${url}/_outbox`, env, cognito: cognitoInfo, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
