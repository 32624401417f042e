import { Aspects, Stage, type StageProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from './config.ts';
import { assertEntriesExist, requiredEntries } from './entries.ts';
import { ApiStack, type ApiRoute } from './stacks/api-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { JobsStack, type JobSchedule } from './stacks/jobs-stack.ts';
import { MonitoringStack } from './stacks/monitoring-stack.ts';
import { RealtimeStack } from './stacks/realtime-stack.ts';
import { CLOUDFRONT_WAF_REGION, WafStack } from './stacks/waf-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

export interface SchedulerStageProps extends StageProps {
  readonly config: EnvironmentConfig;
  readonly repoRoot: string;
  readonly routes: readonly ApiRoute[];
  readonly jobs: readonly JobSchedule[];
  /** Apply cdk-nag AwsSolutionsChecks to every stack (default true). */
  readonly nag?: boolean;
}

/**
 * One environment: stacks `<stage>/Data`, `Auth`, `Realtime`, `Jobs`, `Api`, `Waf` (us-east-1, for CloudFront), `Web`,
 * `Monitoring`.
 */
export class SchedulerStage extends Stage {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly realtime: RealtimeStack;
  readonly jobs: JobsStack;
  readonly api: ApiStack;
  readonly waf: WafStack;
  readonly web: WebStack;
  readonly monitoring: MonitoringStack;

  constructor(scope: Construct, id: string, props: SchedulerStageProps) {
    const { config, repoRoot } = props;
    super(scope, id, { ...props, env: { account: config.account, region: config.region } });
    assertEntriesExist(repoRoot, requiredEntries(props.jobs.map((j) => j.entry)));

    const base = { config, repoRoot, terminationProtection: config.deletionProtection };
    this.data = new DataStack(this, 'Data', { config, terminationProtection: config.deletionProtection });
    this.auth = new AuthStack(this, 'Auth', { config, repoRoot, table: this.data.table, terminationProtection: config.deletionProtection });
    const shared = {
      table: this.data.table,
      uploads: this.data.uploads,
      userPool: this.auth.userPool,
      client: this.auth.client,
    };
    this.realtime = new RealtimeStack(this, 'Realtime', { ...base, ...shared, feedTokenSecret: this.auth.feedTokenSecret });
    const push = { wsManagementEndpoint: this.realtime.managementEndpoint, connectionsArn: this.realtime.connectionsArn };
    this.jobs = new JobsStack(this, 'Jobs', { ...base, ...shared, ...push, jobs: props.jobs });
    this.api = new ApiStack(this, 'Api', {
      ...base,
      ...shared,
      ...push,
      routes: props.routes,
      bus: this.jobs.bus,
      secrets: { ssoKeys: this.auth.ssoKeysSecret, feedToken: this.auth.feedTokenSecret },
    });
    // CloudFront takes its web ACL from us-east-1: its ARN reaches the Web stack by a cross-region reference
    // (CDK keeps it in SSM parameters through a small custom resource in each stack).
    this.waf = new WafStack(this, 'Waf', {
      config,
      env: { account: config.account, region: CLOUDFRONT_WAF_REGION },
      crossRegionReferences: true,
      terminationProtection: config.deletionProtection,
    });
    this.web = new WebStack(this, 'Web', {
      ...base,
      crossRegionReferences: true,
      webAclArn: this.waf.webAcl.attrArn,
      originSecret: this.api.originSecret,
      api: this.api.api,
      userPool: this.auth.userPool,
      client: this.auth.client,
      wsDomain: this.realtime.wsDomain,
      wsPath: this.realtime.wsPath,
      uploads: this.data.uploads,
    });
    const functions = {
      ws: this.realtime.handler.fn,
      notify: this.jobs.notify.fn,
      ...Object.fromEntries(Object.entries(this.jobs.jobFunctions).map(([k, f]) => [`job-${k}`, f.fn])),
      ...Object.fromEntries(Object.entries(this.api.areaFunctions).map(([k, f]) => [`api-${k}`, f.fn])),
    };
    this.monitoring = new MonitoringStack(this, 'Monitoring', { config, functions, deadLetters: this.jobs.deadLetters, api: this.api.api });

    if (props.nag ?? true) Aspects.of(this).add(new AwsSolutionsChecks({ verbose: true }));
  }
}
