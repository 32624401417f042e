// The local runtime as the crash test runs it (scripts/crash-test.ts): `npm start`'s runtime (startLocalRuntime, the
// built web app) on the data directory given as the first argument, so the developer's `.local-data` is untouched.
// DynamoDB Local keeps its tables in <dir>/dynamodb (-dbPath) and the outbox, Cognito, S3 and schedules their files
// beside it, so a runtime started again on the same directory sees the same data. Prints one READY line with where
// everything listens; the test kills this process's whole group with SIGKILL and starts it again.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalRuntime } from '@scheduler/local/runtime';
import { READY } from './runtime-process.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: runtime-child.ts <data dir>');
const repo = resolve(fileURLToPath(import.meta.url), '../../..');
process.env.AWS_SDK_JS_SUPPRESS_NODE_DEPRECATION_WARNING ??= '1';
const runtime = await startLocalRuntime({ dataDir, quiet: true, webDist: join(repo, 'web/dist') });
console.log(
  `${READY}${JSON.stringify({ url: runtime.url, outboxUrl: runtime.outboxUrl, dynamodb: runtime.env.AWS_ENDPOINT_URL_DYNAMODB, table: runtime.env.TABLE_NAME, cognito: runtime.cognito })}`,
);
