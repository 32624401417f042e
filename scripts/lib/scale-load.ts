import { ulid } from 'ulid';
import type { Db } from '@scheduler/core/db';
import type { BookingStatus } from '@scheduler/core/booking/booking-entity';
import { bookingBuckets } from '@scheduler/core/booking/booking-list';
import { bookingQuarterCounts } from '@scheduler/core/dashboard/booking-quarter-counters';
import { meetingFigureCounts } from '@scheduler/core/dashboard/meeting-figure-counters';
import { meetingBuckets } from '@scheduler/core/meeting/meeting-list';
import { memberCounter, memberListFields } from '@scheduler/core/user/member-list';
import { searchTokenRowsOf } from '@scheduler/core/user/user-search-tokens';
import { createProject } from '@scheduler/functions/testing/records';

/**
 * The bench's scale data for one organisation (DESIGN §5 cost budget): bookings with proportionate meetings (one per
 * five bookings), candidates (one per four bookings: each has several steps and retries) and assessors (one per
 * hundred bookings), over 60 days back and 120 ahead. It is written straight to the table through the entities in
 * batches (fast), and the list counters the product's writes would have moved are counted with the same bucket
 * functions (booking-list, meeting-list, member-list) and written with their totals, so the lists read exactly what
 * they read after the product wrote these records one by one.
 */

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Dev',
  'Ella',
  'Finn',
  'Grace',
  'Hugo',
  'Isla',
  'Jack',
  'Kira',
  'Leo',
  'Mia',
  'Noah',
  'Olive',
  'Priya',
  'Quinn',
  'Ruby',
  'Sam',
  'Tara',
  'Uma',
  'Vik',
  'Wren',
  'Xavier',
  'Yara',
  'Zane',
];
const LAST = [
  'Nguyen',
  'Smith',
  'Patel',
  'Brown',
  'Wilson',
  'Taylor',
  'Chen',
  'Singh',
  'Martin',
  'Kelly',
  'Walker',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Hill',
  'Ward',
  'Hughes',
];
/** One booking in twenty of each status: mostly confirmed, the rest across the other tabs. */
const STATUS_CYCLE: BookingStatus[] = [
  ...Array<BookingStatus>(12).fill('CONFIRMED'),
  'PENDING',
  'PENDING',
  'CANCELLED',
  'CANCELLED',
  'COMPLETE',
  'COMPLETE',
  'MISSED',
  'INCOMPLETE',
];
const DAY = 86_400_000;

export interface ScaleOrganisation {
  organisationId: string;
  projectId: string;
  /** Records written so far (a second load adds to the first), and the list counters they add up to. */
  bookings: number;
  candidates: string[];
  assessors: string[];
  counters: Map<string, number>;
}

async function putAll<T>(entity: { put(items: T[]): { go(o?: object): Promise<{ unprocessed: unknown[] }> } }, items: T[]): Promise<void> {
  for (let i = 0; i < items.length; i += 2000) {
    const { unprocessed } = await entity.put(items.slice(i, i + 2000)).go({ concurrency: 8 });
    if (unprocessed.length > 0) throw new Error(`scale load: ${unprocessed.length} items left unprocessed`);
  }
}

/** Adds bookings to the organisation until it holds `total`, with their meetings, candidates, assessors and counters. */
export async function loadToSize(db: Db, org: ScaleOrganisation, total: number, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const adding = total - org.bookings;
  const counters = org.counters;
  const count = (list: string | undefined) => list && counters.set(list, (counters.get(list) ?? 0) + 1);

  const people = async (n: number, userType: 'CANDIDATE' | 'ASSESSOR', into: string[]) => {
    const users = [];
    const accesses = [];
    for (let i = 0; i < n; i++) {
      const k = into.length;
      const userId = ulid();
      const firstName = FIRST[k % FIRST.length]!;
      const lastName = `${LAST[Math.floor(k / FIRST.length) % LAST.length]}${userType === 'ASSESSOR' ? ' (assessor)' : ''} ${k}`;
      const status = k % 10 === 9 ? ('INVITED' as const) : ('ACTIVE' as const);
      const person = {
        userId,
        username: `${userType.toLowerCase()}.${k}.${userId.toLowerCase()}@scale.test`,
        firstName,
        lastName,
        type: userType,
        status,
        mobileNo: '+61400000000',
        createdAt: stamp,
        updatedAt: stamp,
      };
      const access = {
        organisationId: org.organisationId,
        userId,
        userType,
        status,
        active: status === 'ACTIVE',
        archived: false,
        createdAt: stamp,
        updatedAt: stamp,
      };
      const fields = memberListFields(person, access);
      users.push(person);
      accesses.push({ ...access, ...fields });
      count(memberCounter(userType, fields.listTab));
      into.push(userId);
    }
    await putAll(db.user, users);
    await putAll(db.userOrgAccess, accesses);
    await putAll(db.userSearchToken, accesses.flatMap(searchTokenRowsOf));
  };
  await people(Math.ceil(total / 100) - org.assessors.length, 'ASSESSOR', org.assessors);
  await people(Math.ceil(total / 4) - org.candidates.length, 'CANDIDATE', org.candidates);

  const meetings = [];
  const bookings = [];
  const firstMeeting = Math.floor(org.bookings / 5);
  for (let m = firstMeeting; m < Math.ceil(total / 5); m++) {
    const day = (m % 180) - 60;
    const start = new Date(Math.floor(now.getTime() / DAY) * DAY + day * DAY + (9 + (m % 8)) * 3600_000 + (m % 60) * 1000);
    const meeting = {
      organisationId: org.organisationId,
      meetingId: ulid(),
      projectId: org.projectId,
      stepType: 'ASSESSMENT' as const,
      assessorId: org.assessors[m % org.assessors.length]!,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3600_000).toISOString(),
      timeZone: 'Australia/Sydney',
      durationHours: 1,
      deliveryMethod: 'ONSITE' as const,
      candidateMin: 0,
      candidateMax: 5,
      candidatesConfirmed: 0,
      active: true,
      show: true,
      surge: false,
      archived: false,
      createdAt: stamp,
      updatedAt: stamp,
    };
    for (let j = m * 5; j < Math.min((m + 1) * 5, total); j++) {
      if (j < org.bookings) continue;
      const status = STATUS_CYCLE[j % STATUS_CYCLE.length]!;
      const placed = status !== 'PENDING';
      if (status === 'CONFIRMED') meeting.candidatesConfirmed += 1;
      const booking = {
        organisationId: org.organisationId,
        bookingId: ulid(),
        candidateId: org.candidates[j % org.candidates.length]!,
        projectId: org.projectId,
        stepType: 'ASSESSMENT' as const,
        status,
        statusDate: new Date(start.getTime() - 3 * DAY).toISOString(),
        createdAt: stamp,
        updatedAt: stamp,
        ...(placed ? { meetingId: meeting.meetingId, assessorId: meeting.assessorId, start: meeting.start, end: meeting.end } : {}),
      };
      const buckets = bookingBuckets(booking);
      for (const list of [...buckets.organisation, ...buckets.assessor, ...bookingQuarterCounts(booking)]) count(list);
      bookings.push(booking);
    }
    const buckets = meetingBuckets(meeting);
    count(buckets.organisation);
    count(buckets.assessor);
    for (const [list, n] of meetingFigureCounts(meeting)) counters.set(list, (counters.get(list) ?? 0) + n);
    meetings.push(meeting);
  }
  await putAll(db.meeting, meetings);
  await putAll(db.booking, bookings);
  await putAll(
    db.listCounter,
    [...counters].map(([list, count]) => ({ organisationId: org.organisationId, list, count })),
  );
  org.bookings += adding;
}

/** A project of the organisation for the scale data; the organisation's counters so far (the seed's) are added to. */
export async function scaleOrganisation(db: Db, organisationId: string, departmentId: string, now: Date): Promise<ScaleOrganisation> {
  const { data: existing } = await db.listCounter.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  const projectId = ulid();
  const stamp = now.toISOString();
  await createProject(db, {
    organisationId,
    projectId,
    departmentId,
    name: 'Bench scale project',
    start: new Date(now.getTime() - 90 * DAY).toISOString(),
    end: new Date(now.getTime() + 150 * DAY).toISOString(),
    at: stamp,
  });
  return { organisationId, projectId, bookings: 0, candidates: [], assessors: [], counters: new Map(existing.map((c) => [c.list, c.count])) };
}
