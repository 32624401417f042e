import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { JOB_SCHEDULES, type JobHandler } from '@scheduler/functions/jobs/schedule';
import type { ScheduleStore, StoredSchedule } from './emulators/scheduler-store.ts';

export interface JobDef {
  name: string;
  everyMinutes: number;
  load: () => Promise<{ handler: JobHandler }>;
}

const scheduledEvent = (resource: string, detail: unknown = {}): ScheduledEvent => ({
  version: '0',
  id: randomUUID(),
  'detail-type': 'Scheduled Event',
  source: 'aws.scheduler',
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'ap-southeast-2',
  resources: [resource],
  detail,
});

/**
 * Runs the unattended jobs on their cadence (first run shortly after start) and fires one-time
 * EventBridge Scheduler schedules that come due, when their target names a job. Every run is logged;
 * a failing run is logged and never stops the runtime.
 */
export function startJobScheduler(opts: {
  jobs?: readonly JobDef[];
  schedules?: ScheduleStore;
  firstRunAfterMs?: number;
  log: (line: string) => void;
}): { stop(): void } {
  const jobs = opts.jobs ?? JOB_SCHEDULES;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();

  const run = async (name: string, load: JobDef['load'], event: ScheduledEvent) => {
    if (running.has(name)) return opts.log(`job ${name}: previous run still going, skipped`);
    running.add(name);
    const started = Date.now();
    try {
      const { handler } = await load();
      await handler(event);
      opts.log(`job ${name}: done in ${Date.now() - started}ms`);
    } catch (e) {
      opts.log(`job ${name}: failed after ${Date.now() - started}ms: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    } finally {
      running.delete(name);
    }
  };

  for (const job of jobs) {
    const fire = () => void run(job.name, job.load, scheduledEvent(`arn:aws:scheduler:ap-southeast-2:000000000000:schedule/default/${job.name}`));
    timers.push(setTimeout(fire, opts.firstRunAfterMs ?? 5_000));
    timers.push(setInterval(fire, job.everyMinutes * 60_000));
  }

  const fireSchedule = (s: StoredSchedule) => {
    const job = jobs.find((j) => s.Target.Arn.includes(j.name));
    if (s.ActionAfterCompletion === 'DELETE') opts.schedules?.delete(s.GroupName, s.Name);
    else opts.schedules?.put({ ...s, LocalFiredAt: new Date().toISOString() });
    if (!job) return opts.log(`schedule ${s.GroupName}/${s.Name}: due, but no local job matches target ${s.Target.Arn}`);
    let detail: unknown = {};
    try {
      detail = s.Target.Input ? JSON.parse(s.Target.Input) : {};
    } catch {
      detail = s.Target.Input;
    }
    void run(`${job.name} (schedule ${s.Name})`, job.load, scheduledEvent(s.Arn, detail));
  };
  if (opts.schedules) {
    const schedules = opts.schedules;
    timers.push(setInterval(() => schedules.due(Date.now()).forEach(fireSchedule), 15_000));
  }
  for (const t of timers) t.unref();
  return { stop: () => timers.forEach((t) => clearTimeout(t)) };
}
