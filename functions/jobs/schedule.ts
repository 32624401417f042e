import type { Context, ScheduledEvent } from 'aws-lambda';

export type JobHandler = (event: ScheduledEvent, context?: Context) => Promise<void>;

/**
 * The unattended jobs and their cadence. Infra turns each into an EventBridge Scheduler schedule;
 * the local runtime runs them on the same cadence.
 */
export const JOB_SCHEDULES: readonly {
  name: 'reminders' | 'purge';
  everyMinutes: number;
  entry: string;
  load: () => Promise<{ handler: JobHandler }>;
}[] = [
  { name: 'reminders', everyMinutes: 5, entry: 'functions/jobs/reminders.ts', load: () => import('./reminders.ts') },
  { name: 'purge', everyMinutes: 24 * 60, entry: 'functions/jobs/purge.ts', load: () => import('./purge.ts') },
];
