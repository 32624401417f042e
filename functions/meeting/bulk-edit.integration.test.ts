import { describe, expect, it } from 'vitest';
import { EXAMPLE_ORGANISATION_CONFIG } from '@scheduler/contracts/testing/organisation-config-example';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { meetingListRecords, type MeetingDetails } from './testing/meeting-list-world.ts';

const { db } = testDb();

type Caller = { sub: string; sessionId: string };
const bulkEdit = (who: Caller, body: object) => invoke(handler, { method: 'POST', path: '/api/meeting/bulk-edit', body, ...who });
const meetingOf = async (organisationId: string, meetingId: string) => (await db.meeting.get({ organisationId, meetingId }).go()).data!;

const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = meetingListRecords(db, a.organisationId);
const recordsB = meetingListRecords(db, b.organisationId);
const interviews = await recordsA.project('Interviews');
const tests = await recordsA.project('Tests', 'ASSESSMENT');
const projectB = await recordsB.project('B interviews');

let hour = 0;
/** A fresh future slot (one hour apart, so no two test meetings of one assessor overlap), or a past one. */
const future = () => new Date(Date.UTC(2032, 0, 5, 0) + hour++ * 2 * 3600_000).toISOString();
const past = () => new Date(Date.UTC(2020, 0, 5, 0) + hour++ * 2 * 3600_000).toISOString();
const interview = (start = future(), details: MeetingDetails = {}) => recordsA.meeting(interviews, a.assessor.userId, start, details);

describe('meeting/bulk-edit', () => {
  it('edits every selected meeting as a save does, with BULK_EDIT~ audit rows, and answers successCount', async () => {
    const ids = [await interview(), await interview()];
    const answer = await bulkEdit(a.admin, {
      encryptedIds: ids,
      stepType: 'INTERVIEW',
      editActive: true,
      active: false,
      editSurge: true,
      surge: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(parseBody(answer)).toMatchObject({ status: 'SUCCESS', successCount: 2 });
    for (const id of ids) {
      const m = await meetingOf(a.organisationId, id);
      expect(m).toMatchObject({ active: false, surge: true, listTab: 'INACTIVE' });
      const { data: rows } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: id }).go();
      expect(rows.map((r) => r.logMsg)).toEqual([expect.stringMatching(/^BULK_EDIT~Meeting updated\. .*Active: YES → NO/)]);
    }
  });

  it('moves the start time in each meeting’s own zone, and a timezone change keeps the wall time', async () => {
    const id = await interview('2032-02-01T23:00:00.000Z'); // 10:00 in Sydney on 2 February
    expect((await bulkEdit(a.admin, { encryptedIds: [id], stepType: 'INTERVIEW', editStartTime: true, startTime: '14:30' })).statusCode).toBe(200);
    expect(await meetingOf(a.organisationId, id)).toMatchObject({ start: '2032-02-02T03:30:00.000Z', end: '2032-02-02T04:30:00.000Z' });
    const moved = await bulkEdit(a.admin, { encryptedIds: [id], stepType: 'INTERVIEW', editTimezone: true, encryptedTZId: 'Australia/Perth' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await meetingOf(a.organisationId, id)).toMatchObject({ timeZone: 'Australia/Perth', start: '2032-02-02T06:30:00.000Z' });
  });

  it('changes the location and the assessor, holding the new assessor', async () => {
    const id = await interview(future(), { deliveryMethod: 'REMOTE', address: undefined });
    const address = { addLine1: '9 Pitt St', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' };
    const answer = await bulkEdit(a.admin, {
      encryptedIds: [id],
      stepType: 'INTERVIEW',
      editDisplayAddress: true,
      deliveryMethod: 'ONSITE',
      addressDTO: address,
      editAssessor: true,
      assessor: a.assessorAdmin.userId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await meetingOf(a.organisationId, id)).toMatchObject({ deliveryMethod: 'ONSITE', address, assessorId: a.assessorAdmin.userId });
    const { data } = await db.assessorAllocation.query.byMeeting({ organisationId: a.organisationId, meetingId: id }).go();
    expect(data.map((h) => h.assessorId)).toEqual([a.assessorAdmin.userId]);
  });

  it('gives one assessor only one of two overlapping meetings, naming the other as not available', async () => {
    const start = future();
    const ids = [await interview(start), await recordsA.meeting(interviews, a.assessorAdmin.userId, start)];
    const other = await world.member(a.organisationId, 'ASSESSOR');
    const answer = await bulkEdit(a.admin, { encryptedIds: ids, stepType: 'INTERVIEW', editAssessor: true, assessor: other.userId });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = parseBody(answer);
    expect(body.successCount).toBe(1);
    expect(body.message).toContain('NOT AVAILABLE');
    const after = await Promise.all(ids.map((id) => meetingOf(a.organisationId, id)));
    expect(after.filter((m) => m.assessorId === other.userId)).toHaveLength(1);
  });

  it('leaves a meeting with confirmed bookings active, counting only the others', async () => {
    const booked = await interview(future(), { candidatesConfirmed: 1 });
    const free = await interview();
    const answer = await bulkEdit(a.admin, { encryptedIds: [booked, free], stepType: 'INTERVIEW', editShow: true, show: false });
    const body = parseBody(answer);
    expect(body.successCount).toBe(1);
    expect(body.message).toContain('This record cannot be set to Inactive or Hidden as it has Confirmed Bookings present.');
    expect((await meetingOf(a.organisationId, booked)).show).toBe(true);
    expect((await meetingOf(a.organisationId, free)).show).toBe(false);
    const none = parseBody(await bulkEdit(a.admin, { encryptedIds: [booked], stepType: 'INTERVIEW', editActive: true, active: false }));
    expect(none).toMatchObject({ status: 'ERROR', successCount: 0 });
  });

  it('edits the admin task choices of internal meetings, keeping what the assessor recorded', async () => {
    const id = await recordsA.meeting(interviews, a.assessor.userId, future(), {
      stepType: 'INTERNAL',
      taskJson: [{ name: 'Screening', adminSelected: false, assessorSelected: true, completedHours: 2 }],
    });
    const taskJson = [
      { name: 'Screening', adminSelected: true },
      { name: 'EAP', adminSelected: false },
    ];
    expect((await bulkEdit(a.admin, { encryptedIds: [id], stepType: 'INTERNAL', editInternalTaskJson: true, taskJson })).statusCode).toBe(200);
    expect((await meetingOf(a.organisationId, id)).taskJson).toEqual([
      expect.objectContaining({ name: 'Screening', adminSelected: true, assessorSelected: true, completedHours: 2 }),
      expect.objectContaining({ name: 'EAP', adminSelected: false }),
    ]);
    const none = await bulkEdit(a.admin, {
      encryptedIds: [id],
      stepType: 'INTERNAL',
      editInternalTaskJson: true,
      taskJson: [{ name: 'EAP', adminSelected: false }],
    });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('No Tasks Selected');
  });

  it('past records only for interviews, and then with no time, timezone or location change', async () => {
    const oldInterview = await interview(past());
    const oldTest = await recordsA.meeting(tests, a.invigilator.userId, past(), { stepType: 'ASSESSMENT', candidateMax: 4 });
    const test = await bulkEdit(a.admin, { encryptedIds: [oldTest], stepType: 'ASSESSMENT', editActive: true, active: false });
    expect(test.statusCode).toBe(422);
    expect(parseBody(test).message).toBe('Past records can only be edited for the Interview type.');
    const moved = await bulkEdit(a.admin, { encryptedIds: [oldInterview], stepType: 'INTERVIEW', editStartTime: true, startTime: '11:00' });
    expect(moved.statusCode).toBe(422);
    expect(parseBody(moved).message).toBe('Past records cannot have their time, timezone or location edited.');
    const ok = await bulkEdit(a.admin, { encryptedIds: [oldInterview], stepType: 'INTERVIEW', editSurge: true, surge: true });
    expect(parseBody(ok)).toMatchObject({ successCount: 1 });
  });

  it('refuses mixed step types, a selection without records or options, and unset values', async () => {
    const mixed = await bulkEdit(a.admin, {
      encryptedIds: [await interview(), await recordsA.meeting(tests, a.invigilator.userId, future(), { stepType: 'ASSESSMENT', candidateMax: 4 })],
      stepType: 'INTERVIEW',
      editActive: true,
      active: false,
    });
    expect(mixed.statusCode).toBe(422);
    expect(parseBody(mixed).message).toBe('You cannot edit records with different Meeting types.');
    const none = await bulkEdit(a.admin, { encryptedIds: [], stepType: 'INTERVIEW', editActive: true, active: true });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('You have not selected any records');
    const nothing = await bulkEdit(a.admin, { encryptedIds: [await interview()], stepType: 'INTERVIEW' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain('You have not made any selection for bulk update');
    expect((await bulkEdit(a.admin, { encryptedIds: [await interview()], stepType: 'INTERVIEW', editSurge: true })).statusCode).toBe(400);
  });

  it('refuses an assessor who does not run the step type', async () => {
    const answer = await bulkEdit(a.admin, {
      encryptedIds: [await interview()],
      stepType: 'INTERVIEW',
      editAssessor: true,
      assessor: a.invigilator.userId,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('NOT AVAILABLE');
  });

  it("refuses other organisations' meetings and assessors, non-admins, and markup", async () => {
    const own = await interview();
    const theirs = await recordsB.meeting(projectB, b.assessor.userId, future());
    const edit = { stepType: 'INTERVIEW', editActive: true, active: false };
    expect((await bulkEdit(a.admin, { ...edit, encryptedIds: [own, theirs] })).statusCode).toBe(404);
    expect((await bulkEdit(b.admin, { ...edit, encryptedIds: [own] })).statusCode).toBe(404);
    expect(
      (await bulkEdit(a.admin, { encryptedIds: [own], stepType: 'INTERVIEW', editAssessor: true, assessor: b.assessor.userId })).statusCode,
    ).toBe(400);
    expect((await bulkEdit(a.assessor, { ...edit, encryptedIds: [own] })).statusCode).toBe(403);
    expect((await bulkEdit(a.candidate, { ...edit, encryptedIds: [own] })).statusCode).toBe(403);
    expect((await bulkEdit(a.admin, { ...edit, encryptedIds: [own], confirmHTML: '<script>alert(1)</script>' })).statusCode).toBe(406);
    expect((await meetingOf(a.organisationId, own)).active).toBe(true);
    expect((await meetingOf(b.organisationId, theirs)).active).toBe(true);
  });

  it("lets the grid admin edit one organisation's meetings, not two organisations' at once", async () => {
    const grid = await world.signedIn(world.gridAdmin, a.organisationId);
    const edit = { stepType: 'INTERVIEW', editSurge: true, surge: true };
    const mixed = await bulkEdit(grid, { ...edit, encryptedIds: [await interview(), await recordsB.meeting(projectB, b.assessor.userId, future())] });
    expect(mixed.statusCode).toBe(422);
    expect(parseBody(mixed).message).toBe('You cannot edit records with different Organisations.');
    const ofB = await recordsB.meeting(projectB, b.assessor.userId, future());
    expect(parseBody(await bulkEdit(grid, { ...edit, encryptedIds: [ofB] }))).toMatchObject({ successCount: 1 });
  });

  it("applies the single save's edit check: an organisation's admin edit freeze keeps a meeting about to start as it was, with the organisation's words", async () => {
    const frozen = await world.organisation('Frozen organisation', { config: EXAMPLE_ORGANISATION_CONFIG });
    const admin = await world.signedIn(await world.member(frozen.organisationId, 'ORG_ADMIN'));
    const assessor = await world.member(frozen.organisationId, 'ASSESSOR');
    const records = meetingListRecords(db, frozen.organisationId);
    const project = await records.project('Frozen interviews');
    // Onsite meetings freeze 24 hours before they start (EXAMPLE_ORGANISATION_CONFIG).
    const soon = await records.meeting(project, assessor.userId, new Date(Date.now() + 5 * 3600_000).toISOString());
    const later = await records.meeting(project, assessor.userId, future());
    const answer = await bulkEdit(admin, { encryptedIds: [soon, later], stepType: 'INTERVIEW', editSurge: true, surge: true });
    const body = parseBody(answer);
    expect(body.successCount).toBe(1);
    expect(body.message).toContain(String(EXAMPLE_ORGANISATION_CONFIG.msgMeetingEditNA_Admin));
    expect((await meetingOf(frozen.organisationId, soon)).surge).toBe(false);
    expect((await meetingOf(frozen.organisationId, later)).surge).toBe(true);
  });
});
