// End-to-end: the built SPA and the real handlers on the local runtime (in-memory DynamoDB, local Cognito),
// driven in headless Chromium. `npx tsx web/e2e/run.ts [--json file] [--no-build]`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalRuntime } from '@scheduler/local/runtime';
import { launchChromium } from './browser.ts';
import { runScenarios } from './harness.ts';
import { pageTrace } from './page-trace.ts';
import { accessibilityScenarios } from './scenarios/accessibility.ts';
import { apiScenarios } from './scenarios/api.ts';
import { bookingFlowScenarios } from './scenarios/booking-flow.ts';
import { bookingListScenarios } from './scenarios/booking-list.ts';
import { calendarScenarios } from './scenarios/calendar.ts';
import { candidateBookingScenarios } from './scenarios/candidate-booking.ts';
import { candidateInviteScenarios } from './scenarios/candidate-invite.ts';
import { dashboardScenarios } from './scenarios/dashboard.ts';
import { departmentScenarios } from './scenarios/department.ts';
import { labelScenarios } from './scenarios/config-label.ts';
import { labelsEverywhereScenarios } from './scenarios/labels-everywhere.ts';
import { journeyScenarios } from './scenarios/journey.ts';
import { liveSessionScenarios } from './scenarios/live-session.ts';
import { meetingScenarios } from './scenarios/meeting.ts';
import { meetingListScenarios } from './scenarios/meeting-list.ts';
import { meetingUploadScenarios } from './scenarios/meeting-upload.ts';
import { notiTemplateScenarios } from './scenarios/noti-template.ts';
import { organisationScenarios } from './scenarios/organisation.ts';
import { identityScenarios } from './scenarios/identity.ts';
import { integratorScenarios } from './scenarios/integrator.ts';
import { projectAlertScenarios } from './scenarios/project-alert.ts';
import { projectScenarios } from './scenarios/project.ts';
import { purgeScenarios } from './scenarios/purge.ts';
import { resourceScenarios } from './scenarios/resource.ts';

/**
 * The live session's peers offer every address of the machine; where it may (root, `unshare` and `ip` work), the run
 * re-executes itself in a network namespace whose only interface is lo, so media can only ever go over 127.0.0.1.
 * Every scenario needs loopback only. E2E_NETNS=0 runs in the machine's namespace.
 */
if (!process.env.E2E_IN_NETNS && process.env.E2E_NETNS !== '0' && spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up']).status === 0) {
  const script = 'ip link set lo up && exec "$0" "$@"';
  const inner = spawnSync('unshare', ['-n', 'sh', '-c', script, process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_IN_NETNS: '1' },
  });
  process.exit(inner.status ?? 1);
}

const webDir = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const jsonPath = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
/** `--only <text>[|<text>...]`: run only the scenarios whose name contains one of the texts (case-insensitive), while working on them. */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]?.toLowerCase().split('|') : undefined;
const shots = resolve(webDir, '../.test-results/e2e');
mkdirSync(shots, { recursive: true });
// The traces of an earlier run's failures go: what is there after this run is this run's.
for (const entry of readdirSync(shots)) if (entry.startsWith('FAILED-')) rmSync(join(shots, entry), { recursive: true, force: true });

if (!args.includes('--no-build')) {
  console.log('e2e: building the web app');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
}

process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
process.env.AWS_SDK_JS_SUPPRESS_NODE_DEPRECATION_WARNING ??= '1';
const dataDir = mkdtempSync(join(tmpdir(), 'scheduler-e2e-'));
const runtime = await startLocalRuntime({ dataDir, inMemory: true, webDist: join(webDir, 'dist'), quiet: true });
const browser = await launchChromium();
let ok = false;
try {
  const ctx = { runtime, browser, shots };
  // Around each scenario: every page's trace from its start; a failure writes it under
  // .test-results/e2e/FAILED-<scenario>/ (a screenshot of each page, its console, network and socket frames); then
  // the scenario's pages are closed. No retries: a scenario that fails once is a defect.
  const hooks = {
    before: () => pageTrace.restart(),
    async after(name: string, failure: string | undefined) {
      let dir: string | undefined;
      if (failure !== undefined) {
        dir = join(shots, `FAILED-${name.slice(0, 60).replace(/\W+/g, '-')}`);
        await pageTrace.write(dir, failure);
      }
      for (const context of browser.contexts()) await context.close().catch(() => undefined);
      return dir;
    },
  };
  const scenarios = [
    ...apiScenarios(ctx),
    ...organisationScenarios(ctx),
    ...departmentScenarios(ctx),
    ...projectAlertScenarios(ctx),
    ...projectScenarios(ctx),
    ...purgeScenarios(ctx),
    ...resourceScenarios(ctx),
    ...meetingScenarios(ctx),
    ...meetingListScenarios(ctx),
    ...dashboardScenarios(ctx),
    ...meetingUploadScenarios(ctx),
    // Before the identity scenarios: one of them deactivates the seeded invigilator, whose assessment the calendar drags.
    ...calendarScenarios(ctx),
    ...labelScenarios(ctx),
    ...notiTemplateScenarios(ctx),
    ...candidateInviteScenarios(ctx),
    // Before the identity scenarios too: its assessment is hosted by the seeded invigilator they deactivate.
    ...candidateBookingScenarios(ctx),
    // Issue 18's journey: a project, a meeting and an invitation made in the browser; book, cancel and rebook on a phone.
    ...journeyScenarios(ctx),
    // Issue 22: reschedule and the waitlist's held seat on a phone, in a project of its own (hosted by the seeded assessor).
    ...bookingFlowScenarios(ctx),
    // Before the identity scenarios too: its past assessment is hosted by the seeded invigilator they deactivate.
    ...bookingListScenarios(ctx),
    // Before the identity scenarios too: the seeded assessor hosts it and must still sign in as seeded.
    ...liveSessionScenarios(ctx),
    // Issue 23: an integrator's generated client with an API key, and a verified webhook.
    ...integratorScenarios(ctx),
    ...identityScenarios(ctx),
    ...accessibilityScenarios(ctx),
    // Last: it renames every label of Aurora for its sweep (and puts them back), while the others assert the default words.
    ...labelsEverywhereScenarios(ctx),
  ];
  ok = await runScenarios(only ? scenarios.filter((s) => only.some((o) => s.name.toLowerCase().includes(o))) : scenarios, jsonPath, hooks);
} finally {
  await browser.close();
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
