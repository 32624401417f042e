// `npm run bench`: latency through the local gateway beside the bare DynamoDB Local round trip, list cost,
// and each area Lambda's bundle size (DESIGN.md §5). Not part of `npm test`: figures, not pass/fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { startLocalRuntime } from '@scheduler/local/runtime';
import { LOCAL_PASSWORD, SEED_PEOPLE } from '@scheduler/local/seed/seed-data';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb } from '@scheduler/core/db';
import { lambdaBundleLines, lambdaBundleSizes } from './lib/bundle-sizes.ts';
import { coldStarts } from './lib/cold-start.ts';
import { firstLoadLine, firstLoads } from './lib/first-load.ts';
import { launchChromium } from '../web/e2e/browser.ts';
import { seatRace } from './lib/seat-race.ts';
import { bookingBench, bookingBenchLines } from './lib/booking-bench.ts';
import { costBench, costBenchLines } from './lib/cost-bench.ts';
import { SYDNEY_PRICES } from './lib/cost-model.ts';
import { measure, row } from './lib/latency.ts';
import { webBundleLines, webBundleSizes } from './lib/web-bundle.ts';
import { signInLocal } from './lib/sign-in.ts';
import { listScaleRun, scaleLines } from './lib/list-scale.ts';
import { candidateUploadBench, candidateUploadLine } from './lib/candidate-upload-bench.ts';
import { purgeBench, purgeBenchLine } from './lib/purge-bench.ts';
import { outboxBench, outboxBenchLines } from './lib/outbox-bench.ts';
import { meetingListBench, meetingListLines } from './lib/meeting-list-bench.ts';
import { calendarFeedBench, calendarFeedLine } from './lib/calendar-feed-bench.ts';
import { sessionRelayBench, sessionRelayLines } from './lib/session-relay-bench.ts';
import { SEED_INTERVIEW_PROJECT } from '@scheduler/local/seed/seed-workload';
import { integrationBench, integrationBenchLines } from './lib/integration-bench.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const N = Number(process.env.BENCH_N ?? 200);
/** The organisation sizes of the list scale run (bookings), and the timed calls per list view and size. */
const SCALE_SIZES = (process.env.BENCH_SCALE ?? '1000,20000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SCALE_N = Number(process.env.BENCH_SCALE_N ?? 50);
const sizesOf = (text: string) =>
  text
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
/**
 * Rows of the candidate files processed as jobs (DESIGN §5 Files), a CSV and an Excel file at each size; 0 leaves them
 * out. The defaults stop at a tenth of the 4 MB file (40,000 rows: BENCH_UPLOAD_ROWS=4000,40000, about 5 minutes a file
 * here, bound by DynamoDB Local running one transaction at a time); rows per second and peak RSS are the figures.
 */
const UPLOAD_SIZES = sizesOf(process.env.BENCH_UPLOAD_ROWS ?? '1000,4000');
/**
 * Records due for purge in each timed purge run (DESIGN §5 Files: 20,000 in under a minute); 0 leaves it out. The
 * job purges a page of 90 records per transaction, and people in groups, several hundred records a second here.
 */
const PURGE_SIZES = sizesOf(process.env.BENCH_PURGE ?? '2000,20000');
/** E-mails the outbox sender drains per run (BENCH_OUTBOX): one run at the default rate (about 15 s for 200), one unpaced. */
const OUTBOX_MESSAGES = Number(process.env.BENCH_OUTBOX ?? 200);
/** Organisation sizes of the meeting list run (month view of the calendar, bulk edit of 500); BENCH_MEETINGS=0 leaves it out. */
const MEETING_SIZES = (process.env.BENCH_MEETINGS ?? '200,2000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** Events in the calendar feed run (doc 2 issue 10: 5,000); BENCH_FEED=0 leaves it out. */
const FEED_EVENTS = Number(process.env.BENCH_FEED ?? 5_000);
/**
 * Timed list calls with an API key beside a person's session, and invites each timed to its verified webhook (issue 23);
 * BENCH_INTEGRATION=0 leaves them out.
 */
const INTEGRATION_N = Number(process.env.BENCH_INTEGRATION ?? N);
/** Timed booking, reschedule (issue 22) and empty-spots search calls (issue 11); BENCH_BOOKING=0 leaves them and the blasts out. */
const BOOKING_N = Number(process.env.BENCH_BOOKING ?? N);
/**
 * The e-mail blast sizes (issue 20): for each, that many signed-in candidates book the BENCH_BOOKING_SEATS seats (5) of
 * one meeting at once through the gateway. Each candidate is a local Cognito identity signed in first (about 10 a second).
 */
const BLAST_SIZES = (process.env.BENCH_BOOKING_BLAST ?? '100,500')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const BLAST_SEATS = Number(process.env.BENCH_BOOKING_SEATS ?? 5);
/**
 * Base sizes of the cost run (issue 20 item 7): at each, that many bookings with their reminders, and ten times as many
 * uploaded rows and purged records, each metered; BENCH_COST=0 leaves it out. Prices: ap-southeast-2 on demand.
 */
const COST_SIZES = (process.env.BENCH_COST ?? '10,50')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** People in the live session runs (issue 12: the host and candidates of one room); BENCH_LIVE=0 leaves them out. */
const LIVE_SIZES = (process.env.BENCH_LIVE ?? '3,25')
  .split(',')
  .map(Number)
  .filter((n) => n > 1);
const dataDir = mkdtempSync(join(tmpdir(), 'scheduler-bench-'));
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
process.env.AWS_SDK_JS_SUPPRESS_NODE_DEPRECATION_WARNING ??= '1';
const runtime = await startLocalRuntime({ dataDir, inMemory: true, quiet: true, webDist: join(root, 'web/dist') });
try {
  const admin = SEED_PEOPLE.find((p) => p.key === 'orgAdmin')!;
  const s = await signInLocal({
    baseUrl: runtime.url,
    cognitoEndpoint: runtime.cognito.endpoint,
    clientId: runtime.cognito.clientId,
    username: admin.username,
    password: LOCAL_PASSWORD,
  });
  const me = (await (await fetch(`${runtime.url}/api/user/getCurrentUserProfile`, { headers: s.headers })).json()) as {
    encryptedOrganisationId: string;
  };
  const org = me.encryptedOrganisationId;
  for (let i = 0; i < 40; i++) {
    await fetch(`${runtime.url}/api/department/save`, {
      method: 'POST',
      headers: s.headers,
      body: JSON.stringify({ encryptedOrganisationId: org, name: `Bench department ${i}`, description: 'bench' }),
    });
  }

  const ddb = new DynamoDBClient({
    endpoint: runtime.env.AWS_ENDPOINT_URL_DYNAMODB,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const table = runtime.env.TABLE_NAME;
  const orgKey = `$scheduler#organisationid_${org.toLowerCase()}`;
  const lines: string[] = [];
  lines.push(
    row(
      'bare DynamoDB Local GetItem (organisation)',
      await measure(N, () => ddb.send(new GetItemCommand({ TableName: table, Key: { pk: { S: orgKey }, sk: { S: '$organisation_1' } } }))),
    ),
  );
  lines.push(
    row(
      'bare DynamoDB Local Query (departments of an org)',
      await measure(N, () =>
        ddb.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk and begins_with(sk, :sk)',
            ExpressionAttributeValues: { ':pk': { S: orgKey }, ':sk': { S: '$department_1' } },
          }),
        ),
      ),
    ),
  );
  lines.push(row('GET /api/health (gateway, no auth)', await measure(N, () => fetch(`${runtime.url}/api/health`).then((r) => r.text()))));
  lines.push(
    row(
      'POST /api/department/list (JWT + session + query, page 10)',
      await measure(N, () =>
        fetch(`${runtime.url}/api/department/list/${org}`, { method: 'POST', headers: s.headers, body: JSON.stringify({ pageSize: 10 }) }).then((r) =>
          r.text(),
        ),
      ),
    ),
  );
  const q = await ddb.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': { S: orgKey }, ':sk': { S: '$department_1' } },
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  const benchDb = createDb({ client: DynamoDBDocumentClient.from(ddb), table });
  const race = await seatRace(benchDb, 20, 3);
  const seedCandidate = SEED_PEOPLE.find((p) => p.key === 'candidate')!;
  const integration =
    INTEGRATION_N > 0
      ? await integrationBench({
          url: runtime.url,
          headers: s.headers,
          organisationId: org,
          n: INTEGRATION_N,
          webhooks: Math.max(5, Math.round(INTEGRATION_N / 10)),
        })
      : undefined;
  const booking =
    BOOKING_N > 0
      ? await bookingBench({
          baseUrl: runtime.url,
          db: benchDb,
          organisationId: org,
          admin: s,
          candidate: {
            headers: (
              await signInLocal({
                baseUrl: runtime.url,
                cognitoEndpoint: runtime.cognito.endpoint,
                clientId: runtime.cognito.clientId,
                username: seedCandidate.username,
                password: LOCAL_PASSWORD,
              })
            ).headers,
            userId: (await benchDb.user.query.byUsername({ username: seedCandidate.username }).go()).data[0]!.userId,
          },
          n: BOOKING_N,
          cognito: runtime.cognito,
          race: { sizes: BLAST_SIZES, spots: BLAST_SEATS },
        })
      : undefined;
  const costs = [];
  for (const size of COST_SIZES)
    costs.push(
      await costBench({
        endpoint: runtime.env.AWS_ENDPOINT_URL_DYNAMODB,
        table,
        db: benchDb,
        organisationId: org,
        admin: { accessToken: s.accessToken, sessionId: s.sessionId },
        size,
      }),
    );
  const adminUser = (await benchDb.user.query.byUsername({ username: admin.username }).go()).data[0]!;
  const scale =
    SCALE_SIZES.length > 0
      ? await listScaleRun({
          baseUrl: runtime.url,
          headers: s.headers,
          dynamoEndpoint: runtime.env.AWS_ENDPOINT_URL_DYNAMODB,
          table,
          admin: {
            userId: adminUser.userId,
            username: adminUser.username,
            fullName: `${adminUser.firstName} ${adminUser.lastName}`,
            organisationId: org,
          },
          sizes: SCALE_SIZES,
          n: SCALE_N,
        })
      : undefined;
  const assessorUser = (await benchDb.user.query.byUsername({ username: SEED_PEOPLE.find((p) => p.key === 'assessor')!.username }).go()).data[0]!;
  const meetingList =
    MEETING_SIZES.length > 0
      ? await meetingListBench({
          baseUrl: runtime.url,
          headers: s.headers,
          dynamoEndpoint: runtime.env.AWS_ENDPOINT_URL_DYNAMODB,
          table,
          admin: {
            userId: adminUser.userId,
            username: adminUser.username,
            fullName: `${adminUser.firstName} ${adminUser.lastName}`,
            organisationId: org,
          },
          runners: [assessorUser.userId, adminUser.userId],
          sizes: MEETING_SIZES,
          n: SCALE_N,
        })
      : undefined;
  const uploads = [];
  for (const rows of UPLOAD_SIZES) for (const format of ['csv', 'xlsx'] as const) uploads.push(await candidateUploadBench(benchDb, rows, format));
  const purges = [];
  for (const records of PURGE_SIZES) purges.push(await purgeBench(benchDb, records));
  const outbox = OUTBOX_MESSAGES > 0 ? await outboxBench(benchDb, OUTBOX_MESSAGES) : undefined;
  const feed = FEED_EVENTS > 0 ? await calendarFeedBench(benchDb, runtime.url, FEED_EVENTS) : undefined;
  const interviews = (await benchDb.project.query.byOrganisation({ organisationId: org }).go({ pages: 'all' })).data.find(
    (p) => p.name === SEED_INTERVIEW_PROJECT,
  );
  const assessor = SEED_PEOPLE.find((p) => p.key === 'assessor')!;
  const live =
    LIVE_SIZES.length > 0 && interviews
      ? await sessionRelayBench({
          baseUrl: runtime.url,
          db: benchDb,
          cognito: runtime.cognito,
          organisationId: org,
          projectId: interviews.projectId,
          host: { username: assessor.username, password: LOCAL_PASSWORD, userId: assessorUser.userId },
          sizes: LIVE_SIZES,
          n: SCALE_N,
        })
      : undefined;
  ddb.destroy();

  console.log('\nLatency (sequential requests, this machine)');
  console.log(lines.join('\n'));
  console.log(
    `\nConcurrency: 20 candidates for the last 3 seats at once → ${race.booked} booked, refused ${JSON.stringify(race.refusals)}, meeting counter ${race.counter}, ${race.ms} ms.`,
  );
  if (booking) console.log(`\n${bookingBenchLines(booking).join('\n')}`);
  if (integration) console.log(`\n${integrationBenchLines(integration).join('\n')}`);
  if (costs.length) console.log(`\n${costBenchLines(costs, SYDNEY_PRICES).join('\n')}`);
  if (scale) console.log(`\n${scaleLines(scale).join('\n')}\n`);
  if (meetingList) console.log(`${meetingListLines(meetingList).join('\n')}\n`);
  if (uploads.length) console.log(`${uploads.map(candidateUploadLine).join('\n')}\n`);
  if (purges.length) console.log(`${purges.map(purgeBenchLine).join('\n')}\n`);
  if (outbox) console.log(`${outboxBenchLines(outbox).join('\n')}\n`);
  if (feed) console.log(`${calendarFeedLine(feed)}\n`);
  if (live) console.log(`Live session (local gateway, p2p media)\n${sessionRelayLines(live).join('\n')}\n`);
  console.log(
    `Cost: the department list page reads ${q.Count} items (${q.ConsumedCapacity?.CapacityUnits ?? '?'} RCU) to return 10: ${((q.Count ?? 0) / 10).toFixed(1)} items read per item returned (whole-partition read, then search/sort/page in memory).`,
  );

  console.log(`\n${lambdaBundleLines(await lambdaBundleSizes(root), undefined, await coldStarts(root)).join('\n')}`);

  const web = webBundleSizes(join(root, 'web/dist'));
  if (!web) console.log('\nWeb: web/dist not built (npm run build -w web)');
  else {
    console.log(`\n${webBundleLines(web).join('\n')}`);
    const browser = await launchChromium();
    try {
      const loads = await firstLoads(browser, runtime.url, { username: admin.username, password: LOCAL_PASSWORD });
      console.log(firstLoadLine('first load, login page', loads.login));
      console.log(firstLoadLine('first load, Manage Users', loads.signedIn));
    } finally {
      await browser.close();
    }
  }
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
