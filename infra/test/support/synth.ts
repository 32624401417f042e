import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@scheduler/contracts/routes/index';
import { JOB_SCHEDULES } from '@scheduler/functions/jobs/schedule';
import { parseEnvironment, type EnvironmentConfig, type StageName } from '../../lib/config.ts';
import { REPO_ROOT } from '../../lib/entries.ts';
import { SchedulerStage } from '../../lib/scheduler-stage.ts';

export { ROUTES, JOB_SCHEDULES };

export function configFor(stage: StageName): EnvironmentConfig {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8'));
  return parseEnvironment(stage, cdkJson.context['scheduler:environments'][stage]);
}

const cache = new Map<StageName, SchedulerStage>();

/** The stage as `cdk synth -c env=<stage>` builds it, with bundling skipped (entries must still exist). */
export function stageFor(stage: StageName = 'dev'): SchedulerStage {
  let s = cache.get(stage);
  if (!s) {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    s = new SchedulerStage(app, stage, {
      config: configFor(stage),
      repoRoot: REPO_ROOT,
      routes: ROUTES,
      jobs: JOB_SCHEDULES.map(({ name, everyMinutes, entry }) => ({ name, everyMinutes, entry })),
    });
    cache.set(stage, s);
  }
  return s;
}

const templates = new Map<Stack, Template>();
export function template(stack: Stack): Template {
  let t = templates.get(stack);
  if (!t) templates.set(stack, (t = Template.fromStack(stack)));
  return t;
}
