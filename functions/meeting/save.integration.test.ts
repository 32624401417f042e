import { describe, expect, it } from 'vitest';
import { ENV, localSecretEnv, SECRET } from '@scheduler/contracts/env';
import { launchKeyOf, openLaunchId } from '@scheduler/core/meeting/meeting-launch-link';
import { formatInZone } from '@scheduler/core/time/time-formats';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { getDeps } from '../lib/deps.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { notifyEventsOf } from '../testing/relayed-events.ts';
import { sendQueued } from '../testing/send-queued.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { meetingPageRecords } from './testing/meeting-page-world.ts';

const LAUNCH_SECRET = 'meeting-save-test-secret-0001';
process.env[localSecretEnv(SECRET.feedToken)] = LAUNCH_SECRET;
process.env[ENV.stage] = 'local';

const { db } = testDb();
const { mailer } = givenRecordingDeps();
const world = await givenTwoOrganisations(db);
const { a, b } = world;
await db.organisation
  .patch({ organisationId: a.organisationId })
  .set({ config: { retention: { purgeAfterArchiveDays: 30, sanitiseAfterLastBookingDays: 365 } } })
  .go();
// A calls its candidates Applicants (the label words the messages carry).
await db.configLabel
  .create({
    organisationId: a.organisationId,
    codeGroup: 'CANDIDATE',
    labelId: 'lbl-cand-a',
    code: 'CANDIDATE',
    display: 'Applicant',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  })
  .go();
const recordsA = meetingPageRecords(db, a.organisationId);
const recordsB = meetingPageRecords(db, b.organisationId);

type Caller = { sub: string; sessionId: string };
const day = (n: number) => formatInZone(new Date(Date.now() + n * 86_400_000), 'Australia/Sydney', 'yyyy-MM-dd');
const ADDRESS = { addLine1: '1 Market Street', city: 'Sydney', state: 'NSW', postCode: 2000 };

const save = (who: Caller, body: object) => invoke(handler, { method: 'POST', path: '/api/meeting/save', body, ...who });
const get = (who: Caller, id: string) => invoke(handler, { method: 'GET', path: '/api/meeting/get/{id}', params: { id }, ...who });
const editCheck = (who: Caller, id: string, action: 'EDIT' | 'DELETE', flag: 'Y' | 'N' = 'N') =>
  invoke(handler, { method: 'GET', path: '/api/meeting/isEditAllowed/{id}/{action}/{flag}', params: { id, action, flag }, ...who });
const archive = (who: Caller, encryptedId: string, comments?: string) =>
  invoke(handler, { method: 'POST', path: '/api/meeting/archive', body: { encryptedId, comments }, ...who });

const interviewBody = (projectId: string, over: object = {}) => ({
  encryptedProjectId: projectId,
  startDateDisplay: day(10),
  startTimeDisplay: '10:00',
  encryptedTimezoneId: 'Australia/Sydney',
  deliveryMethod: 'ONSITE',
  addressDTO: ADDRESS,
  encryptedAssessorId: a.assessor.userId,
  instructions: 'Bring photo identification.',
  ...over,
});
async function saved(who: Caller, body: object): Promise<string> {
  const answer = await save(who, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer).message;
}
const detail = async (who: Caller, id: string) => {
  const answer = await get(who, id);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer) as Record<string, unknown>;
};

describe('meeting/save: create', () => {
  it('creates an onsite interview: end = start + project duration, freeze periods from the project, audit rows in the same write', async () => {
    const projectId = await recordsA.project('INTERVIEW', { duration: 1.5 });
    const id = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(11) }));
    const m = await detail(a.admin, id);
    expect(m).toMatchObject({
      encryptedProjectId: projectId,
      stepType: 'INTERVIEW',
      startDateDisplay: day(11),
      startTimeDisplay: '10:00',
      endTimeDisplay: '11:30',
      duration: 1.5,
      timezoneCode: 'Syd',
      freezePeriodCancel: 2,
      freezePeriodEdit: 5,
      freezePeriodCompletion: 1,
      candidateMax: 1,
      active: true,
      show: true,
      displayAddress: '1 Market Street, Sydney NSW 2000',
      showAuditField: true,
    });
    const { data: audit } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: id }).go();
    expect(audit.map((r) => r.logMsg)).toEqual([expect.stringMatching(/^\{Meeting\} created\. Start: /)]);
    // The address as screens show it, not its stored JSON.
    expect(audit[0]!.logMsg).toContain("Address: '1 Market Street, Sydney NSW 2000'");
    const { data: fields } = await db.fieldAudit.query.byRef({ organisationId: a.organisationId, refType: 'Meeting', refId: id }).go();
    expect(fields.map((f) => f.columnName)).toEqual(expect.arrayContaining(['start', 'end', 'assessorId', 'instructions']));
    const { data: held } = await db.assessorAllocation.query.byMeeting({ organisationId: a.organisationId, meetingId: id }).go();
    expect(held).toHaveLength(1);
  });

  it('lets an assessor create their own remote interview, with launch links sealing the meeting and host ids', async () => {
    const projectId = await recordsA.project('INTERVIEW');
    const id = await saved(
      a.assessor,
      interviewBody(projectId, { deliveryMethod: 'REMOTE', addressDTO: undefined, encryptedAssessorId: undefined, startDateDisplay: day(12) }),
    );
    const m = await detail(a.assessor, id);
    expect(m.encryptedAssessorId).toBe(a.assessor.userId);
    expect(m.freezePeriodCancel).toBe(3);
    const link = String(m.candidateBookingLink);
    const match = /\/meetingSession\/([^/]+)\/([^/?]+)$/.exec(link);
    expect(match, link).not.toBeNull();
    expect(link).not.toContain(id);
    const key = launchKeyOf(LAUNCH_SECRET);
    expect(openLaunchId(key, match![1]!)).toBe(id);
    expect(openLaunchId(key, match![2]!)).toBe(a.assessor.userId);
    expect(openLaunchId(launchKeyOf('another secret'), match![1]!)).toBeUndefined();
  });

  it('requires the address of an onsite meeting and checks the start-date window against the project', async () => {
    const projectId = await recordsA.project('INTERVIEW', { end: new Date(Date.now() + 20 * 86_400_000).toISOString() });
    const noAddress = await save(a.admin, interviewBody(projectId, { addressDTO: undefined }));
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.body).toContain('Address Values either not entered or incorrect');
    const addressOfB = 'address-of-b-0001';
    await db.address
      .create({
        organisationId: b.organisationId,
        addressId: addressOfB,
        ...ADDRESS,
        countryCode: 'AU',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .go();
    const foreign = await save(a.admin, interviewBody(projectId, { addressDTO: { ...ADDRESS, encryptedId: addressOfB } }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('Address Values either not entered or incorrect');
    const late = await save(a.admin, interviewBody(projectId, { startDateDisplay: day(25) }));
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('may not be after');
    const past = await save(a.admin, interviewBody(projectId, { startDateDisplay: day(-3) }));
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('may not be before');
  });

  it("answers the spots rule with the organisation's word for candidate", async () => {
    const projectId = await recordsA.project('ASSESSMENT');
    const answer = await save(
      a.admin,
      interviewBody(projectId, { encryptedAssessorId: a.invigilator.userId, candidateMin: 5, candidateMax: 3, startDateDisplay: day(13) }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('The maximum Applicant spots may not be lower than minimum spots.');
  });

  it('refuses an assessor the step does not take (an assessor for an assessment) as NOT AVAILABLE', async () => {
    const projectId = await recordsA.project('ASSESSMENT');
    const answer = await save(a.admin, interviewBody(projectId, { candidateMin: 1, candidateMax: 3, startDateDisplay: day(13) }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('NOT AVAILABLE');
  });
});

describe('meeting/save: who may run and create what', () => {
  it("refuses an assessor creating in a project not in their list ('Failed to add {meeting}'), and a host without internal access for an internal meeting", async () => {
    const tests = await recordsA.project('ASSESSMENT');
    const answer = await save(
      a.assessor,
      interviewBody(tests, { encryptedAssessorId: undefined, candidateMin: 1, candidateMax: 2, startDateDisplay: day(27) }),
    );
    expect(answer.statusCode).toBe(422);
    expect(parseBody(answer)).toMatchObject({ status: 'Not Allowed', message: 'Failed to add Meeting. Please contact support' });
    const internal = await recordsA.project('INTERNAL');
    const noAccess = await save(a.admin, interviewBody(internal, { duration: 1, startDateDisplay: day(27) }));
    expect(noAccess.statusCode).toBe(400);
    expect(noAccess.body).toContain('NOT AVAILABLE');
  });
});

describe('meeting/save: an assessor admin for another assessor', () => {
  it('creates only in the step types the access grants', async () => {
    const now = new Date().toISOString();
    await db.assessorAccess
      .create({
        organisationId: a.organisationId,
        adminId: a.assessorAdmin.userId,
        assessorId: a.assessor.userId,
        accessTypes: 'INTERVIEW',
        createdAt: now,
        updatedAt: now,
      })
      .go();
    const interviews = await recordsA.project('INTERVIEW');
    const id = await saved(a.assessorAdmin, interviewBody(interviews, { startDateDisplay: day(28), startTimeDisplay: '08:00' }));
    expect((await detail(a.assessorAdmin, id)).accessByAssessorAdmin).toBe(true);
    await db.assessorAccess
      .patch({ organisationId: a.organisationId, adminId: a.assessorAdmin.userId, assessorId: a.assessor.userId })
      .set({ accessTypes: 'INTERNAL' })
      .go();
    const refused = await save(a.assessorAdmin, interviewBody(interviews, { startDateDisplay: day(28), startTimeDisplay: '10:00' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('NOT AVAILABLE');
    await db.assessorAccess.delete({ organisationId: a.organisationId, adminId: a.assessorAdmin.userId, assessorId: a.assessor.userId }).go();
  });
});

describe('meeting/save: refusals by role, organisation and markup', () => {
  it('refuses candidates and invigilators (403)', async () => {
    const projectId = await recordsA.project();
    expect((await save(a.candidate, interviewBody(projectId))).statusCode).toBe(403);
    expect((await save(a.invigilator, interviewBody(projectId))).statusCode).toBe(403);
  });

  it("finds no project or meeting of A for B's admin, and refuses naming A", async () => {
    const projectId = await recordsA.project();
    const id = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(14) }));
    expect((await save(b.admin, interviewBody(projectId, { encryptedAssessorId: b.assessor.userId }))).statusCode).toBe(404);
    expect((await save(b.admin, { ...interviewBody(projectId), encryptedId: id })).statusCode).toBe(404);
    expect((await save(b.admin, { ...interviewBody(projectId), encryptedOrganisationId: a.organisationId })).statusCode).toBe(403);
    expect((await get(b.admin, id)).statusCode).toBe(404);
    expect((await archive(b.admin, id, 'not mine')).statusCode).toBe(404);
    expect((await editCheck(b.admin, id, 'EDIT')).statusCode).toBe(404);
    expect((await detail(a.admin, id)).archived).toBe(false);
  });

  it("lets an assessor open only meetings they run (another assessor's: 404)", async () => {
    const projectId = await recordsA.project();
    const id = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(15) }));
    expect((await get(a.assessorAdmin, id)).statusCode).toBe(404);
    expect((await get(a.assessor, id)).statusCode).toBe(200);
  });

  it('answers 406 for markup in plain fields and scripts in the instructions', async () => {
    const projectId = await recordsA.project();
    expect((await save(a.admin, interviewBody(projectId, { comments: '<b>bold</b>' }))).statusCode).toBe(406);
    expect((await save(a.admin, interviewBody(projectId, { instructions: '<script>alert(1)</script>' }))).statusCode).toBe(406);
    expect((await archive(a.admin, 'x1234', '<i>why</i>')).statusCode).toBe(406);
  });
});

describe('meeting/save: one assessor and one room per time', () => {
  it('refuses an overlapping meeting of the same assessor and allows an adjacent one', async () => {
    const projectId = await recordsA.project();
    await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(16), startTimeDisplay: '09:00' }));
    const overlap = await save(a.admin, interviewBody(projectId, { startDateDisplay: day(16), startTimeDisplay: '09:30' }));
    expect(overlap.statusCode).toBe(422);
    expect(parseBody(overlap).message).toBe('NOT AVAILABLE');
    await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(16), startTimeDisplay: '10:00' }));
  });

  it('of many concurrent saves for one assessor at overlapping times, exactly one wins', async () => {
    const projectId = await recordsA.project();
    const times = ['13:00', '13:10', '13:20', '13:30', '13:40', '13:50', '13:15', '13:45'];
    const answers = await Promise.all(times.map((t) => save(a.admin, interviewBody(projectId, { startDateDisplay: day(17), startTimeDisplay: t }))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    const { data: meetings } = await db.meeting.query.byProject({ organisationId: a.organisationId, projectId }).go();
    expect(meetings).toHaveLength(1);
    const { data: held } = await db.assessorAllocation.query.byMeeting({ organisationId: a.organisationId, meetingId: meetings[0]!.meetingId }).go();
    expect(held).toHaveLength(1);
  });

  it('refuses a room another assessment holds at an overlapping time, in the same write as the meeting', async () => {
    const projectId = await recordsA.project('ASSESSMENT', { resourceAvailable: true, duration: 2 });
    const room = await recordsA.room('Hall 1');
    const body = (assessor: string, time: string) =>
      interviewBody(projectId, {
        encryptedAssessorId: assessor,
        candidateMin: 1,
        candidateMax: 5,
        startDateDisplay: day(18),
        startTimeDisplay: time,
        encryptedResourceIds: [room],
      });
    const first = await saved(a.admin, body(a.invigilator.userId, '09:00'));
    const other = await world.member(a.organisationId, 'INVIGILATOR');
    const clash = await save(a.admin, body(other.userId, '10:00'));
    expect(clash.statusCode).toBe(422);
    expect(parseBody(clash).message).toBe('Hall 1 is not available at this time, it is held by another meeting.');
    const { data: meetings } = await db.meeting.query.byAssessor({ organisationId: a.organisationId, assessorId: other.userId }).go();
    expect(meetings).toHaveLength(0);
    expect((await detail(a.admin, first)).resourceNames).toBe('Hall 1');
  });
});

describe('meeting/save: edit', () => {
  it('moves the assessor hold with the time in the same write: the old slot is free, the new one taken', async () => {
    const projectId = await recordsA.project();
    const id = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(20), startTimeDisplay: '09:00' }));
    await saved(a.admin, { ...interviewBody(projectId, { startDateDisplay: day(20), startTimeDisplay: '14:00' }), encryptedId: id });
    await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(20), startTimeDisplay: '09:00' }));
    const clash = await save(a.admin, interviewBody(projectId, { startDateDisplay: day(20), startTimeDisplay: '14:30' }));
    expect(clash.statusCode).toBe(422);
    const { data: audit } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: id }).go();
    expect(audit.map((r) => r.logMsg)).toContainEqual(expect.stringMatching(/^\{Meeting\} updated\. Start: .* → /));
  });

  it("refuses an assessor's edit inside the meeting's edit freeze (isEditAllowed answers why)", async () => {
    const projectId = await recordsA.project('INTERVIEW', { freezePeriodEdit: 999 });
    const id = await saved(
      a.assessor,
      interviewBody(projectId, { encryptedAssessorId: undefined, startDateDisplay: day(3), startTimeDisplay: '11:00' }),
    );
    const check = parseBody(await editCheck(a.assessor, id, 'EDIT'));
    expect(check).toEqual({ status: 'ERROR', message: 'Unable To EDIT or DELETE' });
    const edit = await save(a.assessor, {
      ...interviewBody(projectId, { encryptedAssessorId: undefined, startDateDisplay: day(3), startTimeDisplay: '12:00' }),
      encryptedId: id,
    });
    expect(edit.statusCode).toBe(422);
    expect(parseBody(edit).message).toBe('Unable To EDIT or DELETE');
    expect(parseBody(await editCheck(a.admin, id, 'EDIT'))).toEqual({ status: 'SUCCESS', message: '0' });
  });

  it("refuses an admin's edit inside the organisation's admin freeze, with its own words", async () => {
    const org = await world.organisation('Frozen Org', {
      config: {
        msgMeetingEditNA_Admin: 'Frozen for admins.',
        freezePeriodAdminConfig: {
          meeting_edit_onsite_admin_hours: 999,
          meeting_edit_remote_admin_hours: 1,
          booking_cancel_onsite_admin_hours: 1,
          booking_cancel_remote_admin_hours: 1,
          meeting_internal_past_period: 0,
          meeting_internal_past_allow: false,
        },
      },
    });
    const admin = await world.signedIn(await world.member(org.organisationId, 'ORG_ADMIN'));
    const assessor = await world.member(org.organisationId, 'ASSESSOR');
    const projectId = await meetingPageRecords(db, org.organisationId).project();
    const id = await saved(admin, interviewBody(projectId, { encryptedAssessorId: assessor.userId }));
    expect(parseBody(await editCheck(admin, id, 'DELETE'))).toEqual({ status: 'ERROR', message: 'Frozen for admins.' });
    const edit = await save(admin, { ...interviewBody(projectId, { encryptedAssessorId: assessor.userId, comments: 'later' }), encryptedId: id });
    expect(edit.statusCode).toBe(422);
    expect(parseBody(edit).message).toBe('Frozen for admins.');
  });

  it('keeps a meeting with confirmed bookings active and visible, tells booked candidates of a new time, and keeps the save when the e-mail fails', async () => {
    const projectId = await recordsA.project();
    await recordsA.changedAlert(projectId);
    const id = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(21) }));
    await recordsA.book(a.candidate.userId, projectId, id);
    expect(parseBody(await editCheck(a.admin, id, 'EDIT'))).toEqual({ status: 'SUCCESS', message: '1' });
    expect(parseBody(await editCheck(a.admin, id, 'DELETE'))).toEqual({ status: 'ERROR', message: 'ACTIVE_BOOKINGS' });
    const hide = await save(a.admin, { ...interviewBody(projectId, { startDateDisplay: day(21), active: false }), encryptedId: id });
    expect(hide.statusCode).toBe(422);
    expect(parseBody(hide).message).toBe('This record cannot be set to Inactive or Hidden as it has Confirmed Bookings present.');

    await saved(a.admin, { ...interviewBody(projectId, { startDateDisplay: day(21), startTimeDisplay: '15:00' }), encryptedId: id });
    await notifyEventsOf(db, [a.organisationId]);
    const [queued] = await sendQueued({ ...getDeps(), mailer }, a.organisationId);
    expect(queued).toMatchObject({ alertCode: 'MEETING_CHANGED', calendarMethod: 'REQUEST' });
    const mail = mailer.lastTo(a.candidate.username);
    expect(mail?.subject).toBe('Your Meeting moved');
    expect(mail?.text ?? mail?.html).toContain('03:00 PM');
    expect(mail?.calendar?.content).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:[1-9]/);

    mailer.failNext();
    await saved(a.admin, { ...interviewBody(projectId, { startDateDisplay: day(21), startTimeDisplay: '16:00' }), encryptedId: id });
    expect((await detail(a.admin, id)).startTimeDisplay).toBe('16:00');

    const refused = await archive(a.admin, id, 'no longer needed');
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toBe('There are Applicants Booked into this Meeting');
  });

  it("keeps a meeting shown unless the caller is offered the visibility flag (grid admins, or the organisation's setting)", async () => {
    const projectId = await recordsA.project();
    const hiddenByAdmin = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(29), startTimeDisplay: '08:00', show: false }));
    expect((await detail(a.admin, hiddenByAdmin)).show).toBe(true);
    const hiddenByGrid = await saved(
      world.gridAdmin,
      interviewBody(projectId, { startDateDisplay: day(29), startTimeDisplay: '10:00', show: false }),
    );
    expect((await detail(a.admin, hiddenByGrid)).show).toBe(false);
  });

  it('answers the id without a write when nothing changed', async () => {
    const projectId = await recordsA.project();
    const body = interviewBody(projectId, { startDateDisplay: day(22) });
    const id = await saved(a.admin, body);
    await saved(a.admin, { ...body, encryptedId: id });
    const { data: audit } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: id }).go();
    expect(audit).toHaveLength(1);
  });
});

describe('meeting/save: duplicate; meeting/archive', () => {
  it('duplicates a meeting at a new start as a new meeting', async () => {
    const projectId = await recordsA.project();
    const id = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(23) }));
    const copy = await saved(a.admin, { ...interviewBody(projectId, { startDateDisplay: day(24) }), encryptedId: id, formAction: 'duplicate' });
    expect(copy).not.toBe(id);
    expect((await detail(a.admin, copy)).startDateDisplay).toBe(day(24));
    expect((await detail(a.admin, id)).startDateDisplay).toBe(day(23));
    const { data: audit } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: copy }).go();
    // The audit row names the meeting copied by its time, not by its id.
    expect(audit[0]?.logMsg).toContain(`duplicate of ${(await detail(a.admin, id)).dateTimeCombined}.`);
    expect(audit[0]?.logMsg).not.toContain(id);
  });

  it("keeps a meeting's own length through an edit and a duplicate when the project's duration changed meanwhile", async () => {
    const projectId = await recordsA.project('INTERVIEW', { duration: 2 });
    const id = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(26), startTimeDisplay: '06:30' }));
    await db.project.patch({ organisationId: a.organisationId, projectId }).set({ duration: 1 }).go();
    expect(await detail(a.admin, id)).toMatchObject({ duration: 2, startTimeDisplay: '06:30', endTimeDisplay: '08:30' });
    await saved(a.admin, { ...interviewBody(projectId, { startDateDisplay: day(26), startTimeDisplay: '07:00', duration: 1 }), encryptedId: id });
    expect(await detail(a.admin, id)).toMatchObject({ duration: 2, startTimeDisplay: '07:00', endTimeDisplay: '09:00' });
    const copy = await saved(a.admin, {
      ...interviewBody(projectId, { startDateDisplay: day(27), startTimeDisplay: '11:00', duration: 1 }),
      encryptedId: id,
      formAction: 'duplicate',
    });
    expect(await detail(a.admin, copy)).toMatchObject({ duration: 2, endTimeDisplay: '13:00' });
    const fresh = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(28), startTimeDisplay: '11:00' }));
    expect(await detail(a.admin, fresh)).toMatchObject({ duration: 1, endTimeDisplay: '12:00' });
  });

  it('archives with its reason: holds released, marked for purge by the retention setting, audited', async () => {
    const projectId = await recordsA.project();
    const id = await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(25), startTimeDisplay: '08:00' }));
    const answer = await archive(a.admin, id, 'Room closed');
    expect(answer.statusCode, answer.body).toBe(200);
    const m = await detail(a.admin, id);
    expect(m).toMatchObject({ archived: true, readyToPurge: true, archivedReason: 'Room closed' });
    const today = formatInZone(new Date(), 'Australia/Sydney', 'yyyy-MM-dd');
    expect(String(m.purgeDate) > today).toBe(true);
    const { data: stored } = await db.meeting.get({ organisationId: a.organisationId, meetingId: id }).go();
    expect(stored?.purgeOn).toBe(m.purgeDate);
    expect(stored?.listTab).toBe('ARCHIVED');
    const { data: held } = await db.assessorAllocation.query.byMeeting({ organisationId: a.organisationId, meetingId: id }).go();
    expect(held).toHaveLength(0);
    await saved(a.admin, interviewBody(projectId, { startDateDisplay: day(25), startTimeDisplay: '08:00' }));
    const { data: audit } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: id }).go();
    expect(audit.map((r) => r.logMsg)).toContainEqual(expect.stringContaining('{Meeting} deleted (archived). Reason: Room closed'));
    expect((await archive(a.admin, id, 'again')).statusCode).toBe(422);
  });

  it('lets the grid admin open a meeting of any organisation', async () => {
    const projectId = await recordsB.project();
    const id = await saved(b.admin, interviewBody(projectId, { encryptedAssessorId: b.assessor.userId, startDateDisplay: day(26) }));
    expect((await detail(world.gridAdmin, id)).encryptedProjectId).toBe(projectId);
  });
});
