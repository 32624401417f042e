import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** One EventBridge Scheduler schedule as the SDK sends it (fields we do not interpret are kept). */
export interface StoredSchedule {
  Name: string;
  GroupName: string;
  Arn: string;
  ScheduleExpression: string;
  Target: { Arn: string; RoleArn?: string; Input?: string };
  State?: string;
  ActionAfterCompletion?: string;
  CreationDate: number;
  LastModificationDate: number;
  [field: string]: unknown;
}

const AT = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/;

/** When a one-time `at(...)` schedule is due (epoch ms), reading the time in the schedule's zone only if UTC. */
export function dueAt(s: StoredSchedule): number | undefined {
  const m = AT.exec(s.ScheduleExpression);
  if (!m) return undefined;
  const zone = (s.ScheduleExpressionTimezone as string | undefined) ?? 'UTC';
  if (zone !== 'UTC' && zone !== 'Etc/UTC') {
    const local = new Date(`${m[1]}Z`);
    const asZone = new Date(local.toLocaleString('en-US', { timeZone: zone }));
    const asUtc = new Date(local.toLocaleString('en-US', { timeZone: 'UTC' }));
    return local.getTime() - (asZone.getTime() - asUtc.getTime());
  }
  return Date.parse(`${m[1]}Z`);
}

/** Schedules kept in a JSON file in the data dir. */
export class ScheduleStore {
  private schedules = new Map<string, StoredSchedule>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file))
      for (const s of JSON.parse(readFileSync(file, 'utf8')) as StoredSchedule[]) this.schedules.set(key(s.GroupName, s.Name), s);
  }

  get(group: string, name: string): StoredSchedule | undefined {
    return this.schedules.get(key(group, name));
  }
  put(s: StoredSchedule): void {
    this.schedules.set(key(s.GroupName, s.Name), s);
    this.persist();
  }
  delete(group: string, name: string): boolean {
    const had = this.schedules.delete(key(group, name));
    this.persist();
    return had;
  }
  list(): StoredSchedule[] {
    return [...this.schedules.values()];
  }
  /** One-time schedules due by `now`, enabled and not fired yet. */
  due(now: number): StoredSchedule[] {
    return this.list().filter((s) => s.State !== 'DISABLED' && !s.LocalFiredAt && (dueAt(s) ?? Infinity) <= now);
  }

  private persist(): void {
    if (this.file) writeFileSync(this.file, JSON.stringify(this.list(), null, 1));
  }
}

const key = (group: string, name: string) => `${group}/${name}`;
