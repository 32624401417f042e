import { App } from 'aws-cdk-lib';
import { JOB_SCHEDULES } from '@scheduler/functions/jobs/schedule';
import { parseEnvironment, STAGES } from '../lib/config.ts';
import { REPO_ROOT } from '../lib/entries.ts';
import { SchedulerStage } from '../lib/scheduler-stage.ts';
import type { ApiRoute } from '../lib/stacks/api-stack.ts';

/** `npx cdk synth|deploy 'dev/*' -c env=dev` (likewise staging, prod). */
const app = new App();
const stage = app.node.tryGetContext('env');
if (typeof stage !== 'string') throw new Error(`Choose an environment: -c env=${STAGES.join('|')}`);
const environments = app.node.tryGetContext('scheduler:environments') ?? {};
const config = parseEnvironment(stage, environments[stage]);

const ROUTES_MODULE = '@scheduler/contracts/routes/index';

async function loadRoutes(): Promise<readonly ApiRoute[]> {
  try {
    const mod = (await import(ROUTES_MODULE)) as { ROUTES: readonly ApiRoute[] };
    return mod.ROUTES;
  } catch (e) {
    throw new Error(`Cannot load ROUTES from ${ROUTES_MODULE}: ${(e as Error).message}`);
  }
}

new SchedulerStage(app, stage, {
  config,
  repoRoot: REPO_ROOT,
  routes: await loadRoutes(),
  jobs: JOB_SCHEDULES.map(({ name, everyMinutes, entry }) => ({ name, everyMinutes, entry })),
});
app.synth();
