import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { bookingWorld } from '../testing/booking-world.ts';
import type { EventPublisher } from '@scheduler/core/ports/event-publisher';
import { invoke } from '../testing/invoke.ts';
import { relayEventsOf } from '../testing/relayed-events.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const published: { type: string; detail: Record<string, unknown> }[] = [];
const bus: EventPublisher = { publish: async (e) => void published.push(e) };
givenRecordingDeps({ events: bus });

const world = await givenTwoOrganisations(db, { names: ['Bulk Org A', 'Bulk Org B'] });
const { a, b } = world;
const w = bookingWorld(db);
/** The call, then the relay of the events it wrote (the stream deployed, the poller locally). */
const bulk = async (who: SignedIn, ids: string[]) => {
  const answer = await invoke(handler, { method: 'POST', path: '/api/user-booking/bulk-complete', body: ids, ...who });
  await relayEventsOf(db, [a.organisationId, b.organisationId], bus);
  return answer;
};
const statusOf = async (organisationId: string, bookingId: string) => (await db.booking.get({ organisationId, bookingId }).go()).data?.status;

describe('user-booking/bulk-complete', () => {
  it('completes every Awaiting Completion booking given, answers each other id with its refusal, and refuses a list naming another organisation', async () => {
    const project = await w.project(a.organisationId, { stepType: 'ASSESSMENT', completionChecklist: 'ID checked' });
    const past = await w.meeting(project, a.invigilator.userId, { startsInHours: -3 });
    const future = await w.meeting(project, a.invigilator.userId, { startsInHours: 30 });
    const awaiting = await Promise.all([1, 2, 3].map(async () => w.confirmed(past, (await world.member(a.organisationId, 'CANDIDATE')).userId)));
    const upcoming = await w.confirmed(future, (await world.member(a.organisationId, 'CANDIDATE')).userId);
    const pending = await w.pending(project, (await world.member(a.organisationId, 'CANDIDATE')).userId);
    const otherProject = await w.project(b.organisationId, { stepType: 'INTERVIEW' });
    const otherMeeting = await w.meeting(otherProject, b.assessor.userId, { startsInHours: -3 });
    const elsewhere = await w.confirmed(otherMeeting, b.candidate.userId);

    const probe = await bulk(a.admin, [...awaiting, elsewhere]);
    expect(probe.statusCode, probe.body).toBe(404);
    expect(probe.body).not.toContain(b.candidate.userId);
    for (const id of awaiting) expect(await statusOf(a.organisationId, id)).toBe('CONFIRMED');

    const answer = await bulk(a.admin, [...awaiting, upcoming, pending]);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = parseBody(answer);
    expect(body.successCount).toBe(3);
    const byId = new Map(body.results.map((r: { encryptedId: string }) => [r.encryptedId, r]));
    for (const id of awaiting) expect(byId.get(id)).toEqual({ encryptedId: id, status: 'SUCCESS' });
    for (const id of [upcoming, pending]) {
      expect(byId.get(id)).toEqual({ encryptedId: id, status: 'NOT Allowed', message: 'Action not allowed at this stage, please contact support' });
    }

    for (const id of awaiting) expect(await statusOf(a.organisationId, id)).toBe('COMPLETE');
    expect(await statusOf(a.organisationId, upcoming)).toBe('CONFIRMED');
    expect(await statusOf(b.organisationId, elsewhere)).toBe('CONFIRMED');
    expect(
      published
        .filter((e) => e.type === 'booking.completed')
        .map((e) => e.detail.bookingId)
        .sort(),
    ).toEqual([...awaiting].sort());

    const again = parseBody(await bulk(a.admin, [awaiting[0]!]));
    expect(again).toMatchObject({ successCount: 0, results: [{ status: 'NOT Allowed' }] });
  });

  it('is for admins only', async () => {
    expect((await bulk(a.assessor, ['01JQ0BKG0000000000000000B1'])).statusCode).toBe(403);
    expect((await bulk(a.candidate, ['01JQ0BKG0000000000000000B1'])).statusCode).toBe(403);
  });
});
