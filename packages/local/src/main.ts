import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './gateway/web-app.ts';
import { startLocalRuntime } from './runtime.ts';

/**
 * `npm start`: the whole product on this machine, data kept in the repository's `.local-data`. The web app is the
 * production build (web/dist, built first when missing or older than its sources); `npm run dev` (`--dev`) serves it
 * through Vite with hot reload instead. WEB_DIST names another build to serve.
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = resolve(repo, '.local-data');
const dev = process.argv.includes('--dev');
// The SDK's notice that its 2027 releases need Node 22 is tracked in STACK-NOTES (the SDK is pinned); not for every start.
process.env.AWS_SDK_JS_SUPPRESS_NODE_DEPRECATION_WARNING ??= '1';

const fail =
  (what: string) =>
  (e: unknown): never => {
    console.error(`${what}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  };
const webDist = process.env.WEB_DIST ?? (dev ? undefined : await ensureWebBuild(resolve(repo, 'web')).catch(fail('The web app did not build')));
const runtime = await startLocalRuntime({ dataDir, webDist }).catch(fail('Local runtime did not start'));

console.log(`
  Scheduler (local)   ${runtime.url}${dev ? '   (web through Vite, hot reload)' : ''}
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
