// `npm run crash-test` (issue 20, "How it is checked"): the local runtime killed in the middle of its work and started
// again on the same data. Each scenario drives work through the gateway's API, sends SIGKILL to the runtime's whole
// process group (tsx, node and the DynamoDB Local JVM) at a chosen moment, starts the runtime again on the same data
// directory, waits for the work to finish and checks the table (DynamoDB Local) and the local SES outbox (/_outbox).
// Traffic goes to 127.0.0.1 only; the data lives in a temporary directory (kept and named when a scenario fails).
// The runtime's fixed ports (packages/local/src/ports.ts) must be free: stop `npm start` first. On a shared machine
// where a bench or an integration test may take them meanwhile, run it in a network namespace of its own (as root):
//   unshare -n sh -c 'ip link set lo up && exec npx tsx scripts/crash-test.ts'
//
//   CRASH_SCENARIOS        which to run, in this order (default outbox,booking,purge,upload)
//   CRASH_UPLOAD_ROWS      rows of the candidate file (default 2000)
//   CRASH_OUTBOX_MESSAGES  rows of the file whose invitation e-mails are drained (default 300, 294 of them valid)
//   CRASH_PURGE_RECORDS    records due for purge (default 2000)
//   CRASH_BOOKINGS         candidates booking one meeting at once (default 20), CRASH_BOOKING_SEATS its seats (default 10)
//
// Waits are long where the product's leases are: a job or an e-mail taken just before the kill is taken over only when
// its lease ends (upload job 2 min, found by the 5-min upload job sweep; an e-mail's claim 5 min, the sender every
// minute), so a run at the default sizes takes about 15–20 minutes. Exits 1 when a scenario fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingScenario } from './crash/booking-scenario.ts';
import { type Harness, type ScenarioResult, startHarness } from './crash/harness.ts';
import { outboxScenario } from './crash/outbox-scenario.ts';
import { purgeScenario } from './crash/purge-scenario.ts';
import { uploadScenario } from './crash/upload-scenario.ts';

const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SCENARIOS: Record<string, (h: Harness) => Promise<ScenarioResult>> = {
  outbox: (h) => outboxScenario(h, size('CRASH_OUTBOX_MESSAGES', 300)),
  booking: (h) => bookingScenario(h, size('CRASH_BOOKINGS', 20), size('CRASH_BOOKING_SEATS', 10)),
  purge: (h) => purgeScenario(h, size('CRASH_PURGE_RECORDS', 2_000)),
  upload: (h) => uploadScenario(h, size('CRASH_UPLOAD_ROWS', 2_000)),
};
const chosen = (process.env.CRASH_SCENARIOS ?? Object.keys(SCENARIOS).join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = chosen.filter((s) => !SCENARIOS[s]);
if (unknown.length) throw new Error(`unknown CRASH_SCENARIOS: ${unknown.join(', ')} (known: ${Object.keys(SCENARIOS).join(', ')})`);

const dataDir = mkdtempSync(join(tmpdir(), 'scheduler-crash-'));
const started = performance.now();
console.log(`crash test: data in ${dataDir}; scenarios ${chosen.join(', ')}`);
const harness = await startHarness(dataDir);
const stopOnSignal = () => void harness.stop().finally(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
const results: ScenarioResult[] = [];
try {
  for (const name of chosen) {
    const t = performance.now();
    let result: ScenarioResult;
    try {
      result = await SCENARIOS[name]!(harness);
    } catch (e) {
      result = { scenario: name, killAt: '-', figures: [`error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`], pass: false };
    }
    results.push(result);
    console.log(`${result.pass ? 'PASS' : 'FAIL'} ${result.scenario} (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  }
} finally {
  await harness.stop();
}

console.log(
  `\nCrash test of the local runtime (SIGKILL to its process group, then a start on the same data), ${((performance.now() - started) / 60_000).toFixed(1)} min`,
);
for (const r of results) {
  console.log(`\n${r.pass ? 'PASS' : 'FAIL'}  ${r.scenario}\n      killed: ${r.killAt}`);
  for (const f of r.figures) console.log(`      ${f}`);
}
const failed = results.filter((r) => !r.pass);
if (failed.length) {
  console.log(`\n${failed.length} of ${results.length} scenarios failed; the runtime's data and log are kept in ${dataDir}`);
  process.exitCode = 1;
} else rmSync(dataDir, { recursive: true, force: true });
