import { describe, expect, it } from 'vitest';
import { BOOKING_FILE_MESSAGES } from '@scheduler/contracts/schemas/download';
import { testDb } from '@scheduler/local/testing/test-db';
import { handler as downloadHandler } from '../download/index.ts';
import { apiEvent, parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { bookingRecords } from '../user-booking/testing/booking-records.ts';
import { handler } from './index.ts';
import { memoryFiles } from './testing/memory-files.ts';

const files = memoryFiles();
const { objects } = files;
const { db } = testDb();
givenRecordingDeps({ files });
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = bookingRecords(db, a.organisationId);

const call = (who: SignedIn, path: string, body: object) => invoke(handler, { method: 'POST', path, body, ...who });

async function bookingOfA(uniqueId: string) {
  const project = await recordsA.project('ASSESSMENT');
  const candidate = await world.member(a.organisationId, 'CANDIDATE');
  await db.userOrgAccess.patch({ organisationId: a.organisationId, userId: candidate.userId }).set({ uniqueId }).go();
  return { bookingId: await recordsA.pending(candidate.userId, project), candidateId: candidate.userId };
}

describe('upload/booking-file', () => {
  it("attaches an uploaded file to A's booking, audited on the candidate, and the download link then opens it", async () => {
    const { bookingId, candidateId } = await bookingOfA('F-1');
    const t = await call(a.admin, '/api/upload/booking-file-ticket', { encryptedBookingId: bookingId, fileName: 'Report 1.pdf', fileSize: 2048 });
    expect(t.statusCode, t.body).toBe(200);
    const ticket = parseBody(t);
    expect(ticket.objectKey).toMatch(new RegExp(`^booking-files/${a.organisationId}/${bookingId}/.+/Report_1\\.pdf$`));
    expect(ticket.contentType).toBe('application/pdf');
    objects.set(ticket.objectKey, new Uint8Array(2048));

    const attached = await call(a.admin, '/api/upload/booking-file', { encryptedBookingId: bookingId, objectKey: ticket.objectKey });
    expect(parseBody(attached)).toEqual({ status: 'SUCCESS', message: BOOKING_FILE_MESSAGES.attached });
    const booking = (await db.booking.get({ organisationId: a.organisationId, bookingId }).go()).data;
    expect(booking).toMatchObject({ fileKey: ticket.objectKey, fileName: 'Report_1.pdf' });
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: candidateId }).go()).data.map((r) => r.logMsg);
    expect(audit).toEqual([`File 'Report_1.pdf' attached to booking ${bookingId}`]);

    // Its own address: the per-address try limit is shared by every test file on this table (the authorization suite
    // spends the default address's tries on guessed ids).
    const event = apiEvent({ method: 'POST', path: '/api/download/file', body: { encryptedId: bookingId, uniqueId: 'F-1' } });
    event.requestContext.http.sourceIp = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const download = await invoke(downloadHandler, event);
    expect(parseBody(download)).toEqual({ status: 'SUCCESS', message: `http://files.test/${ticket.objectKey}?expires=300` });
  });

  it("does not let B's admin attach to, or ask a ticket for, A's booking", async () => {
    const { bookingId } = await bookingOfA('F-2');
    const t = await call(b.admin, '/api/upload/booking-file-ticket', { encryptedBookingId: bookingId, fileName: 'x.pdf', fileSize: 2048 });
    expect(t.statusCode).toBe(404);
    const key = `booking-files/${a.organisationId}/${bookingId}/01X/x.pdf`;
    objects.set(key, new Uint8Array(2048));
    expect((await call(b.admin, '/api/upload/booking-file', { encryptedBookingId: bookingId, objectKey: key })).statusCode).toBe(404);
    expect((await db.booking.get({ organisationId: a.organisationId, bookingId }).go()).data?.fileKey).toBeUndefined();
  });

  it("refuses a key outside the booking's folder, a missing object, and a file type not allowed", async () => {
    const { bookingId } = await bookingOfA('F-3');
    const other = await bookingOfA('F-4');
    const foreignKey = `booking-files/${a.organisationId}/${other.bookingId}/01X/x.pdf`;
    objects.set(foreignKey, new Uint8Array(2048));
    expect((await call(a.admin, '/api/upload/booking-file', { encryptedBookingId: bookingId, objectKey: foreignKey })).statusCode).toBe(403);
    const missing = await call(a.admin, '/api/upload/booking-file', {
      encryptedBookingId: bookingId,
      objectKey: `booking-files/${a.organisationId}/${bookingId}/01Y/none.pdf`,
    });
    expect(missing.statusCode).toBe(400);
    const exe = await call(a.admin, '/api/upload/booking-file-ticket', { encryptedBookingId: bookingId, fileName: 'run.exe', fileSize: 2048 });
    expect(exe.statusCode).toBe(400);
    expect(exe.body).toContain(BOOKING_FILE_MESSAGES.typeNotAllowed);
  });
});
