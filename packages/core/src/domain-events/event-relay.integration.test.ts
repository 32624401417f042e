import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '@scheduler/local/emulators/dynamodb';
import { testDb } from '@scheduler/local/testing/test-db';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { bookSeat } from '../booking/booking-store-seats.ts';
import { createDb } from '../db.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import { createEventRelay } from './event-relay.ts';

// The relay sweeps the one queue of a table: this file has a table of its own, so no other file's events are taken.
const { endpoint } = testDb();
const table = `events-${ulid()}`;
await ensureTable(endpoint, table);
const db = createDb({
  client: DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    { marshallOptions: { removeUndefinedValues: true } },
  ),
  table,
});

let at = new Date('2027-03-01T00:00:00.000Z');
const clock = { now: () => at };
const organisationId = ulid();
const now = at.toISOString();

async function seat(candidateMax: number) {
  const meetingId = ulid();
  const projectId = ulid();
  await db.meeting
    .create({
      organisationId,
      meetingId,
      projectId,
      stepType: 'ASSESSMENT',
      assessorId: ulid(),
      start: '2027-03-10T23:00:00.000Z',
      end: '2027-03-11T01:00:00.000Z',
      timeZone: 'Australia/Sydney',
      durationHours: 2,
      candidateMax,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  const pending = async () => {
    const bookingId = ulid();
    await db.booking
      .create({
        organisationId,
        bookingId,
        candidateId: ulid(),
        projectId,
        stepType: 'ASSESSMENT',
        status: 'PENDING',
        statusDate: now,
        createdAt: now,
        updatedAt: now,
      })
      .go();
    return bookingId;
  };
  return { meetingId, pending };
}

const confirmedEvent = (bookingId: string) => (booked: { before: { candidateId: string } }) => [
  {
    eventId: ulid(),
    type: 'booking.confirmed',
    detail: { organisationId, occurredAt: at.toISOString(), bookingId, candidateId: booked.before.candidateId },
  },
];
const queued = async () =>
  (
    await db.domainEvent.query
      .byOrganisation({ organisationId })
      .where((a, op) => op.exists(a.queue))
      .go({ pages: 'all' })
  ).data;

describe('domain events: written with the change, relayed at least once', () => {
  it('a seat taken writes its event in the same transaction; a refused one writes none', async () => {
    const { meetingId, pending } = await seat(1);
    const first = await pending();
    const second = await pending();
    expect((await bookSeat(db, { organisationId, bookingId: first, meetingId, now, events: confirmedEvent(first) })).ok).toBe(true);
    expect(await bookSeat(db, { organisationId, bookingId: second, meetingId, now, events: confirmedEvent(second) })).toEqual({
      ok: false,
      reason: 'full',
    });
    const rows = await queued();
    expect(rows.map((r) => [r.type, JSON.parse(r.detail).bookingId])).toEqual([['booking.confirmed', first]]);
    expect(rows[0]).toMatchObject({ queue: 'DOMAIN_EVENTS', dueAt: now, attempts: 0 });
  });

  it('hands each queued event to the bus once, marks it delivered and keeps it a week; a stale copy is not sent again', async () => {
    const sent: string[] = [];
    const relay = createEventRelay({ db, clock, events: { publish: async (e) => void sent.push(`${e.type} ${e.detail.bookingId}`) } });
    const before = await queued();
    expect(before.length).toBeGreaterThan(0);
    expect(await relay.sweep(0)).toEqual({ delivered: before.length, alreadyDelivered: 0, failed: 0 });
    expect(sent).toHaveLength(before.length);
    expect(await queued()).toEqual([]);
    const { data: row } = await db.domainEvent.get({ organisationId, eventId: before[0]!.eventId }).go();
    expect(row).toMatchObject({ deliveredAt: at.toISOString(), expiresAt: Math.floor(at.getTime() / 1000) + 7 * 86_400 });
    expect(row?.queue).toBeUndefined();
    // A stream record delivered again after the mark (or a sweep racing it): the bus may see it twice, the row once.
    expect(await relay.deliver(before)).toEqual({ delivered: 0, alreadyDelivered: before.length, failed: 0 });
    expect(await relay.sweep(0)).toEqual({ delivered: 0, alreadyDelivered: 0, failed: 0 });
  });

  it('an event the bus refuses stays queued with its error, due later; a relay after that delivers it', async () => {
    const { meetingId, pending } = await seat(3);
    const bookingId = await pending();
    await bookSeat(db, { organisationId, bookingId, meetingId, now: at.toISOString(), events: confirmedEvent(bookingId) });
    const down: EventPublisher = {
      publish: async () => {
        throw new Error('bus unreachable');
      },
    };
    const sent: string[] = [];
    const up: EventPublisher = { publish: async (e) => void sent.push(String(e.detail.bookingId)) };
    expect(await createEventRelay({ db, clock, events: down }).sweep(0)).toEqual({ delivered: 0, alreadyDelivered: 0, failed: 1 });
    const [row] = await queued();
    expect(row).toMatchObject({ attempts: 1, error: 'bus unreachable', dueAt: new Date(at.getTime() + 2_000).toISOString() });
    // Not due yet: the next pass leaves it.
    expect(await createEventRelay({ db, clock, events: up }).sweep(0)).toEqual({ delivered: 0, alreadyDelivered: 0, failed: 0 });
    at = new Date(at.getTime() + 2_000);
    expect(await createEventRelay({ db, clock, events: up }).sweep(0)).toEqual({ delivered: 1, alreadyDelivered: 0, failed: 0 });
    expect(sent).toEqual([bookingId]);
  });

  it('the deployed sweep leaves the events of the last minute to the stream', async () => {
    const { meetingId, pending } = await seat(3);
    const bookingId = await pending();
    await bookSeat(db, { organisationId, bookingId, meetingId, now: at.toISOString(), events: confirmedEvent(bookingId) });
    const sent: string[] = [];
    const relay = createEventRelay({ db, clock, events: { publish: async (e) => void sent.push(String(e.detail.bookingId)) } });
    expect((await relay.sweep(60_000)).delivered).toBe(0);
    at = new Date(at.getTime() + 60_000);
    expect((await relay.sweep(60_000)).delivered).toBe(1);
    expect(sent).toEqual([bookingId]);
  });
});
