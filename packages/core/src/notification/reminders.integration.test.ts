import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { createEventRelay } from '../domain-events/event-relay.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import { createReminderService } from './reminders.ts';
import { ulidIds } from '../ports/ids.ts';

const { db } = testDb();
const iso = (d: Date) => d.toISOString();

/** The organisation's domain event rows (delivered or not): what the job wrote with its marks. */
const eventRowsOf = async (organisationId: string) => (await db.domainEvent.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;

async function givenReminderOrg(name: string, now: Date, reminders: { key: string; interval: number[] }[]) {
  const organisationId = ulid();
  await db.organisation
    .create({
      organisationId,
      name,
      active: true,
      mfaEnabled: false,
      countryCode: 'AU',
      config: { reminders },
      createdAt: iso(now),
      updatedAt: iso(now),
    })
    .go();
  return organisationId;
}

async function givenConfirmedBooking(organisationId: string, start: Date) {
  const meetingId = ulid();
  const bookingId = ulid();
  const projectId = ulid();
  const now = iso(new Date());
  await db.meeting
    .create({
      organisationId,
      meetingId,
      projectId,
      stepType: 'INTERVIEW',
      assessorId: ulid(),
      start: iso(start),
      end: iso(new Date(start.getTime() + 3600_000)),
      timeZone: 'Australia/Sydney',
      durationHours: 1,
      deliveryMethod: 'REMOTE',
      candidateMin: 0,
      candidateMax: 1,
      candidatesConfirmed: 1,
      active: true,
      show: true,
      surge: false,
      archived: false,
      createdAt: now,
      updatedAt: now,
    } as never)
    .go();
  await db.booking
    .create({
      organisationId,
      bookingId,
      candidateId: ulid(),
      projectId,
      stepType: 'INTERVIEW',
      meetingId,
      start: iso(start),
      status: 'CONFIRMED',
      statusDate: now,
      createdAt: now,
      updatedAt: now,
    } as never)
    .go();
  return { bookingId, meetingId };
}

describe('reminders job', () => {
  it('marks each due reminder with its event in one write, once, even when runs overlap', async () => {
    const now = new Date('2031-05-01T00:00:00.000Z');
    const organisationId = await givenReminderOrg('Reminder Org', now, [{ key: 'REMINDER', interval: [24, 2] }]);
    const soon = await givenConfirmedBooking(organisationId, new Date(now.getTime() + 90 * 60_000)); // due for 24 h and 2 h
    const tomorrow = await givenConfirmedBooking(organisationId, new Date(now.getTime() + 20 * 3600_000)); // due for 24 h only
    await givenConfirmedBooking(organisationId, new Date(now.getTime() + 30 * 3600_000)); // not due yet

    const service = () => createReminderService({ db, clock: { now: () => now }, ids: ulidIds });
    const keys = async () =>
      (await eventRowsOf(organisationId))
        .map((r) => {
          expect(r.type).toBe('booking.reminder-due');
          const d = JSON.parse(r.detail) as { bookingId: string; hoursBefore: number };
          return `${d.bookingId === soon.bookingId ? 'soon' : d.bookingId === tomorrow.bookingId ? 'tomorrow' : 'other'}:${d.hoursBefore}`;
        })
        .sort();
    expect(await service().run()).toEqual({ due: 3, sent: 3, failed: 0 });
    expect(await keys()).toEqual(['soon:2', 'soon:24', 'tomorrow:24']);
    await Promise.all([service().run(), service().run()]);
    expect(await keys()).toEqual(['soon:2', 'soon:24', 'tomorrow:24']);
    const { data: marked } = await db.booking.get({ organisationId, bookingId: soon.bookingId }).go();
    expect([...(marked!.remindersSent ?? [])].sort()).toEqual(['REMINDER:2', 'REMINDER:24']);

    const published: Record<string, unknown>[] = [];
    const events: EventPublisher = { publish: async (e) => void published.push(e.detail) };
    expect(await createEventRelay({ db, clock: { now: () => new Date() }, events }).deliver(await eventRowsOf(organisationId))).toMatchObject({
      delivered: 3,
    });
    expect(published[0]).toMatchObject({ organisationId, reminderKey: 'REMINDER', timeZone: 'Australia/Sydney', delivery: 'REMOTE' });
  });

  it('loses no reminder to a bus that is down: its event waits, and the relay delivers it once the bus is back', async () => {
    const now = new Date('2031-06-01T00:00:00.000Z');
    const organisationId = await givenReminderOrg('Flaky Org', now, [{ key: 'R', interval: [1] }]);
    const { bookingId } = await givenConfirmedBooking(organisationId, new Date(now.getTime() + 30 * 60_000));
    expect(await createReminderService({ db, clock: { now: () => now }, ids: ulidIds }).run()).toEqual({ due: 1, sent: 1, failed: 0 });

    const failing: EventPublisher = { publish: async () => Promise.reject(new Error('bus down')) };
    const clock = { now: () => new Date() };
    expect(await createEventRelay({ db, clock, events: failing }).deliver(await eventRowsOf(organisationId))).toMatchObject({ failed: 1 });
    const [waiting] = await eventRowsOf(organisationId);
    expect(waiting).toMatchObject({ attempts: 1, error: 'bus down' });
    expect(waiting!.queue).toBeDefined();

    const sent: Record<string, unknown>[] = [];
    const back: EventPublisher = { publish: async (e) => void sent.push(e.detail) };
    expect(await createEventRelay({ db, clock, events: back }).deliver(await eventRowsOf(organisationId))).toMatchObject({ delivered: 1 });
    expect(sent).toEqual([expect.objectContaining({ bookingId, reminderKey: 'R', hoursBefore: 1 })]);
  });
});
