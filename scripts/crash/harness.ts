import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '@scheduler/core/db';
import { connect, type Runtime, waitFor } from './api.ts';
import { type RunningRuntime, startRuntime } from './runtime-process.ts';

/** One row of the crash test's table. */
export interface ScenarioResult {
  scenario: string;
  /** When the runtime was killed, in the scenario's own terms. */
  killAt: string;
  /** What the checks found after the restart. */
  figures: string[];
  pass: boolean;
}

/** The runtime under test on one data directory: its connection, its table, and the kill-and-start-again of a crash. */
export interface Harness {
  /** The connection signed in at the last start. */
  rt(): Runtime;
  /** The table, straight to DynamoDB Local (its endpoint stays the same across restarts; refused while the runtime is down). */
  db: Db;
  /**
   * SIGKILL to the runtime's process group, then a start on the same data; answers the seconds it took. Unless told
   * not to, it signs in again before answering (a scenario watching the table from the first moment does not wait).
   */
  crash(opts?: { signIn?: boolean }): Promise<{ rt: Runtime; restartSeconds: number }>;
  /**
   * The kill aimed inside the start: kills the runtime, starts it again and watches the table from its first moment
   * (the jobs start 5 s in, before the start is over); the moment `watch` answers, kills it again, wherever it is, and
   * starts it once more. Answers what `watch` saw.
   */
  crashDuringStart<T>(watch: () => Promise<T | undefined>, timeoutMs: number): Promise<{ seen: T | undefined; restartSeconds: number }>;
  stop(): Promise<void>;
}

export async function startHarness(dataDir: string): Promise<Harness> {
  let running: RunningRuntime = await startRuntime(dataDir);
  const info = await running.ready;
  let rt = await connect(info);
  const client = new DynamoDBClient({
    endpoint: info.dynamodb,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    rt: () => rt,
    db: createDb({ client: DynamoDBDocumentClient.from(client), table: info.table }),
    async crash(opts = {}) {
      const started = performance.now();
      rt.close();
      await running.kill();
      running = await startRuntime(dataDir);
      const ready = await running.ready;
      if (opts.signIn !== false) rt = await connect(ready);
      return { rt, restartSeconds: (performance.now() - started) / 1000 };
    },
    async crashDuringStart(watch, timeoutMs) {
      rt.close();
      await running.kill();
      running = await startRuntime(dataDir);
      const seen = await waitFor(() => watch().catch(() => undefined), timeoutMs, 50);
      const started = performance.now();
      await running.kill();
      running = await startRuntime(dataDir);
      rt = await connect(await running.ready);
      return { seen, restartSeconds: (performance.now() - started) / 1000 };
    },
    async stop() {
      rt.close();
      client.destroy();
      await running.kill();
    },
  };
}

export const seconds = (fromMs: number) => `${((performance.now() - fromMs) / 1000).toFixed(1)} s`;
