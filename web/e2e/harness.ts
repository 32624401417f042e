import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Scenario {
  name: string;
  run: () => Promise<void>;
}

/** What the run does around each scenario: before it, and after it (with the failure, if it failed). */
export interface ScenarioHooks {
  before(): void;
  /** Answers where the failure's trace was written, for a failed scenario. */
  after(name: string, failure: string | undefined): Promise<string | undefined>;
}

/** Runs scenarios one by one, printing each result; writes vitest-shaped counts for the summary line. No retries. */
export async function runScenarios(scenarios: Scenario[], jsonPath?: string, hooks?: ScenarioHooks): Promise<boolean> {
  let passed = 0;
  let failed = 0;
  for (const s of scenarios) {
    const started = Date.now();
    hooks?.before();
    try {
      await s.run();
      passed++;
      console.log(`  ✓ ${s.name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      const failure = (e as Error).stack ?? String(e);
      console.log(`  × ${s.name} (${Date.now() - started} ms)\n    ${failure}`);
      await hooks
        ?.after(s.name, failure)
        .then((trace) => trace && console.log(`    trace of the failure (pages, console, network, sockets): ${trace}`))
        .catch((err: unknown) => console.log(`    (could not capture the pages: ${String(err)})`));
      continue;
    }
    await hooks?.after(s.name, undefined).catch(() => undefined);
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  if (jsonPath) {
    mkdirSync(dirname(jsonPath), { recursive: true });
    writeFileSync(jsonPath, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: 0 }));
  }
  return failed === 0;
}
