import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { readCounters } from '@scheduler/core/lists/list-counters';
import { meetingBuckets } from '@scheduler/core/meeting/meeting-list';
import { memberCounter } from '@scheduler/core/user/member-list';
import { createPurgeJob } from '@scheduler/core/purge/purge-job';
import { createRecordPurge } from '@scheduler/core/purge/purge-records';
import { purgeCounter } from '@scheduler/core/purge/purge-writes';
import { NOT_SENT_SANITISED, SANITISED, sanitisedUsername } from '@scheduler/core/purge/purge-person';
import { OUTBOX_QUEUE } from '@scheduler/core/notification/delivery-record-entity';
import type { PersonPurgeDeps } from '@scheduler/core/purge/purge-person';
import { getDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { handler as userHandler } from '../user/index.ts';
import { recordingIdentity } from '../testing/recording-identity.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { markedFor, purgeRecords } from './testing/purge-records.ts';
import { systemClock } from '@scheduler/core/ports/clock';
import {
  createFeedVersionStore,
  feedWindowOf,
  NAMES_FEED,
  ORGANISATION_FEED,
  windowFeed,
} from '@scheduler/core/calendar/calendar-feed-version-store';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Purge Job A', 'Purge Job B'] });
const { a, b } = world;
const orgA = a.organisationId;

/** A file store in memory, as the uploads bucket. */
function memoryFiles() {
  const objects = new Map<string, string>();
  return { objects, put: async (k: string, v: string) => void objects.set(k, v), delete: async (k: string) => void objects.delete(k) };
}

const clockAt = (iso: string) => ({ now: () => new Date(iso) });
const pool = recordingIdentity();
const files = memoryFiles();
const depsAt = (iso: string): PersonPurgeDeps => ({ ...getDeps(), db, clock: clockAt(iso), identity: pool.identity, files });
/** The job over this file's organisations only (the table holds other tests' organisations too). */
const runAt = (iso: string, opts: Parameters<ReturnType<typeof createPurgeJob>['run']>[0] = {}) =>
  createPurgeJob(depsAt(iso)).run({ organisationIds: [orgA, b.organisationId], ...opts });

const inA = purgeRecords(db, orgA);
const inB = purgeRecords(db, b.organisationId);
const exists = async (read: Promise<{ data: unknown }>) => (await read).data !== null;

describe('the purge job', () => {
  it('deletes what is due, sanitises a candidate everywhere, leaves a purge record without personal data, and a re-run changes nothing', async () => {
    const dueProject = await inA.project({ purgeDate: '2031-05-01' });
    const laterProject = await inA.project({ purgeDate: '2031-07-01' });
    const dueMeeting = await inA.meeting(dueProject, a.assessor.userId, { purgeDate: '2031-05-10' });
    const dueBooking = await inA.booking(dueProject, a.candidate.userId, { purgeDate: '2031-05-20' });
    const meetingOfB = await inB.meeting(await inB.project(), b.assessor.userId, { purgeDate: '2031-05-10' });

    // A candidate to sanitise, with their personal data copied into a booking, audit rows, a delivery record and a file.
    const candidate = await world.member(
      orgA,
      'CANDIDATE',
      { ...markedFor(orgA, '2031-05-15'), requestTypes: 'Wheelchair access' },
      { firstName: 'Zelda', lastName: 'Quarry', mobileNo: '+61412345678' },
    );
    await db.userOrgAccess.patch({ organisationId: orgA, userId: candidate.userId }).set({ uniqueId: 'UID-778899' }).go();
    const { data: person } = await db.user.get({ userId: candidate.userId }).go();
    const keptBooking = await inA.booking(dueProject, candidate.userId, {
      status: 'CANCELLED',
      statusReason: 'Zelda moved house',
      requestType: 'Extra time',
    });
    const logRow = { refType: 'User', refId: candidate.userId, organisationId: orgA, logOn: '2030-01-01T00:00:00.000Z' };
    await db.auditLog
      .create({
        ...logRow,
        logId: ulid(),
        logBy: 'Admin Tester',
        logByUserId: a.admin.userId,
        logMsg: `Invited Zelda Quarry (${person!.username}, +61412345678, UID-778899)`,
      })
      .go();
    await db.auditLog
      .create({ ...logRow, logId: ulid(), logBy: 'Zelda Quarry', logByUserId: candidate.userId, logMsg: 'Accepted the invitation' })
      .go();
    const deliveryId = ulid();
    await db.deliveryRecord
      .create({
        organisationId: orgA,
        deliveryId,
        alertCode: 'CANDIDATE_INVITATION',
        channel: 'EMAIL',
        recipient: person!.username,
        personKey: candidate.userId,
        projectKey: dueProject,
        subject: 'Welcome Zelda',
        status: 'SENT',
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: '2030-01-01T00:00:00.000Z',
      })
      .go();
    // A reminder still waiting in the outbox (its words hold the name) when the purge comes.
    const queuedId = ulid();
    await db.deliveryRecord
      .create({
        organisationId: orgA,
        deliveryId: queuedId,
        alertCode: 'BOOKING_REMINDER',
        channel: 'EMAIL',
        recipient: person!.username,
        personKey: candidate.userId,
        projectKey: dueProject,
        subject: 'Reminder for Zelda',
        text: 'Dear Zelda, see you tomorrow',
        html: '<p>Dear Zelda, see you tomorrow</p>',
        queue: OUTBOX_QUEUE,
        dueAt: '2099-01-01T00:00:00.000Z',
        status: 'QUEUED',
        createdAt: '2030-01-01T00:00:01.000Z',
        updatedAt: '2030-01-01T00:00:01.000Z',
      })
      .go();
    const attached = `booking-files/${orgA}/${keptBooking}/letter.pdf`;
    await files.put(attached, 'a letter to Zelda');
    await db.booking.patch({ organisationId: orgA, bookingId: keptBooking }).set({ fileKey: attached, fileName: 'letter.pdf' }).go();
    const linkId = ulid();
    await files.put(`files/${linkId}.pdf`, 'a report about Zelda');
    await db.fileLink
      .create({
        linkId,
        organisationId: orgA,
        candidateId: candidate.userId,
        uniqueIdHash: 'h',
        fileKey: `files/${linkId}.pdf`,
        fileName: 'report.pdf',
        expiresOn: '2031-01-01T00:00:00.000Z',
        expiresAt: 1924992000,
        createdAt: '2030-01-01T00:00:00.000Z',
      })
      .go();

    // An archived assessor whose only access is due: the access and the person go, and their sign-in.
    const assessor = await world.member(orgA, 'ASSESSOR', { archived: true, status: 'ARCHIVED', active: false, ...markedFor(orgA, '2031-05-02') });
    const { data: assessorAccess } = await db.userOrgAccess.get({ organisationId: orgA, userId: assessor.userId }).go();
    const { data: meetingRow } = await db.meeting.get({ organisationId: orgA, meetingId: dueMeeting }).go();
    const countersBefore = await readCounters(db, orgA, [
      meetingBuckets(meetingRow!).organisation,
      memberCounter('ASSESSOR', assessorAccess!.listTab!),
    ]);
    const [namesBefore] = await createFeedVersionStore(db).versionsOf(orgA, [NAMES_FEED], { consistent: true });

    const first = await runAt('2031-06-01T02:00:00.000Z');
    expect(first).toEqual({ finished: true, counts: { projects: 1, meetings: 2, bookings: 1, usersDeleted: 1, candidatesSanitised: 1, files: 1 } });

    expect(await exists(db.project.get({ organisationId: orgA, projectId: dueProject }).go())).toBe(false);
    expect(await exists(db.project.get({ organisationId: orgA, projectId: laterProject }).go())).toBe(true);
    expect(await exists(db.meeting.get({ organisationId: orgA, meetingId: dueMeeting }).go())).toBe(false);
    expect(await exists(db.meeting.get({ organisationId: b.organisationId, meetingId: meetingOfB }).go())).toBe(false);
    expect(await exists(db.booking.get({ organisationId: orgA, bookingId: dueBooking }).go())).toBe(false);
    expect(await exists(db.userOrgAccess.get({ organisationId: orgA, userId: assessor.userId }).go())).toBe(false);
    expect(await exists(db.user.get({ userId: assessor.userId }).go())).toBe(false);
    const countersAfter = await readCounters(db, orgA, [...countersBefore.keys()]);
    for (const [list, n] of countersBefore) expect(countersAfter.get(list)).toBe(n - 1);
    // The assessor's name leaves the organisation's calendar feeds: none serves it from a window written before.
    const [namesAfter] = await createFeedVersionStore(db).versionsOf(orgA, [NAMES_FEED], { consistent: true });
    expect(namesAfter!.version).toBeGreaterThan(namesBefore!.version);

    // The candidate: the person, the access, the booking, the audit rows, the delivery record and the file.
    const { data: sanitised } = await db.user.get({ userId: candidate.userId }).go();
    expect(sanitised).toMatchObject({ firstName: SANITISED.firstName, lastName: SANITISED.lastName, username: sanitisedUsername(candidate.userId) });
    expect(sanitised?.mobileNo).toBeUndefined();
    const { data: access } = await db.userOrgAccess.get({ organisationId: orgA, userId: candidate.userId }).go();
    expect(access).toMatchObject({ readyToPurge: false, sanitisedOn: '2031-06-01', invitedFirstName: SANITISED.firstName });
    expect([access?.uniqueId, access?.requestTypes, access?.purgeOn, access?.purgeDate]).toEqual([undefined, undefined, undefined, undefined]);
    expect(access?.listName).toBe('sanitised user');
    const { data: booking } = await db.booking.get({ organisationId: orgA, bookingId: keptBooking }).go();
    expect([booking?.statusReason, booking?.candidateRequestType, booking?.fileKey, booking?.fileName]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(files.objects.has(attached)).toBe(false);
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: candidate.userId }).go()).data;
    expect(audit.map((r) => [r.logBy, r.logMsg]).sort()).toEqual([
      ['Admin Tester', `Invited ${SANITISED.text} (${SANITISED.text}, ${SANITISED.text}, ${SANITISED.text})`],
      [SANITISED.text, 'Accepted the invitation'],
    ]);
    expect((await db.deliveryRecord.get({ organisationId: orgA, deliveryId }).go()).data).toMatchObject({
      recipient: SANITISED.text,
      subject: `Welcome ${SANITISED.text}`,
    });
    const queued = (await db.deliveryRecord.get({ organisationId: orgA, deliveryId: queuedId }).go()).data!;
    expect(queued).toMatchObject({
      recipient: SANITISED.text,
      subject: `Reminder for ${SANITISED.text}`,
      status: 'FAILED',
      error: NOT_SENT_SANITISED,
    });
    expect([queued.text, queued.html, queued.queue, queued.dueAt]).toEqual([undefined, undefined, undefined, undefined]);
    expect(files.objects.has(`files/${linkId}.pdf`)).toBe(false);
    expect(await exists(db.fileLink.get({ linkId }).go())).toBe(false);
    expect(
      pool.calls
        .filter((c) => c.op === 'deleteUser')
        .map((c) => c.args[0])
        .sort(),
    ).toEqual([assessor.username, person!.username].sort());

    // The purge record: kinds, counts and times only.
    const [run] = await createPurgeJob(depsAt('2031-06-01T02:00:00.000Z')).runsOf(orgA);
    expect(run).toMatchObject({ runDay: '2031-06-01', projects: 1, meetings: 1, bookings: 1, usersDeleted: 1, candidatesSanitised: 1, files: 1 });
    expect(run?.finishedAt).toBeDefined();
    expect(JSON.stringify(run)).not.toMatch(/Zelda|Quarry|UID-778899|61412345678|two-orgs\.test/i);
    expect((await readCounters(db, orgA, [purgeCounter('projects'), purgeCounter('candidatesSanitised')])).get(purgeCounter('projects'))).toBe(1);

    // A re-run the same day, and one the next day with nothing newly due, change nothing.
    const runOfDay = async () => (await createPurgeJob(depsAt('2031-06-01T00:00:00.000Z')).runsOf(orgA)).find((r) => r.runDay === '2031-06-01');
    const recordBefore = await runOfDay();
    const calls = pool.calls.length;
    const nothing = { projects: 0, meetings: 0, bookings: 0, usersDeleted: 0, candidatesSanitised: 0, files: 0 };
    expect((await runAt('2031-06-01T05:00:00.000Z')).counts).toEqual(nothing);
    expect((await runAt('2031-06-02T02:00:00.000Z')).counts).toEqual(nothing);
    expect(await runOfDay()).toEqual(recordBefore);
    expect((await db.auditLog.query.byRef({ refType: 'User', refId: candidate.userId }).go()).data).toEqual(audit);
    expect(await exists(db.project.get({ organisationId: orgA, projectId: laterProject }).go())).toBe(true);
    expect(pool.calls.length).toBe(calls);
  });

  it("sanitises only the organisation's copies of a person who still has a live access elsewhere", async () => {
    const shared = await world.member(orgA, 'CANDIDATE', markedFor(orgA, '2031-08-01'), { firstName: 'Shared' });
    await world.grantAccess(shared, b.organisationId);
    expect((await runAt('2031-08-02T02:00:00.000Z')).counts.candidatesSanitised).toBe(1);
    const { data: person } = await db.user.get({ userId: shared.userId }).go();
    expect(person).toMatchObject({ firstName: 'Shared', username: shared.username });
    expect((await db.userOrgAccess.get({ organisationId: orgA, userId: shared.userId }).go()).data?.sanitisedOn).toBe('2031-08-02');
    // A shows the sanitised words (detail and list row), B still the person.
    const seenBy = async (admin: typeof a.admin) =>
      parseBody(await invoke(userHandler, { method: 'GET', path: '/api/user/get/{id}', params: { id: shared.userId }, ...admin }));
    expect(await seenBy(a.admin)).toMatchObject({
      firstName: SANITISED.firstName,
      lastName: SANITISED.lastName,
      username: sanitisedUsername(shared.userId),
    });
    expect(await seenBy(b.admin)).toMatchObject({ firstName: 'Shared', username: shared.username });
    const row = (await db.userOrgAccess.get({ organisationId: orgA, userId: shared.userId }).go()).data!;
    expect(`${row.listName} ${row.listSearch}`).not.toMatch(/shared/i);
  });

  it("removes a due booking's attached file from the file store with the booking", async () => {
    const project = await inA.project();
    const bookingId = await inA.booking(project, a.candidate.userId, { purgeDate: '2031-11-01' });
    const fileKey = `booking-files/${orgA}/${bookingId}/letter.pdf`;
    await files.put(fileKey, 'a letter');
    await db.booking.patch({ organisationId: orgA, bookingId }).set({ fileKey, fileName: 'letter.pdf' }).go();
    expect((await runAt('2031-11-02T02:00:00.000Z')).counts.bookings).toBe(1);
    expect(await exists(db.booking.get({ organisationId: orgA, bookingId }).go())).toBe(false);
    expect(files.objects.has(fileKey)).toBe(false);
  });

  it('an interrupted run resumes where it stopped: every due record purged once, counted once', async () => {
    const project = await inA.project();
    const meetings = [];
    for (let i = 0; i < 5; i++) meetings.push(await inA.meeting(project, a.assessor.userId, { purgeDate: '2031-09-01' }));
    // Asked before each page: bookings (1), meetings (2: 2 purged), meetings again (3: stop).
    let pages = 0;
    const cut = await runAt('2031-09-05T02:00:00.000Z', { pageSize: 2, shouldStop: () => ++pages >= 3 });
    expect(cut.finished).toBe(false);
    expect(cut.counts.meetings).toBe(2);
    const left = await Promise.all(meetings.map((meetingId) => exists(db.meeting.get({ organisationId: orgA, meetingId }).go())));
    expect(left.filter(Boolean)).toHaveLength(3);
    const rest = await runAt('2031-09-05T03:00:00.000Z', { pageSize: 2 });
    expect(rest).toMatchObject({ finished: true, counts: { meetings: 3 } });
    const [run] = (await createPurgeJob(depsAt('2031-09-05T03:00:00.000Z')).runsOf(orgA)).filter((r) => r.runDay === '2031-09-05');
    expect(run).toMatchObject({ meetings: 5 });
    for (const meetingId of meetings) expect(await exists(db.meeting.get({ organisationId: orgA, meetingId }).go())).toBe(false);
  });

  it('purges a page in one group; a record extended after the read cancels the group, and the rest are purged one by one', async () => {
    const project = await inA.project();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await inA.meeting(project, a.assessor.userId, { purgeDate: '2031-10-01' }));
    const read = (await Promise.all(ids.map((meetingId) => db.meeting.get({ organisationId: orgA, meetingId }).go()))).map((r) => r.data!);
    const bucket = meetingBuckets(read[0]!).organisation;
    const before = await readCounters(db, orgA, [bucket, purgeCounter('meetings')]);
    const feeds = [ORGANISATION_FEED, windowFeed(ORGANISATION_FEED, feedWindowOf(read[0]!.start))];
    const feedsBefore = await createFeedVersionStore(db).versionsOf(orgA, feeds, { consistent: true });
    // Extended after the job read it: that meeting's delete fails its condition.
    await db.meeting.patch({ organisationId: orgA, meetingId: ids[1]! }).set(markedFor(orgA, '2031-12-01')).go();

    const purged = await createRecordPurge({ db, clock: systemClock }, '2031-10-02').meetings(orgA, read);
    expect(purged).toBe(3);
    const left = await Promise.all(ids.map((meetingId) => exists(db.meeting.get({ organisationId: orgA, meetingId }).go())));
    expect(left).toEqual([false, true, false, false]);
    const after = await readCounters(db, orgA, [bucket, purgeCounter('meetings')]);
    expect(after.get(bucket)).toBe(before.get(bucket)! - 3);
    expect(after.get(purgeCounter('meetings'))).toBe(before.get(purgeCounter('meetings'))! + 3);
    // The calendar feeds that showed them, and the window they were in, are built again (none serves them from a
    // window written before).
    const feedsAfter = await createFeedVersionStore(db).versionsOf(orgA, feeds, { consistent: true });
    feedsAfter.forEach((v, i) => expect(v.version).toBeGreaterThan(feedsBefore[i]!.version));
    // Read again, the same stale page purges nothing and counts nothing.
    expect(await createRecordPurge({ db, clock: systemClock }, '2031-10-02').meetings(orgA, read)).toBe(0);
    expect((await readCounters(db, orgA, [purgeCounter('meetings')])).get(purgeCounter('meetings'))).toBe(after.get(purgeCounter('meetings')));
  });
});
