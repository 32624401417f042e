import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { createCalendarEntries } from './calendar-entries.ts';
import { icsOf } from './calendar-file.ts';
import { feedVersionWrites, feedWindowOf, ORGANISATION_FEED } from './calendar-feed-version-store.ts';
import { createFeedWindowStore } from './calendar-feed-window-store.ts';
import { createFeedWindows } from './calendar-feed-windows.ts';

const { db } = testDb();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-20T09:30:00.000Z');
const deps = { db, clock: { now: () => NOW }, ids: { next: () => ulid() } };
const from = new Date(Date.parse('2026-11-20T00:00:00.000Z') - 30 * DAY).toISOString();
const opts = { layout: 'test', refreshSeconds: 900 };
/** A change old enough to be kept, and one too recent (the start index may lag it). */
const settled = new Date(NOW.getTime() - 60_000).toISOString();
const recent = new Date(NOW.getTime() - 1_000).toISOString();

/** An organisation with `count` meetings a day and a half apart from 40 days back, over several windows, two zones. */
async function givenOrganisation(count: number) {
  const organisationId = ulid();
  const userId = ulid();
  const projectId = ulid();
  const at = settled;
  await db.organisation.create({ organisationId, name: 'Windows, Org', active: true, mfaEnabled: false, createdAt: at, updatedAt: at }).go();
  await db.user
    .create({
      userId,
      username: `w.${userId.toLowerCase()}@example.com`,
      firstName: 'Wendy',
      lastName: 'Window',
      type: 'ORG_ADMIN',
      status: 'ACTIVE',
      createdAt: at,
      updatedAt: at,
    })
    .go();
  await db.project
    .create({
      organisationId,
      projectId,
      departmentId: ulid(),
      name: 'Windows; project',
      start: at,
      end: at,
      timeZone: 'Australia/Sydney',
      createdAt: at,
      updatedAt: at,
    })
    .go();
  const meetings = Array.from({ length: count }, (_, i) => {
    const start = new Date(NOW.getTime() - 40 * DAY + i * 36 * HOUR).toISOString();
    return {
      organisationId,
      meetingId: ulid(),
      projectId,
      stepType: 'INTERVIEW' as const,
      assessorId: userId,
      start,
      end: new Date(Date.parse(start) + HOUR).toISOString(),
      timeZone: i % 2 ? 'Pacific/Auckland' : 'Australia/Sydney',
      durationHours: 1,
      deliveryMethod: 'ONSITE' as const,
      address: { addLine1: `${i} George St`, city: 'Sydney', state: 'NSW', postCode: 2000 },
      candidateMax: 4,
      active: true,
      show: true,
      archived: false,
      instructions: `Room ${i}: bring identification — ünïcode ✓`,
      createdAt: at,
      updatedAt: at,
    };
  });
  await db.meeting.put(meetings).go();
  return { organisationId, userId, meetings };
}

/** What the feed wrote as one file before windows: the whole range read and written at once. */
const whole = async (organisationId: string) =>
  icsOf(await createCalendarEntries(deps).read(organisationId, { kind: 'organisation', from }), {
    candidateNames: false,
    now: NOW,
    refreshSeconds: 900,
  });

const render = (organisationId: string) => createFeedWindows(deps).render(organisationId, ORGANISATION_FEED, { kind: 'organisation', from }, opts);
/** The content lines unfolded (RFC 5545 §3.1). */
const unfolded = (text: string) => text.replaceAll('\r\n ', '');

/** A meeting's instructions changed as the meeting writes change it: with the feed versions in the same transaction, or not. */
async function change(
  organisationId: string,
  m: { meetingId: string; start: string; assessorId: string },
  instructions: string,
  at: string,
  versions = true,
) {
  await db.service.transaction
    .write((e) => [
      e.meeting.patch({ organisationId, meetingId: m.meetingId }).set({ instructions, updatedAt: at }).add({ sequence: 1 }).commit(),
      ...(versions ? feedVersionWrites(e, organisationId, [m], at) : []),
    ])
    .go();
}

const keptWindows = async (organisationId: string) =>
  (await db.calendarFeedWindow.query.byFeed({ organisationId }).go({ pages: 'all' })).data.filter((w) => w.chunk === 0).map((w) => w.window);

describe('the calendar feed written per window of meeting start', () => {
  it('writes what the whole range written at once gives, and keeps each window', async () => {
    const { organisationId } = await givenOrganisation(120);
    const expected = await whole(organisationId);
    expect(await render(organisationId)).toBe(expected);
    // Every window kept, then served: the same file.
    expect((await keptWindows(organisationId)).length).toBe(12);
    expect(await render(organisationId)).toBe(expected);
  });

  it('serves a kept window until a write moves its version, then writes that window again', async () => {
    const { organisationId, meetings } = await givenOrganisation(60);
    await render(organisationId);
    const target = meetings[50]!;
    // Changed without the feed versions: the kept window is served (what a window's version guards).
    await change(organisationId, target, 'Unversioned change', settled, false);
    expect(unfolded(await render(organisationId))).not.toContain('Unversioned change');
    // Changed as the writes change it: the window's version moves and the read writes it again.
    await change(organisationId, target, 'Level 7', settled);
    const after = await render(organisationId);
    expect(unfolded(after)).toContain('Level 7');
    expect(after).toBe(await whole(organisationId));
  });

  it('writes a window changed moments ago on every read without keeping it', async () => {
    const { organisationId, meetings } = await givenOrganisation(30);
    await render(organisationId);
    const target = meetings[20]!;
    const before = await db.calendarFeedWindow.get({ organisationId, feed: ORGANISATION_FEED, window: feedWindowOf(target.start), chunk: 0 }).go();
    await change(organisationId, target, 'Just now', recent);
    expect(unfolded(await render(organisationId))).toContain('Just now');
    const kept = await db.calendarFeedWindow.get({ organisationId, feed: ORGANISATION_FEED, window: feedWindowOf(target.start), chunk: 0 }).go();
    expect(kept.data?.basis).toBe(before.data?.basis);
    expect(unfolded(await render(organisationId))).toContain('Just now');
  });

  it('keeps a window larger than an item in chunks and reads it back whole, never from chunks of two writings', async () => {
    const organisationId = ulid();
    const store = createFeedWindowStore(db);
    // Text gzip cannot shrink much: random digits, with emoji and accented letters.
    const text = Array.from({ length: 12_000 }, () => `SUMMARY:😀 ü ${randomBytes(32).toString('hex')}\r\n`).join('');
    const written = { text, zones: ['Australia/Sydney'], fromYear: 2025, toYear: 2027, basis: 'b1' };
    await store.putWindow(organisationId, 'organisation', '2026-10-14', written, 2_000_000_000);
    const asked = new Map([['2026-10-14', 'b1']]);
    const read = await store.windowsOf(organisationId, 'organisation', asked);
    expect(read.get('2026-10-14')).toEqual(written);
    const chunks = await db.calendarFeedWindow.query.byFeed({ organisationId, feed: 'organisation' }).go({ pages: 'all' });
    expect(chunks.data.length).toBeGreaterThan(1);
    // Another writing of the same basis over the first chunk only: the window is not read from the mix.
    await db.calendarFeedWindow.patch({ organisationId, feed: 'organisation', window: '2026-10-14', chunk: 0 }).set({ digest: 'other' }).go();
    expect((await store.windowsOf(organisationId, 'organisation', asked)).has('2026-10-14')).toBe(false);
    expect((await store.windowsOf(organisationId, 'organisation', new Map([['2026-10-14', 'b2']]))).size).toBe(0);
  });
});
