import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV, localSecretEnv, SECRET } from '@scheduler/contracts/env';
import { type Area, AREAS, type RouteDef } from '@scheduler/contracts/route';
import { ROUTES_BY_AREA } from '@scheduler/contracts/routes/index';
import { httpApiEvent } from '@scheduler/events/http-api-event';
import { ORIGIN_HEADER, originSecretText } from '../../functions/lib/origin-secret.ts';
import { areaEntry } from '../../infra/lib/entries.ts';
import { lambdaBuildOptions } from './bundle-sizes.ts';

export interface ColdStart {
  area: string;
  /** Median of the runs: importing the bundle in a fresh Node process and answering one request through its handler. */
  p50Ms: number;
  statusCode: number;
}

const ORIGIN_VALUE = 'cold-start-origin-value-that-cloudfront-would-add';

/**
 * A request the area answers without the table or the user pool: a signed-in route called without a caller (401,
 * through routing, body limits, credential checks and authentication), or, where every route is public, one called
 * around CloudFront (403, no origin header).
 */
function coldEvent(routes: readonly RouteDef[]) {
  const guarded = routes.find((r) => r.access.kind !== 'public');
  const route = guarded ?? routes[0];
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\+?\}/g)].map(([, name]) => [name, 'x']));
  return httpApiEvent({
    method: route.method,
    route: route.path,
    pathParameters: params,
    headers: { 'content-type': 'application/json', ...(guarded ? { [ORIGIN_HEADER]: ORIGIN_VALUE } : {}) },
    body: route.method === 'POST' ? '{}' : undefined,
  });
}

/** Runs in the fresh process: the time from importing the bundle to its handler's first answer. */
const RUNNER = `import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
const [bundle, eventFile] = process.argv.slice(2);
const event = JSON.parse(readFileSync(eventFile, 'utf8'));
const context = { awsRequestId: 'cold-start', functionName: 'cold-start', getRemainingTimeInMillis: () => 29_000 };
const t0 = performance.now();
const { handler } = await import(pathToFileURL(bundle).href);
const result = await handler(event, context);
const ms = performance.now() - t0;
process.stdout.write('\\nCOLD ' + JSON.stringify({ ms, statusCode: result?.statusCode ?? 0 }) + '\\n');
`;

/** A handler with nothing in it: the floor a Lambda's own start is compared with. */
const BARE_HANDLER = `export const handler = async () => ({ statusCode: 401, headers: { 'content-type': 'application/json' }, body: '{"error":"unauthenticated"}' });\n`;

/**
 * A handler that holds a DynamoDB document client and answers without calling it: the floor of any handler that reads
 * the table, since every area's first real request loads the SDK (external: the Lambda runtime provides it).
 */
const BARE_TABLE_HANDLER = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
const table = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => ({ statusCode: table ? 401 : 500, headers: { 'content-type': 'application/json' }, body: '{"error":"unauthenticated"}' });
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Each area Lambda's cold start beside a bare handler's: each bundled as infra bundles it, then `runs` times a fresh
 * Node process imports it and answers one synthetic API Gateway request that needs no database. The first entries are
 * the bare handler ('bare') and the bare handler holding a table client ('bare-table').
 */
export async function coldStarts(root: string, opts: { runs?: number; areas?: readonly Area[] } = {}): Promise<ColdStart[]> {
  const runs = opts.runs ?? 5;
  // Inside the repository, so that a bundle finds the AWS SDK (external, as the Lambda runtime provides it) there.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, 'node_modules/.cache/cold-start-'));
  try {
    writeFileSync(join(dir, 'runner.mjs'), RUNNER);
    writeFileSync(join(dir, 'bare.ts'), BARE_HANDLER);
    writeFileSync(join(dir, 'bare-table.ts'), BARE_TABLE_HANDLER);
    const targets = [
      { area: 'bare', entry: join(dir, 'bare.ts'), event: coldEvent(ROUTES_BY_AREA.department) },
      { area: 'bare-table', entry: join(dir, 'bare-table.ts'), event: coldEvent(ROUTES_BY_AREA.department) },
      ...(opts.areas ?? AREAS).map((area) => ({ area, entry: join(root, areaEntry(area)), event: coldEvent(ROUTES_BY_AREA[area]) })),
    ];
    await Promise.all(
      targets.map(({ area, entry }) =>
        build({ ...lambdaBuildOptions(root, ''), entryPoints: [entry], metafile: false, write: true, outfile: join(dir, area, 'index.mjs') }),
      ),
    );
    const env = {
      ...process.env,
      [ENV.stage]: 'local',
      [localSecretEnv(SECRET.originVerify)]: originSecretText({ current: ORIGIN_VALUE }),
      AWS_REGION: process.env.AWS_REGION ?? 'ap-southeast-2',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      NODE_OPTIONS: '',
    };
    const out: ColdStart[] = [];
    for (const { area, event } of targets) {
      const eventFile = join(dir, area, 'event.json');
      writeFileSync(eventFile, JSON.stringify(event));
      const times: number[] = [];
      let statusCode = 0;
      for (let i = 0; i < runs; i++) {
        const stdout = execFileSync(process.execPath, [join(dir, 'runner.mjs'), join(dir, area, 'index.mjs'), eventFile], { env, encoding: 'utf8' });
        const line = stdout.split('\n').findLast((l) => l.startsWith('COLD '));
        if (!line) throw new Error(`cold start of ${area}: no answer\n${stdout}`);
        const answer = JSON.parse(line.slice(5)) as { ms: number; statusCode: number };
        // A 401 or 403 answered without the database; anything else means the figure timed another path.
        if (answer.statusCode !== 401 && answer.statusCode !== 403) throw new Error(`cold start of ${area} answered ${answer.statusCode}`);
        times.push(answer.ms);
        statusCode = answer.statusCode;
      }
      out.push({ area, p50Ms: median(times), statusCode });
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
