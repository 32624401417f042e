import type { ScheduledEvent } from 'aws-lambda';

/**
 * EventBridge Scheduler hands a Lambda target exactly the schedule's Input. Infra sets this template as
 * the input of every job schedule (ScheduleTargetInput.fromObject), so jobs receive the familiar
 * ScheduledEvent shape; Scheduler fills the `<aws.scheduler.*>` context attributes at each run.
 */
export const SCHEDULER_JOB_INPUT_TEMPLATE = {
  version: '0',
  id: '<aws.scheduler.execution-id>',
  'detail-type': 'Scheduled Event',
  source: 'aws.scheduler',
  account: '<account>',
  time: '<aws.scheduler.scheduled-time>',
  region: '<region>',
  resources: ['<aws.scheduler.schedule-arn>'],
  detail: { attemptNumber: '<aws.scheduler.attempt-number>' },
} as const;

/** A job run as delivered: the template above with the attributes filled in. */
export function schedulerJobEvent(input: {
  job: string;
  scheduledTime: string;
  account?: string;
  region?: string;
}): ScheduledEvent<{ attemptNumber: string }> {
  const region = input.region ?? 'ap-southeast-2';
  const account = input.account ?? '123456789012';
  return {
    version: '0',
    id: 'd32c5kddcf5bb8c3',
    'detail-type': 'Scheduled Event',
    source: 'aws.scheduler',
    account,
    time: input.scheduledTime,
    region,
    resources: [`arn:aws:scheduler:${region}:${account}:schedule/default/scheduler-dev-${input.job}`],
    detail: { attemptNumber: '1' },
  };
}

export const schedulerReminderSample = schedulerJobEvent({ job: 'reminders', scheduledTime: '2027-03-04T22:05:00Z' });
