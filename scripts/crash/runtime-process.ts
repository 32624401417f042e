import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { busyPorts, PORTS } from '@scheduler/local/ports';

/** The line runtime-child.ts prints once the runtime is up, followed by RuntimeInfo as JSON. */
export const READY = 'CRASH-TEST-RUNTIME-READY ';

export interface RuntimeInfo {
  url: string;
  outboxUrl: string;
  dynamodb: string;
  table: string;
  cognito: { userPoolId: string; clientId: string; endpoint: string };
}

export interface RunningRuntime {
  /** Where it listens, once it printed READY (rejected when it exits or takes more than 3 minutes first). */
  ready: Promise<RuntimeInfo>;
  /** SIGKILL to the runtime's whole process group (tsx, node and the DynamoDB Local JVM), then waits for its ports to free. */
  kill(): Promise<void>;
}

const repo = resolve(fileURLToPath(import.meta.url), '../../..');
const ALL_PORTS = Object.values(PORTS);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function portsFree(deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const busy = await busyPorts(ALL_PORTS);
    if (!busy.length) return;
    if (Date.now() > until) throw new Error(`local runtime ports still in use: ${busy.join(', ')} (another local runtime running?)`);
    await sleep(250);
  }
}

/**
 * Starts runtime-child.ts on `dataDir` as its own process group (detached), its output appended to
 * `<dataDir>/runtime.log`; answers at once, `ready` once it printed READY (the JVM, Cognito and the seed take a while).
 */
export async function startRuntime(dataDir: string): Promise<RunningRuntime> {
  await portsFree(30_000);
  const log = createWriteStream(join(dataDir, 'runtime.log'), { flags: 'a' });
  const child: ChildProcess = spawn(join(repo, 'node_modules/.bin/tsx'), [join(repo, 'scripts/crash/runtime-child.ts'), dataDir], {
    cwd: repo,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN' },
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const ready = new Promise<RuntimeInfo>((resolveInfo, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('the local runtime did not start within 3 minutes (see runtime.log)')), 180_000);
    child.stderr?.pipe(log, { end: false });
    child.stdout?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffered += String(chunk);
      const at = buffered.indexOf(READY);
      const end = at >= 0 ? buffered.indexOf('\n', at) : -1;
      if (end < 0) return;
      clearTimeout(timer);
      resolveInfo(JSON.parse(buffered.slice(at + READY.length, end)) as RuntimeInfo);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the local runtime exited before it was ready (${code ?? signal}; see ${join(dataDir, 'runtime.log')})`));
    });
  });
  ready.catch(() => undefined);
  return {
    ready,
    async kill() {
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The group is gone already.
        }
      }
      await exited;
      log.end();
      await portsFree(30_000);
    },
  };
}
