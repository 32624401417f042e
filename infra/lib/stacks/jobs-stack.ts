import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { ENV } from '@scheduler/contracts/env';
import type { EnvironmentConfig } from '../config.ts';
import { CANDIDATE_UPLOAD_ENTRY, NOTIFY_ENTRY } from '../entries.ts';
import { lambdaEnvironment } from '../lambda-environment.ts';
import {
  CANDIDATE_UPLOAD_CAPABILITIES,
  grantCapabilities,
  JOB_CAPABILITIES,
  NOTIFY_CAPABILITIES,
  type CapabilityTargets,
} from '../constructs/capabilities.ts';
import { SchedulerFunction } from '../constructs/scheduler-function.ts';

/** A JOB_SCHEDULES entry as infra needs it. */
export interface JobSchedule {
  readonly name: string;
  readonly everyMinutes: number;
  readonly entry: string;
}

export interface JobsStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  readonly repoRoot: string;
  readonly jobs: readonly JobSchedule[];
  readonly table: ITable;
  readonly uploads: IBucket;
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
  readonly wsManagementEndpoint: string;
  readonly connectionsArn: string;
}

export const JOB_RETRY_ATTEMPTS = 2;
/** The JOB_SCHEDULES entry that sends the outbox, and the event that starts it between its runs (events/notification-events.ts). */
export const OUTBOX_SENDER_JOB = 'outbox-sender';
export const OUTBOX_QUEUED_EVENT = 'notification.outbox-queued';
/** The JOB_SCHEDULES entry that relays the domain events; the table's stream feeds it between its sweeps. */
export const EVENT_RELAY_JOB = 'event-relay';

/** EventBridge Scheduler `rate()` text for a cadence in minutes (singular unit for 1). */
export const rateExpression = (minutes: number): string => {
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`A schedule runs every whole number of minutes >= 1, got ${minutes}`);
  return minutes === 1 ? 'rate(1 minute)' : `rate(${minutes} minutes)`;
};

/** The domain event bus, the notify Lambda behind it, and one schedule per unattended job. */
export class JobsStack extends Stack {
  readonly bus: EventBus;
  readonly deadLetters: Queue;
  readonly notify: SchedulerFunction;
  readonly candidateUpload: SchedulerFunction;
  readonly jobFunctions: Record<string, SchedulerFunction> = {};
  readonly schedules: Record<string, Schedule> = {};

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.bus = new EventBus(this, 'Bus', { eventBusName: `${config.namePrefix}-events` });
    this.deadLetters = new Queue(this, 'DeadLetters', {
      queueName: `${config.namePrefix}-jobs-dlq`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetters, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is itself the dead-letter queue of the domain-event rule and of the job schedules; nothing consumes it automatically, it is alarmed and inspected by an operator.',
      },
    ]);

    const env = lambdaEnvironment({ ...props, eventBusName: this.bus.eventBusName, wsManagementEndpoint: props.wsManagementEndpoint });
    const targets: CapabilityTargets = {
      table: props.table,
      uploads: props.uploads,
      bus: this.bus,
      userPool: props.userPool,
      sesDomain: config.sesDomain,
      connectionsArn: props.connectionsArn,
      meetingsRegion: config.meetingsRegion,
    };

    this.notify = new SchedulerFunction(this, 'Notify', {
      config,
      repoRoot: props.repoRoot,
      entry: NOTIFY_ENTRY,
      name: 'notify',
      description: 'Sends the e-mails and SMS of domain events',
      environment: env,
      timeout: Duration.minutes(1),
    });
    grantCapabilities(this.notify.fn, NOTIFY_CAPABILITIES, targets);
    new Rule(this, 'DomainEvents', {
      eventBus: this.bus,
      description: 'Every domain event published by this account to the bus goes to notify',
      eventPattern: { account: [this.account] },
      targets: [
        new LambdaFunction(this.notify.fn, { deadLetterQueue: this.deadLetters, retryAttempts: JOB_RETRY_ATTEMPTS, maxEventAge: Duration.hours(2) }),
      ],
    });

    // A candidate file too large for the upload call (upload.candidate-file-queued) is processed by its own job.
    this.candidateUpload = new SchedulerFunction(this, 'CandidateUpload', {
      config,
      repoRoot: props.repoRoot,
      entry: CANDIDATE_UPLOAD_ENTRY,
      name: 'candidate-upload',
      description: 'Invites the candidates of a large uploaded file and records its progress',
      environment: env,
      timeout: Duration.minutes(15),
    });
    grantCapabilities(this.candidateUpload.fn, CANDIDATE_UPLOAD_CAPABILITIES, targets);
    new Rule(this, 'CandidateUploadQueued', {
      eventBus: this.bus,
      description: 'A queued candidate file goes to the candidate upload job',
      eventPattern: { account: [this.account], detailType: ['upload.candidate-file-queued'] },
      targets: [
        new LambdaFunction(this.candidateUpload.fn, {
          deadLetterQueue: this.deadLetters,
          retryAttempts: JOB_RETRY_ATTEMPTS,
          maxEventAge: Duration.hours(2),
        }),
      ],
    });

    NagSuppressions.addStackSuppressions(this, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'The EventBridge Scheduler target role (created by LambdaInvoke) may invoke only its job function, including its versions and aliases (`<function arn>:*`).',
        appliesTo: [{ regex: '/^Resource::<Job.*Fn[0-9A-F]+\\.Arn>:\\*$/g' }],
      },
    ]);
    const group = new ScheduleGroup(this, 'Schedules', { scheduleGroupName: config.namePrefix });
    for (const job of props.jobs) {
      const caps = JOB_CAPABILITIES[job.name];
      if (!caps) throw new Error(`No capabilities declared for job '${job.name}' (infra/lib/constructs/capabilities.ts JOB_CAPABILITIES)`);
      const sender = job.name === OUTBOX_SENDER_JOB;
      const fn = new SchedulerFunction(this, `Job-${job.name}`, {
        config,
        repoRoot: props.repoRoot,
        entry: job.entry,
        name: `job-${job.name}`,
        description: `Unattended job '${job.name}' every ${job.everyMinutes} minutes`,
        environment: sender ? { ...env, [ENV.outboxSendRate]: String(config.outboxSendRate) } : env,
        timeout: Duration.minutes(5),
        // One sender at a time keeps the account's sending rate: events and the schedule queue behind it.
        ...(sender ? { reservedConcurrentExecutions: 1 } : {}),
      });
      grantCapabilities(fn.fn, caps, targets);
      this.jobFunctions[job.name] = fn;
      this.schedules[job.name] = new Schedule(this, `Schedule-${job.name}`, {
        scheduleName: `${config.namePrefix}-${job.name}`,
        scheduleGroup: group,
        description: `Runs ${job.entry}`,
        schedule: ScheduleExpression.expression(rateExpression(job.everyMinutes)),
        target: new LambdaInvoke(fn.fn, {
          deadLetterQueue: this.deadLetters,
          retryAttempts: JOB_RETRY_ATTEMPTS,
          maxEventAge: Duration.minutes(Math.max(1, Math.min(job.everyMinutes, 60))),
        }),
      });
    }

    // The domain event rows the changes insert reach the relay from the table's stream at once (only inserted event rows:
    // ElectroDB names the entity in __edb_e__); its schedule sweeps what a failed batch left queued.
    const relay = this.jobFunctions[EVENT_RELAY_JOB];
    if (relay) {
      relay.fn.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: StartingPosition.LATEST,
          batchSize: 100,
          maxBatchingWindow: Duration.seconds(1),
          retryAttempts: 5,
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(this.deadLetters),
          filters: [
            FilterCriteria.filter({
              eventName: FilterRule.isEqual('INSERT'),
              dynamodb: { NewImage: { __edb_e__: { S: FilterRule.isEqual('domainEvent') } } },
            }),
          ],
        }),
      );
      NagSuppressions.addResourceSuppressions(
        relay.fn,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason: 'The stream event source needs dynamodb:ListStreams, which IAM grants only on "*"; its reads are on the table stream.',
            appliesTo: ['Resource::*'],
          },
        ],
        true,
      );
    }

    // Messages queued in the outbox (notification.outbox-queued) start the sender at once; its schedule sweeps the rest.
    const outboxSender = this.jobFunctions[OUTBOX_SENDER_JOB];
    if (outboxSender) {
      new Rule(this, 'OutboxQueued', {
        eventBus: this.bus,
        description: 'Messages queued in the outbox start the outbox sender',
        eventPattern: { account: [this.account], detailType: [OUTBOX_QUEUED_EVENT] },
        targets: [
          new LambdaFunction(outboxSender.fn, {
            deadLetterQueue: this.deadLetters,
            retryAttempts: JOB_RETRY_ATTEMPTS,
            maxEventAge: Duration.hours(2),
          }),
        ],
      });
    }
  }
}
