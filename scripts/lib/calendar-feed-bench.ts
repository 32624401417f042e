import { ulid } from 'ulid';
import type { Db } from '@scheduler/core/db';
import { createUserStore } from '@scheduler/core/user/user-store';
import { createProject } from '@scheduler/functions/testing/records';
import { hashToken, newToken } from '@scheduler/core/token-hash';
import { feedVersionWrites } from '@scheduler/core/calendar/calendar-feed-version-store';
import { FEED_SETTLE_MS } from '@scheduler/core/calendar/calendar-feed-windows';

export interface CalendarFeedBench {
  events: number;
  bytes: number;
  /** The first read (cold caches in the handler), then the median of the following reads. */
  firstMs: number;
  medianMs: number;
  /** A read with the answer's ETag: 304 from the feed's version, without reading a meeting (median of the reads). */
  revalidateMs: number;
  revalidateStatus: number;
  /** Reads with the ETag held before a meeting changed (as the meeting writes change it): the changed feed built, median and p95. */
  changedMs: number;
  changedP95Ms: number;
  changedStatus: number;
}

/** Issue 21 item 4: a changed feed of 5,000 events is built within this (the 304 reads no meeting at all). */
export const FEED_BUILD_BUDGET_MS = 500;

const HOUR = 3_600_000;
const READS = 3;
/** Meetings changed one after another, each followed by a read of the changed feed. */
const CHANGES = 6;

/**
 * DESIGN §5 for the calendar feed (doc 2 §2): an organisation of its own with `events` meetings from a week back,
 * spread over the coming months in Sydney and Auckland, and an admin with the calendar feed; the feed
 * '/api/calendar/{token}/publish.ics' is read through the local gateway and timed, with its size.
 */
export async function calendarFeedBench(db: Db, baseUrl: string, events: number): Promise<CalendarFeedBench[]> {
  const sizes = [Math.max(1, Math.round(events / 5)), events];
  const out: CalendarFeedBench[] = [];
  for (const size of sizes) out.push(await feedAtSize(db, baseUrl, size));
  return out;
}

async function feedAtSize(db: Db, baseUrl: string, events: number): Promise<CalendarFeedBench> {
  const organisationId = ulid();
  const userId = ulid();
  const projectId = ulid();
  const now = new Date();
  const stamp = now.toISOString();
  await db.organisation.create({ organisationId, name: 'Feed Bench Org', active: true, mfaEnabled: false, createdAt: stamp, updatedAt: stamp }).go();
  await db.user
    .create({
      userId,
      username: `feed.bench.${userId.toLowerCase()}@example.com`,
      firstName: 'Feed',
      lastName: 'Bench',
      type: 'ORG_ADMIN',
      status: 'ACTIVE',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
  await createUserStore(db).addMember(
    { userId, username: `feed.bench.${userId.toLowerCase()}@example.com`, firstName: 'Feed', lastName: 'Bench', status: 'ACTIVE' },
    { organisationId, userId, userType: 'ORG_ADMIN', active: true, status: 'ACTIVE', calendarFeed: true, createdAt: stamp, updatedAt: stamp },
  );
  await createProject(db, {
    organisationId,
    projectId,
    name: 'Feed bench project',
    start: stamp,
    end: stamp,
    at: stamp,
  });
  // Written directly in batches (the feed reads the start index only; list counters are not part of it).
  const start0 = now.getTime() - 7 * 24 * HOUR;
  const meetings = Array.from({ length: events }, (_, i) => {
    const start = new Date(start0 + i * 3 * HOUR).toISOString();
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
      instructions: 'Bring photo identification; arrive ten minutes early.',
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
  for (let i = 0; i < meetings.length; i += 100) await db.meeting.put(meetings.slice(i, i + 100)).go();
  const token = newToken();
  await db.calendarFeedToken.create({ tokenHash: hashToken(token), organisationId, userId, revoked: false, createdAt: stamp }).go();

  const url = `${baseUrl}/api/calendar/${token}/publish.ics`;
  const read = async (headers: Record<string, string> = {}) => {
    const t = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    return { ms: performance.now() - t, res, body };
  };
  const first = await read();
  if (first.res.status !== 200) throw new Error(`calendar feed bench: ${first.res.status} ${first.body.slice(0, 200)}`);
  const times: number[] = [];
  for (let i = 0; i < READS; i++) times.push((await read()).ms);
  times.sort((a, b) => a - b);
  const etag = first.res.headers.get('etag') ?? '';
  const revalidations: { ms: number; status: number }[] = [];
  for (let i = 0; i < READS; i++) {
    const r = await read({ 'if-none-match': etag });
    revalidations.push({ ms: r.ms, status: r.res.status });
  }
  revalidations.sort((a, b) => a.ms - b.ms);
  const revalidated = revalidations[Math.floor(READS / 2)]!;
  // One meeting changed as the meeting writes change it (the change and the feed versions in one transaction), then
  // the feed read with the ETag held before: CHANGES times, meetings spread over the feed's windows, each change once
  // the one before has settled (a feed read writes the windows changed in the last FEED_SETTLE_MS again).
  const changes: { ms: number; status: number }[] = [];
  for (let i = 1; i <= CHANGES; i++) {
    await new Promise((settled) => setTimeout(settled, FEED_SETTLE_MS));
    const at = new Date().toISOString();
    const meeting = meetings[(i * 487) % meetings.length]!;
    await db.service.transaction
      .write((e) => [
        e.meeting
          .patch({ organisationId, meetingId: meeting.meetingId })
          .set({ instructions: `Moved to level ${i + 1}.`, updatedAt: at })
          .add({ sequence: 1 })
          .commit(),
        ...feedVersionWrites(e, organisationId, [meeting], at),
      ])
      .go();
    const r = await read({ 'if-none-match': etag });
    changes.push({ ms: r.ms, status: r.res.status });
  }
  changes.sort((a, b) => a.ms - b.ms);
  const changed = changes[Math.floor(CHANGES / 2)]!;
  return {
    events: (first.body.match(/^BEGIN:VEVENT\r$/gm) ?? []).length,
    bytes: Buffer.byteLength(first.body),
    firstMs: first.ms,
    medianMs: times[Math.floor(times.length / 2)]!,
    revalidateMs: revalidated.ms,
    revalidateStatus: revalidated.status,
    changedMs: changed.ms,
    changedP95Ms: changes[Math.ceil(CHANGES * 0.95) - 1]!.ms,
    changedStatus: changed.status,
  };
}

export const calendarFeedLine = (sizes: readonly CalendarFeedBench[]) =>
  [
    `Calendar feed (publish.ics through the gateway; budget: a changed feed of 5,000 events built within ${FEED_BUILD_BUDGET_MS} ms, a current one 304 without reading a meeting)`,
    ...sizes.map(
      (b) =>
        `  ${String(b.events).padStart(5)} events, ${(b.bytes / 1024 / 1024).toFixed(2)} MB: first read ${Math.round(b.firstMs)} ms, then median ${Math.round(b.medianMs)} ms of ${READS}; ` +
        `changed feed ${b.changedStatus} in ${Math.round(b.changedMs)} ms, p95 ${Math.round(b.changedP95Ms)} ms (of ${CHANGES}, each after a change) ${b.changedP95Ms <= FEED_BUILD_BUDGET_MS ? 'ok' : 'OVER'}; If-None-Match ${b.revalidateStatus} in ${Math.round(b.revalidateMs)} ms (median of ${READS})`,
    ),
  ].join('\n');
