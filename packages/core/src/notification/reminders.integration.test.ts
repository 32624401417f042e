import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { EventPublisher } from '../ports/event-publisher.ts';
import { createReminderService } from './reminders.ts';
import { ulidIds } from '../ports/ids.ts';

const { db } = testDb();
const iso = (d: Date) => d.toISOString();

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
  it('publishes each due reminder, marks it, and publishes nothing again once marked', async () => {
    const organisationId = ulid();
    const now = new Date('2031-05-01T00:00:00.000Z');
    await db.organisation
      .create({
        organisationId,
        name: 'Reminder Org',
        active: true,
        mfaEnabled: false,
        countryCode: 'AU',
        config: { reminders: [{ key: 'REMINDER', interval: [24, 2] }] },
        createdAt: iso(now),
        updatedAt: iso(now),
      })
      .go();
    const soon = await givenConfirmedBooking(organisationId, new Date(now.getTime() + 90 * 60_000)); // due for 24 h and 2 h
    const tomorrow = await givenConfirmedBooking(organisationId, new Date(now.getTime() + 20 * 3600_000)); // due for 24 h only
    await givenConfirmedBooking(organisationId, new Date(now.getTime() + 30 * 3600_000)); // not due yet

    const published: Record<string, unknown>[] = [];
    const events: EventPublisher = { publish: async (e) => void published.push(e.detail) };
    const service = () => createReminderService({ db, clock: { now: () => now }, ids: ulidIds, events });
    const mine = () => published.filter((d) => d.organisationId === organisationId);
    const keys = () =>
      mine()
        .map((d) => `${d.bookingId === soon.bookingId ? 'soon' : d.bookingId === tomorrow.bookingId ? 'tomorrow' : 'other'}:${d.hoursBefore}`)
        .sort();
    await service().run();
    expect(keys()).toEqual(['soon:2', 'soon:24', 'tomorrow:24']);
    await Promise.all([service().run(), service().run()]);
    expect(keys()).toEqual(['soon:2', 'soon:24', 'tomorrow:24']);
    const { data: marked } = await db.booking.get({ organisationId, bookingId: soon.bookingId }).go();
    expect([...(marked!.remindersSent ?? [])].sort()).toEqual(['REMINDER:2', 'REMINDER:24']);
    const mine0 = mine();
    expect(mine0[0]).toMatchObject({ reminderKey: 'REMINDER', timeZone: 'Australia/Sydney', delivery: 'REMOTE' });
  });

  it('leaves a reminder whose publish failed unmarked, so the next run sends it', async () => {
    const organisationId = ulid();
    const now = new Date('2031-06-01T00:00:00.000Z');
    await db.organisation
      .create({
        organisationId,
        name: 'Flaky Org',
        active: true,
        mfaEnabled: false,
        countryCode: 'AU',
        config: { reminders: [{ key: 'R', interval: [1] }] },
        createdAt: iso(now),
        updatedAt: iso(now),
      })
      .go();
    await givenConfirmedBooking(organisationId, new Date(now.getTime() + 30 * 60_000));
    const failing: EventPublisher = { publish: async () => Promise.reject(new Error('bus down')) };
    const first = await createReminderService({ db, clock: { now: () => now }, ids: ulidIds, events: failing }).run();
    expect(first.failed).toBeGreaterThanOrEqual(1);
    const sent: unknown[] = [];
    const second = await createReminderService({
      db,
      clock: { now: () => now },
      ids: ulidIds,
      events: { publish: async (e) => void sent.push(e) },
    }).run();
    expect(second.sent).toBeGreaterThanOrEqual(1);
  });
});
