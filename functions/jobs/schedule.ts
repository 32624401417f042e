import type { Context, ScheduledEvent } from 'aws-lambda';

export type JobHandler = (event: ScheduledEvent, context?: Context) => Promise<void>;

/**
 * The unattended jobs and their cadence. Infra turns each into an EventBridge Scheduler schedule;
 * the local runtime runs them on the same cadence.
 */
export const JOB_SCHEDULES: readonly {
  name:
    | 'reminders'
    | 'purge'
    | 'outbox-sender'
    | 'live-session-sweep'
    | 'upload-job-sweep'
    | 'event-relay'
    | 'under-minimum'
    | 'waitlist-holds'
    | 'webhook-deliveries';
  everyMinutes: number;
  entry: string;
  load: () => Promise<{ handler: JobHandler }>;
}[] = [
  { name: 'reminders', everyMinutes: 5, entry: 'functions/jobs/reminders.ts', load: () => import('./reminders.ts') },
  { name: 'purge', everyMinutes: 24 * 60, entry: 'functions/jobs/purge.ts', load: () => import('./purge.ts') },
  // The outbox's sweeper: retries that came due and messages no event started (also started by notification.outbox-queued).
  { name: 'outbox-sender', everyMinutes: 1, entry: 'functions/jobs/outbox-sender.ts', load: () => import('./outbox-sender.ts') },
  // Ends live sessions nobody is in any more (media meeting deleted, attendance closed).
  { name: 'live-session-sweep', everyMinutes: 5, entry: 'functions/jobs/live-session-sweep.ts', load: () => import('./live-session-sweep.ts') },
  // Hands on the candidate upload jobs whose invocation died or whose event never started them (their lease ended).
  { name: 'upload-job-sweep', everyMinutes: 5, entry: 'functions/jobs/upload-job-sweep.ts', load: () => import('./upload-job-sweep.ts') },
  // Hands the domain events the changes wrote to the bus: deployed also fed by the table's stream (jobs-stack.ts).
  // Flags the assessments under their minimum at their cancel-freeze deadline (go/no-go): their assessor and admins are told.
  { name: 'under-minimum', everyMinutes: 5, entry: 'functions/jobs/under-minimum.ts', load: () => import('./under-minimum.ts') },
  // Releases the waitlist's seat holds that ended (passing each seat on) and sweeps free seats into the waitlists.
  { name: 'waitlist-holds', everyMinutes: 1, entry: 'functions/jobs/waitlist-holds.ts', load: () => import('./waitlist-holds.ts') },
  // Sends the webhook deliveries that came due: retries with backoff, and first attempts no event finished.
  {
    name: 'webhook-deliveries',
    everyMinutes: 1,
    entry: 'functions/jobs/webhook-deliveries.ts',
    load: () => import('./webhook-deliveries.ts'),
  },
  { name: 'event-relay', everyMinutes: 1, entry: 'functions/jobs/event-relay.ts', load: () => import('./event-relay.ts') },
];
