import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Scenario {
  name: string;
  run: () => Promise<void>;
}

/** Runs scenarios one by one, printing each result; writes vitest-shaped counts for the summary line. */
export async function runScenarios(
  scenarios: Scenario[],
  jsonPath?: string,
  afterEach?: (name: string, failed: boolean) => Promise<void>,
): Promise<boolean> {
  let passed = 0;
  let failed = 0;
  for (const s of scenarios) {
    const started = Date.now();
    try {
      await s.run();
      passed++;
      console.log(`  ✓ ${s.name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(`  × ${s.name} (${Date.now() - started} ms)\n    ${(e as Error).stack ?? String(e)}`);
      await afterEach?.(s.name, true).catch((err: unknown) => console.log(`    (could not capture the pages: ${String(err)})`));
      continue;
    }
    await afterEach?.(s.name, false).catch(() => undefined);
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  if (jsonPath) {
    mkdirSync(dirname(jsonPath), { recursive: true });
    writeFileSync(jsonPath, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: 0 }));
  }
  return failed === 0;
}
