import { ulid } from 'ulid';
import { bookingBuckets } from '@scheduler/core/booking/booking-list';
import type { Db } from '@scheduler/core/db';
import { meetingBuckets } from '@scheduler/core/meeting/meeting-list';
import { purgeIndexFields } from '@scheduler/core/purge/purge-index';
import { memberCounter, memberListFields } from '@scheduler/core/user/member-list';
import { searchTokenRowsOf } from '@scheduler/core/user/user-search-tokens';

/** What writeDueRecords wrote, by the purge run's counts. */
export interface DueRecords {
  organisationId: string;
  bookings: number;
  meetings: number;
  projects: number;
  candidates: number;
}

async function putAll<T>(entity: { put(items: T[]): { go(o?: object): Promise<{ unprocessed: unknown[] }> } }, items: T[]): Promise<void> {
  for (let i = 0; i < items.length; i += 2000) {
    const { unprocessed } = await entity.put(items.slice(i, i + 2000)).go({ concurrency: 8 });
    if (unprocessed.length) throw new Error(`purge records: ${unprocessed.length} items unwritten`);
  }
}

/**
 * A new organisation (named `as`) with `records` records due for purge on `purgeDate`, for the purge bench and the
 * crash test: about 60% archived bookings, 30% archived meetings, 5% archived projects and 5% candidates to sanitise
 * (each with an audit row), written in batches with the list counters their writes would have moved; `stamp` dates them.
 */
export async function writeDueRecords(db: Db, records: number, opts: { purgeDate: string; stamp: string; as: string }): Promise<DueRecords> {
  const { stamp: STAMP } = opts;
  const organisationId = ulid();
  const mark = { readyToPurge: true, purgeDate: opts.purgeDate };
  const due = { ...mark, ...purgeIndexFields(organisationId, mark.purgeDate) };
  await db.organisation
    .put({
      organisationId,
      name: opts.as,
      active: true,
      mfaEnabled: false,
      countryCode: 'AU',
      config: {},
      createdAt: STAMP,
      updatedAt: STAMP,
    })
    .go();
  const bookings = Math.round(records * 0.6);
  const meetings = Math.round(records * 0.3);
  const projects = Math.max(1, Math.round(records * 0.05));
  const candidates = records - bookings - meetings - projects;
  const counters = new Map<string, number>();
  const count = (list: string) => counters.set(list, (counters.get(list) ?? 0) + 1);
  const base = { organisationId, createdAt: STAMP, updatedAt: STAMP };

  const projectIds = Array.from({ length: projects }, () => ulid());
  const projectId = projectIds[0]!;
  await putAll(
    db.project,
    projectIds.map((id) => ({
      ...base,
      ...due,
      projectId: id,
      departmentId: 'purge',
      name: `${opts.as} ${id}`,
      status: 'ARCHIVED' as const,
      start: STAMP,
      end: STAMP,
      timeZone: 'Australia/Sydney',
    })),
  );
  const meetingRows = Array.from({ length: meetings }, () => ({
    ...base,
    ...due,
    meetingId: ulid(),
    projectId,
    stepType: 'ASSESSMENT' as const,
    assessorId: 'purge-assessor',
    start: STAMP,
    end: STAMP,
    timeZone: 'Australia/Sydney',
    durationHours: 1,
    candidateMax: 4,
    archived: true,
    show: true,
    active: true,
  }));
  for (const m of meetingRows) for (const b of Object.values(meetingBuckets(m))) count(b);
  await putAll(db.meeting, meetingRows);

  const candidateIds = Array.from({ length: candidates }, () => ulid());
  const bookingRows = Array.from({ length: bookings }, (_, i) => ({
    ...base,
    ...due,
    bookingId: ulid(),
    candidateId: candidateIds[i % Math.max(1, candidates)] ?? ulid(),
    projectId,
    stepType: 'ASSESSMENT' as const,
    status: 'ARCHIVED' as const,
    statusDate: STAMP,
    statusReason: 'Moved interstate',
  }));
  for (const b of bookingRows) for (const bucket of Object.values(bookingBuckets(b)).flat()) count(bucket);
  await putAll(db.booking, bookingRows);

  const people = candidateIds.map((userId, i) => ({
    userId,
    username: `purge.${userId.toLowerCase()}@purge.test`,
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
    return { ...base, ...due, userId: p.userId, userType: 'CANDIDATE' as const, ...state, ...fields, uniqueId: `U-${p.userId}` };
  });
  await putAll(db.userOrgAccess, accesses);
  // The search's word rows, as the writes keep them (user-search-tokens.ts): the purge deletes or swaps them.
  await putAll(db.userSearchToken, accesses.flatMap(searchTokenRowsOf));
  await putAll(
    db.auditLog,
    people.map((p) => ({
      refType: 'User',
      refId: p.userId,
      organisationId,
      logId: ulid(),
      logOn: STAMP,
      logBy: opts.as,
      logByUserId: 'purge-records',
      logMsg: `Invited ${p.firstName} ${p.lastName} (${p.username})`,
    })),
  );
  await putAll(
    db.listCounter,
    [...counters].map(([list, n]) => ({ organisationId, list, count: n })),
  );
  return { organisationId, bookings, meetings, projects, candidates };
}
