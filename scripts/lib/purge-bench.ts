import { ulid } from 'ulid';
import type { Db } from '@scheduler/core/db';
import { bookingBuckets } from '@scheduler/core/booking/booking-list';
import { meetingBuckets } from '@scheduler/core/meeting/meeting-list';
import { ulidIds } from '@scheduler/core/ports/ids';
import { createPurgeJob } from '@scheduler/core/purge/purge-job';
import type { PurgeRunResult } from '@scheduler/core/purge/purge-job';
import { purgeIndexFields } from '@scheduler/core/purge/purge-index';
import { memberCounter, memberListFields } from '@scheduler/core/user/member-list';

export interface PurgeBench {
  records: number;
  ms: number;
  recordsPerSecond: number;
  result: PurgeRunResult;
}

const STAMP = '2030-01-01T00:00:00.000Z';
const DUE = '2030-06-01';
/** The purge runs the day after every record fell due. */
const RUN_AT = new Date('2030-06-02T02:00:00.000Z');

async function putAll<T>(entity: { put(items: T[]): { go(o?: object): Promise<{ unprocessed: unknown[] }> } }, items: T[]): Promise<void> {
  for (let i = 0; i < items.length; i += 2000) {
    const { unprocessed } = await entity.put(items.slice(i, i + 2000)).go({ concurrency: 8 });
    if (unprocessed.length) throw new Error(`purge bench: ${unprocessed.length} items unwritten`);
  }
}

/**
 * DESIGN §5 Files: one organisation with `records` records due for purge, about 60% archived bookings, 30% archived
 * meetings, 5% archived projects and 5% candidates to sanitise (each with an audit row), written in batches with the
 * list counters their writes would have moved; then one purge run (core purge-job.ts, as the daily job runs it) is
 * timed until it has purged them all.
 */
export async function purgeBench(db: Db, records: number): Promise<PurgeBench> {
  const organisationId = ulid();
  const mark = { readyToPurge: true, purgeDate: DUE, ...purgeIndexFields(organisationId, DUE) };
  await db.organisation
    .put({ organisationId, name: 'Purge bench', active: true, mfaEnabled: false, countryCode: 'AU', config: {}, createdAt: STAMP, updatedAt: STAMP })
    .go();
  const counts = { bookings: Math.round(records * 0.6), meetings: Math.round(records * 0.3), projects: Math.round(records * 0.05) };
  const candidates = records - counts.bookings - counts.meetings - counts.projects;
  const counters = new Map<string, number>();
  const count = (list: string) => counters.set(list, (counters.get(list) ?? 0) + 1);

  const projectIds = Array.from({ length: counts.projects }, () => ulid());
  const projectId = projectIds[0] ?? ulid();
  await putAll(
    db.project,
    projectIds.map((id) => ({
      organisationId,
      projectId: id,
      departmentId: 'bench',
      name: `Bench ${id}`,
      status: 'ARCHIVED' as const,
      start: STAMP,
      end: STAMP,
      timeZone: 'Australia/Sydney',
      createdAt: STAMP,
      updatedAt: STAMP,
      ...mark,
    })),
  );
  const assessorId = ulid();
  const meetings = Array.from({ length: counts.meetings }, () => ({
    organisationId,
    meetingId: ulid(),
    projectId,
    stepType: 'ASSESSMENT' as const,
    assessorId,
    start: STAMP,
    end: STAMP,
    timeZone: 'Australia/Sydney',
    durationHours: 1,
    candidateMax: 4,
    archived: true,
    show: true,
    active: true,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...mark,
  }));
  for (const m of meetings) for (const b of Object.values(meetingBuckets(m))) count(b);
  await putAll(db.meeting, meetings);

  const candidateIds = Array.from({ length: candidates }, () => ulid());
  const bookings = Array.from({ length: counts.bookings }, (_, i) => ({
    organisationId,
    bookingId: ulid(),
    candidateId: candidateIds[i % Math.max(1, candidates)] ?? ulid(),
    projectId,
    stepType: 'ASSESSMENT' as const,
    status: 'ARCHIVED' as const,
    statusDate: STAMP,
    statusReason: 'Moved interstate',
    createdAt: STAMP,
    updatedAt: STAMP,
    ...mark,
  }));
  for (const b of bookings) for (const bucket of Object.values(bookingBuckets(b)).flat()) count(bucket);
  await putAll(db.booking, bookings);

  const people = candidateIds.map((userId, i) => ({
    userId,
    username: `purge.${userId.toLowerCase()}@bench.test`,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    mobileNo: '+61412345678',
    type: 'CANDIDATE' as const,
    status: 'ACTIVE' as const,
    createdAt: STAMP,
    updatedAt: STAMP,
  }));
  await putAll(db.user, people);
  await putAll(
    db.usernameGuard,
    people.map((p) => ({ username: p.username, userId: p.userId, createdAt: STAMP })),
  );
  const accesses = people.map((p) => {
    const state = { status: 'ACTIVE' as const, active: true, archived: false };
    const fields = memberListFields(p, state);
    count(memberCounter('CANDIDATE', fields.listTab));
    return {
      organisationId,
      userId: p.userId,
      userType: 'CANDIDATE' as const,
      ...state,
      ...fields,
      uniqueId: `U-${p.userId}`,
      createdAt: STAMP,
      updatedAt: STAMP,
      ...mark,
    };
  });
  await putAll(db.userOrgAccess, accesses);
  await putAll(
    db.auditLog,
    people.map((p) => ({
      refType: 'User',
      refId: p.userId,
      organisationId,
      logId: ulid(),
      logOn: STAMP,
      logBy: 'Bench',
      logByUserId: 'bench',
      logMsg: `Invited ${p.firstName} ${p.lastName} (${p.username})`,
    })),
  );
  await putAll(
    db.listCounter,
    [...counters].map(([list, n]) => ({ organisationId, list, count: n })),
  );

  const started = performance.now();
  const result = await createPurgeJob({ db, clock: { now: () => RUN_AT }, ids: ulidIds }).run({ organisationIds: [organisationId] });
  const ms = performance.now() - started;
  return { records, ms, recordsPerSecond: Math.round((records / ms) * 1000), result };
}

export const purgeBenchLine = (b: PurgeBench) =>
  `Purge: ${b.records} due records purged in ${(b.ms / 1000).toFixed(1)} s (${b.recordsPerSecond} records/s; ${Object.entries(b.result.counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}; finished ${b.result.finished})`;
