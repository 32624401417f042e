import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalRuntime } from './runtime.ts';

/** `npm start`: the whole product on this machine, data kept in the repository's `.local-data`. */
const dataDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../.local-data');
const webDist = process.env.WEB_DIST;
// The SDK's notice that its 2027 releases need Node 22 is tracked in STACK-NOTES (the SDK is pinned); not for every start.
process.env.AWS_SDK_JS_SUPPRESS_NODE_DEPRECATION_WARNING ??= '1';

const runtime = await startLocalRuntime({ dataDir, webDist }).catch((e: unknown) => {
  console.error(`Local runtime did not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});

console.log(`
  Scheduler (local)   ${runtime.url}
  Outbox              ${runtime.outboxUrl}
  Data                ${dataDir}
  Stop with Ctrl-C.
`);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local runtime...`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  runtime.stop().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGHUP', () => shutdown('SIGHUP'));
