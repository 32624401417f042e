import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { readCounters } from '../lists/list-counters.ts';
import { bookSeat, cancelSeat } from './booking-store-seats.ts';
import { bookingBuckets, bookingCreate, type BookingTab } from './booking-list.ts';
import { readBookingTab } from './booking-store-lists.ts';
import type { BookingStatus } from './booking-entity.ts';

const { db } = testDb();
const org = ulid();
const projectId = ulid();
const [ava, bo] = [ulid(), ulid()];
/** The instant the lists are read at: bookings are placed around it. */
const now = new Date('2030-06-15T12:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();
const stamp = '2030-06-01T00:00:00.000Z';
const ids: Record<string, string> = {};

async function meeting(start: string, assessorId: string) {
  const meetingId = ulid();
  await db.meeting
    .create({
      organisationId: org,
      meetingId,
      projectId,
      stepType: 'ASSESSMENT',
      assessorId,
      start,
      end: start,
      timeZone: 'UTC',
      durationHours: 1,
      candidateMax: 5,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
  return meetingId;
}

async function booking(name: string, extra: { status?: BookingStatus; start?: string; assessorId?: string; statusDate?: string } = {}) {
  const bookingId = ulid();
  ids[name] = bookingId;
  const result = await db.service.transaction
    .write((entities) =>
      bookingCreate(entities, {
        organisationId: org,
        bookingId,
        candidateId: ulid(),
        projectId,
        stepType: 'ASSESSMENT',
        status: extra.status ?? 'PENDING',
        statusDate: extra.statusDate ?? stamp,
        createdAt: stamp,
        updatedAt: stamp,
        ...(extra.start ? { start: extra.start, meetingId: ulid(), assessorId: extra.assessorId } : {}),
      }),
    )
    .go();
  expect(result.canceled).toBe(false);
  return bookingId;
}

async function booked(name: string, hours: number, assessorId = ava) {
  const bookingId = await booking(name);
  const result = await bookSeat(db, { organisationId: org, bookingId, meetingId: await meeting(at(hours), assessorId), now: stamp });
  expect(result.ok).toBe(true);
}

const tab = async (t: BookingTab, page: { pageIndex?: number; pageSize?: number; assessorId?: string } = {}) => {
  const { bookings, total } = await readBookingTab(db, {
    organisationId: org,
    tab: t,
    now,
    pageIndex: page.pageIndex ?? 0,
    pageSize: page.pageSize ?? 10,
    assessorId: page.assessorId,
  });
  const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return { names: bookings.map((b) => names[b.bookingId]), total };
};

beforeAll(async () => {
  await booked('yesterday', -26);
  await booked('this morning', -3, bo);
  await booked('at half past', 0.5);
  await booked('this afternoon', 3);
  await booked('tomorrow', 24, bo);
  await booked('in three days', 72);
  await booked('in three days, later', 74);
  await booking('pending');
  await booking('complete', { status: 'COMPLETE', start: at(-200), assessorId: ava });
  await booking('missed', { status: 'MISSED', start: at(-100), assessorId: ava });
  await booking('incomplete', { status: 'INCOMPLETE', start: at(-150), assessorId: bo });
  expect(
    (await cancelSeat(db, { organisationId: org, bookingId: ids['in three days, later']!, statusReason: 'ill', now: '2030-06-10T00:00:00.000Z' })).ok,
  ).toBe(true);
  expect(
    (await cancelSeat(db, { organisationId: org, bookingId: ids['yesterday']!, statusReason: 'moved', now: '2030-06-11T00:00:00.000Z' })).ok,
  ).toBe(true);
});

describe('the booking tabs, paged through the indexes', () => {
  it('Upcoming: confirmed from now, soonest first, paged past page 1, the total from the day and hour counters and this hour', async () => {
    expect(await tab('UPCOMING', { pageSize: 2 })).toEqual({ names: ['at half past', 'this afternoon'], total: 4 });
    expect(await tab('UPCOMING', { pageSize: 2, pageIndex: 1 })).toEqual({ names: ['tomorrow', 'in three days'], total: 4 });
  });

  it('Awaiting Completion: confirmed before now, latest first', async () => {
    expect(await tab('AWAITING_COMPLETION')).toEqual({ names: ['this morning'], total: 1 });
  });

  it('Cancelled: by status date, newest first; the seat writes moved the counters', async () => {
    expect(await tab('CANCELLED')).toEqual({ names: ['yesterday', 'in three days, later'], total: 2 });
    // 'in three days, later' left its day (which keeps 'in three days') and its hour.
    const counts = await readCounters(db, org, [
      'booking#CANCELLED',
      'booking#PENDING',
      ...bookingBuckets({ status: 'CONFIRMED', start: at(74) }).organisation,
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      'booking#CANCELLED': 2,
      'booking#PENDING': 1,
      'booking#CONFIRMED#d#2030-06-18': 1,
      'booking#CONFIRMED#h#2030-06-18T14': 0,
    });
  });

  it('Past merges the completion statuses by start, latest first; Pending lists the unbooked', async () => {
    expect(await tab('PAST')).toEqual({ names: ['missed', 'incomplete', 'complete'], total: 3 });
    expect(await tab('PAST', { pageSize: 1, pageIndex: 2 })).toEqual({ names: ['complete'], total: 3 });
    expect(await tab('MISSED_INCOMPLETE')).toEqual({ names: ['missed', 'incomplete'], total: 2 });
    expect(await tab('PENDING')).toEqual({ names: ['pending'], total: 1 });
  });

  it("an assessor's tabs hold only their meetings' bookings, counted per assessor", async () => {
    expect(await tab('UPCOMING', { assessorId: ava })).toEqual({ names: ['at half past', 'this afternoon', 'in three days'], total: 3 });
    expect(await tab('UPCOMING', { assessorId: bo })).toEqual({ names: ['tomorrow'], total: 1 });
    expect(await tab('AWAITING_COMPLETION', { assessorId: bo })).toEqual({ names: ['this morning'], total: 1 });
    expect(await tab('CANCELLED', { assessorId: ava })).toEqual({ names: ['yesterday', 'in three days, later'], total: 2 });
    expect(await tab('PAST', { assessorId: bo })).toEqual({ names: ['incomplete'], total: 1 });
  });
});
