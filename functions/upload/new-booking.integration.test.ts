import { describe, expect, it } from 'vitest';
import { BOOKING_UPLOAD_MESSAGES, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import type { EventPublisher } from '@scheduler/core/ports/event-publisher';
import { invoke } from '../testing/invoke.ts';
import { relayEventsOf } from '../testing/relayed-events.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { bookingRecords } from '../user-booking/testing/booking-records.ts';
import { handler } from './index.ts';
import { memoryFiles } from './testing/memory-files.ts';

const files = memoryFiles();
const { db } = testDb();
const published: string[] = [];
const bus: EventPublisher = { publish: async (e) => void published.push(`${e.type} ${e.detail.bookingId}`) };
givenRecordingDeps({ files, events: bus });
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = bookingRecords(db, a.organisationId);

/** The call, then the relay of the events it wrote (the stream deployed, the poller locally). */
const call = async (who: SignedIn, path: string, body: object) => {
  const answer = await invoke(handler, { method: 'POST', path, body, ...who });
  await relayEventsOf(db, [a.organisationId, b.organisationId], bus);
  return answer;
};
async function upload(who: SignedIn, fileName: string, text: string, body: object) {
  const content = new TextEncoder().encode(text);
  const t = await call(who, '/api/upload/new-booking-ticket', { fileName, fileSize: Math.max(content.byteLength, 30) });
  expect(t.statusCode, t.body).toBe(200);
  const { objectKey } = parseBody(t);
  files.objects.set(objectKey, content);
  return { answer: await call(who, '/api/upload/new-booking', { objectKey, ...body }), objectKey };
}

describe('upload/new-booking', () => {
  it('books each existing candidate of the file into the meeting; refused rows are reported with their number and reason', async () => {
    const project = await recordsA.project('ASSESSMENT');
    const meetingId = await recordsA.meeting(project, 72, { candidateMax: 2 });
    const people = await Promise.all([0, 1, 2].map(() => world.member(a.organisationId, 'CANDIDATE')));
    const steps = await Promise.all(people.map((p) => recordsA.pending(p.userId, project)));
    for (const [i, p] of people.entries()) {
      await db.userOrgAccess
        .patch({ organisationId: a.organisationId, userId: p.userId })
        .set({ uniqueId: `U-${i + 1}` })
        .go();
    }
    const rows = [
      'Unique Id,Email',
      `U-1,${people[0]!.username}`,
      `U-2,${people[1]!.username}`,
      'U-9,nobody@nowhere.test',
      `U-3,${people[2]!.username}`,
      'X,',
      `,${people[2]!.username}`,
    ];
    const { answer, objectKey } = await upload(a.admin, 'bookings.csv', `${rows.join('\r\n')}\r\n`, {
      encryptedProjectId: project,
      encryptedMeetingId: meetingId,
      fileHeaderRow: 'Y',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(parseBody(answer)).toEqual({
      status: 'SUCCESS',
      successCount: 2,
      errors: [
        { row: 4, message: 'nobody@nowhere.test: candidate not found' },
        { row: 5, message: 'Max. Allowed spots already booked' },
        { row: 6, message: BOOKING_UPLOAD_MESSAGES.email },
        { row: 7, message: BOOKING_UPLOAD_MESSAGES.uniqueId },
      ],
    });
    const statuses = await Promise.all(
      steps.map(async (bookingId) => (await db.booking.get({ organisationId: a.organisationId, bookingId }).go()).data?.status),
    );
    expect(statuses).toEqual(['CONFIRMED', 'CONFIRMED', 'PENDING']);
    expect((await db.meeting.get({ organisationId: a.organisationId, meetingId }).go()).data?.candidatesConfirmed).toBe(2);
    expect(published.filter((e) => e.startsWith('booking.confirmed'))).toEqual(steps.slice(0, 2).map((s) => `booking.confirmed ${s}`));
    expect(files.objects.has(objectKey)).toBe(false);
  });

  it('refuses a wrong header, a meeting of another project or organisation, and non-admins', async () => {
    const project = await recordsA.project('ASSESSMENT');
    const meetingId = await recordsA.meeting(project, 72);
    const header = await upload(a.admin, 'b.csv', 'Name,Identifier\r\nsomeone@example.test,1\r\n', {
      encryptedProjectId: project,
      encryptedMeetingId: meetingId,
      fileHeaderRow: 'Y',
    });
    expect(header.answer.statusCode).toBe(422);
    expect(parseBody(header.answer).message).toBe(UPLOAD_MESSAGES.wrongColumns(['Unique Id', 'Email']));

    const other = await recordsA.project('ASSESSMENT');
    const wrongProject = await upload(a.admin, 'b.csv', 'x@y.test,1\r\n'.repeat(3), { encryptedProjectId: other, encryptedMeetingId: meetingId });
    expect(wrongProject.answer.statusCode).toBe(404);
    const otherOrg = await upload(b.admin, 'b.csv', 'x@y.test,1\r\n'.repeat(3), { encryptedProjectId: project, encryptedMeetingId: meetingId });
    expect(otherOrg.answer.statusCode).toBe(404);
    expect((await call(a.assessor, '/api/upload/new-booking-ticket', { fileName: 'b.csv', fileSize: 100 })).statusCode).toBe(403);
    expect(
      (await call(a.candidate, '/api/upload/new-booking', { objectKey: 'k', encryptedProjectId: project, encryptedMeetingId: meetingId })).statusCode,
    ).toBe(403);
  });
});
