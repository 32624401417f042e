import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { AlertCode } from '@scheduler/contracts/alerts';
import { createUnderMinimumCheck } from '@scheduler/core/meeting/meeting-minimum';
import { ulidIds } from '@scheduler/core/ports/ids';
import { testDb } from '@scheduler/local/testing/test-db';
import { handler as meetingHandler } from '../meeting/index.ts';
import { meetingPageRecords } from '../meeting/testing/meeting-page-world.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { createMeeting } from '../testing/records.ts';
import { notifyEventsOf } from '../testing/relayed-events.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const stamp = () => new Date().toISOString();
const HOUR = 3_600_000;
/**
 * The job's clock: years ahead, so its look-ahead window holds only this file's meetings (the test table is shared,
 * and the job reads every organisation).
 */
const NOW = new Date(Math.floor((Date.now() + 4 * 365 * 24 * HOUR) / HOUR) * HOUR);
let slot = 0;
const job = () => createUnderMinimumCheck({ db, clock: { now: () => NOW }, ids: ulidIds }).run();

/** A Project-scope alert of `code` e-mailing `to` ($assessorEmail, $candidateEmail). */
async function alert(organisationId: string, projectId: string, code: AlertCode, to: string) {
  const templateId = ulid();
  await db.notificationTemplate
    .create({
      organisationId,
      templateId,
      code,
      scope: 'PROJECT',
      deliveryMethod: 'EMAIL',
      name: code,
      subject: `${code} $projectName`,
      body: 'Confirmed $confirmedCount of $candidateMin: $meetingLink $cancelReason',
      archived: false,
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .go();
  await db.projectAlert
    .create({
      organisationId,
      projectId,
      alertId: ulid(),
      code,
      emailTemplateId: templateId,
      emailAddress: to,
      status: 'ACTIVE',
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .go();
}

/**
 * An onsite assessment of organisation `o` (project freeze onsite 2 hours) starting `hoursAhead` after the job's clock,
 * for up to 4 candidates with a minimum of `min`, and `booked` candidates confirmed into it.
 */
async function assessment(o: typeof a, opts: { min: number; booked: number; hoursAhead?: number }) {
  const records = meetingPageRecords(db, o.organisationId);
  const projectId = await records.project('ASSESSMENT');
  await alert(o.organisationId, projectId, 'MEETING_UNDER_MINIMUM', '$assessorEmail');
  await alert(o.organisationId, projectId, 'BOOKING_CANCELLED_BY_ADMIN', '$candidateEmail');
  const meeting = await createMeeting(db, {
    organisationId: o.organisationId,
    projectId,
    assessorId: o.assessor.userId,
    // Each meeting its own minute: all inside the 2-hour freeze (written as records: no assessor clash check).
    start: new Date(NOW.getTime() + (opts.hoursAhead ?? 1) * HOUR + slot++ * 60_000).toISOString(),
    candidateMin: opts.min,
    candidateMax: 4,
  });
  const candidates = [];
  for (let i = 0; i < opts.booked; i++) {
    const candidate = await world.member(o.organisationId, 'CANDIDATE');
    candidates.push({ candidate, bookingId: await records.book(candidate.userId, projectId, meeting.meetingId, 'ASSESSMENT') });
  }
  return { projectId, meetingId: meeting.meetingId, candidates };
}

const outboxOf = async (organisationId: string, code: AlertCode) =>
  (await db.deliveryRecord.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data.filter((r) => r.alertCode === code);

const meetingOf = async (organisationId: string, meetingId: string) =>
  (await db.meeting.get({ organisationId, meetingId }).go({ consistent: true })).data!;

const decide = (as: typeof a.admin, body: Record<string, unknown>) =>
  invoke(meetingHandler, { method: 'POST', path: '/api/meeting/under-minimum-decision', body, ...as });

describe('go/no-go: the under-minimum job and the decision', () => {
  it('below its minimum at the freeze deadline: the assessor and every admin are alerted once, with delivery records', async () => {
    const m = await assessment(a, { min: 3, booked: 1 });
    const first = await job();
    expect(first.flagged).toBeGreaterThanOrEqual(1);
    expect((await meetingOf(a.organisationId, m.meetingId)).underMinimum).toMatchObject({ confirmed: 1, minimum: 3, checkedAt: NOW.toISOString() });
    await notifyEventsOf(db, [a.organisationId]);

    const sent = (await outboxOf(a.organisationId, 'MEETING_UNDER_MINIMUM')).filter((r) => r.refId === m.meetingId);
    expect(sent.map((r) => r.recipient).sort()).toEqual([a.admin.username, a.assessor.username].sort());
    expect(sent[0]!.text).toContain('Confirmed 1 of 3');
    expect(sent[0]!.text).toContain(`/meeting/${m.projectId}/${m.meetingId}`);

    // The job again (and the event again): nothing new.
    await job();
    await notifyEventsOf(db, [a.organisationId]);
    expect((await outboxOf(a.organisationId, 'MEETING_UNDER_MINIMUM')).filter((r) => r.refId === m.meetingId)).toHaveLength(2);

    const detail = await invoke(meetingHandler, { method: 'GET', path: '/api/meeting/get/{id}', params: { id: m.meetingId }, ...a.admin });
    expect(parseBody(detail)).toMatchObject({ underMinimum: { confirmed: 1, minimum: 3 } });
  });

  it('seats held for waitlisted candidates are not confirmed bookings', async () => {
    const records = meetingPageRecords(db, a.organisationId);
    const projectId = await records.project('ASSESSMENT');
    const meeting = await createMeeting(db, {
      organisationId: a.organisationId,
      projectId,
      assessorId: a.assessor.userId,
      start: new Date(NOW.getTime() + HOUR + slot++ * 60_000).toISOString(),
      candidateMin: 2,
      candidateMax: 4,
      candidatesConfirmed: 2,
      candidatesHeld: 1,
    });
    await job();
    expect((await meetingOf(a.organisationId, meeting.meetingId)).underMinimum).toMatchObject({ confirmed: 1, minimum: 2 });
  });

  it('a meeting moved to another start is checked again at its new deadline, and alerted again', async () => {
    const m = await assessment(a, { min: 3, booked: 1 });
    await job();
    await notifyEventsOf(db, [a.organisationId]);
    const before = await meetingOf(a.organisationId, m.meetingId);
    const start = new Date(Date.parse(before.start) + 30 * 60_000).toISOString();
    await db.meeting
      .patch({ organisationId: a.organisationId, meetingId: m.meetingId })
      .set({ start, end: new Date(Date.parse(start) + HOUR).toISOString() })
      .go();
    await job();
    await notifyEventsOf(db, [a.organisationId]);
    const after = await meetingOf(a.organisationId, m.meetingId);
    expect(Date.parse(after.underMinimum!.deadline) - Date.parse(before.underMinimum!.deadline)).toBe(30 * 60_000);
    const { data: checks } = await db.meetingMinimumCheck.query.byMeeting({ organisationId: a.organisationId, meetingId: m.meetingId }).go();
    expect(checks).toHaveLength(2);
    expect((await outboxOf(a.organisationId, 'MEETING_UNDER_MINIMUM')).filter((r) => r.refId === m.meetingId)).toHaveLength(4);
  });

  it('at its minimum, or before its deadline, nothing is flagged', async () => {
    const atMinimum = await assessment(a, { min: 2, booked: 2 });
    const early = await assessment(a, { min: 3, booked: 0, hoursAhead: 5 });
    await job();
    expect((await meetingOf(a.organisationId, atMinimum.meetingId)).underMinimum).toBeUndefined();
    expect((await meetingOf(a.organisationId, early.meetingId)).underMinimum).toBeUndefined();
  });

  it('an organisation with the alert off gets nothing', async () => {
    const { data: org } = await db.organisation.get({ organisationId: b.organisationId }).go();
    const config = { ...((org?.config as object) ?? {}), bookingOptions: { underMinimumAlert: false } };
    await db.organisation.patch({ organisationId: b.organisationId }).set({ config }).go();
    const m = await assessment(b, { min: 3, booked: 1 });
    await job();
    await notifyEventsOf(db, [b.organisationId]);
    expect((await meetingOf(b.organisationId, m.meetingId)).underMinimum).toBeUndefined();
    expect(await outboxOf(b.organisationId, 'MEETING_UNDER_MINIMUM')).toHaveLength(0);
    await db.organisation
      .patch({ organisationId: b.organisationId })
      .set({ config: org?.config ?? {} })
      .go();
  });

  it('KEEP records the decision with an audit row; another organisation’s admin finds no meeting', async () => {
    const m = await assessment(a, { min: 3, booked: 1 });
    await job();
    expect((await decide(b.admin, { encryptedMeetingId: m.meetingId, decision: 'KEEP' })).statusCode).toBe(404);

    const kept = await decide(a.admin, { encryptedMeetingId: m.meetingId, decision: 'KEEP' });
    expect(kept.statusCode, kept.body).toBe(200);
    const meeting = await meetingOf(a.organisationId, m.meetingId);
    expect(meeting.underMinimum).toMatchObject({ decision: 'KEEP', decidedBy: a.admin.userId });
    expect(meeting.archived).toBe(false);
    const { data: audit } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: m.meetingId }).go();
    expect(audit.map((r) => r.logMsg).join('\n')).toContain('kept below its minimum: 1 of 3');
  });

  it('ARCHIVE archives the meeting despite its bookings with its reason and cancels each booking, telling each candidate', async () => {
    const m = await assessment(a, { min: 4, booked: 2 });
    await job();
    const plainArchive = await invoke(meetingHandler, {
      method: 'POST',
      path: '/api/meeting/archive',
      body: { encryptedId: m.meetingId, comments: 'Too few' },
      ...a.admin,
    });
    expect(plainArchive.statusCode).toBe(422);
    const archived = await decide(a.admin, { encryptedMeetingId: m.meetingId, decision: 'ARCHIVE', reason: 'Too few candidates' });
    expect(archived.statusCode, archived.body).toBe(200);

    const meeting = await meetingOf(a.organisationId, m.meetingId);
    expect(meeting).toMatchObject({
      archived: true,
      archivedReason: 'Too few candidates',
      candidatesConfirmed: 0,
      underMinimum: { decision: 'ARCHIVE' },
    });
    for (const { bookingId } of m.candidates) {
      const { data: booking } = await db.booking.get({ organisationId: a.organisationId, bookingId }).go({ consistent: true });
      expect(booking).toMatchObject({ status: 'CANCELLED', statusReason: 'Too few candidates' });
    }
    await notifyEventsOf(db, [a.organisationId]);
    const told = (await outboxOf(a.organisationId, 'BOOKING_CANCELLED_BY_ADMIN')).filter((r) => m.candidates.some((c) => c.bookingId === r.refId));
    expect(told.map((r) => r.recipient).sort()).toEqual(m.candidates.map((c) => c.candidate.username).sort());
    expect(told.every((r) => r.calendarMethod === 'CANCEL' && r.text?.includes('Too few candidates'))).toBe(true);
  });

  it('a meeting not flagged under its minimum cannot be decided', async () => {
    const m = await assessment(a, { min: 1, booked: 1 });
    await job();
    const refused = await decide(a.admin, { encryptedMeetingId: m.meetingId, decision: 'ARCHIVE', reason: 'No' });
    expect(refused.statusCode).toBe(422);
    expect((await meetingOf(a.organisationId, m.meetingId)).archived).toBe(false);
  });
});
