import { fillLabels, LABEL_DEFAULTS } from '@scheduler/contracts/labels';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ulid } from 'ulid';
import { MSG } from '@scheduler/contracts/messages';
import { MEETING_UPLOAD_COLUMNS, MEETING_UPLOAD_MAX_ROWS, MEETING_UPLOAD_MESSAGES, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { formatInZone } from '@scheduler/core/time/time-formats';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler as meetingHandler } from '../meeting/index.ts';
import { meetingPageRecords } from '../meeting/testing/meeting-page-world.ts';
import { handler } from './index.ts';
import { memoryFiles } from './testing/memory-files.ts';

const files = memoryFiles();
const { db } = testDb();
givenRecordingDeps({ files });
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = meetingPageRecords(db, a.organisationId);
const recordsB = meetingPageRecords(db, b.organisationId);

const day = (n: number) => formatInZone(new Date(Date.now() + n * 86_400_000), 'Australia/Sydney', 'yyyy-MM-dd');
const call = (who: SignedIn, path: string, body: object) => invoke(handler, { method: 'POST', path, body, ...who });
const ticket = (who: SignedIn, fileName: string, fileSize: number) => call(who, '/api/upload/new-meeting-ticket', { fileName, fileSize });
/** What the dialog does: a ticket, the POST to the bucket (here: the object written), then the upload call. */
async function upload(who: SignedIn, fileName: string, content: Uint8Array, body: object) {
  const t = await ticket(who, fileName, content.byteLength);
  expect(t.statusCode, t.body).toBe(200);
  const { objectKey } = parseBody(t);
  files.objects.set(objectKey, content);
  const answer = await call(who, '/api/upload/new-meeting', { objectKey, ...body });
  return { answer, objectKey };
}
const csv = (rows: string[][]) =>
  new TextEncoder().encode(`${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`);
const meetingsIn = async (organisationId: string, projectId: string) =>
  (await db.meeting.query.byProject({ organisationId, projectId }).go({ pages: 'all' })).data;
const ONSITE = ['ONSITE', '1 Market Street', 'Level 2', 'Sydney', 'NSW', '2000'];
const REMOTE = ['REMOTE', '', '', '', '', ''];

describe('upload/new-meeting-ticket', () => {
  it('answers a presigned POST in the organisation folder for csv or xlsx, 30 bytes to 4 MB, for assessors and admins only', async () => {
    const ok = await ticket(a.admin, 'meetings.csv', 2048);
    expect(ok.statusCode).toBe(200);
    expect(parseBody(ok)).toMatchObject({ contentType: 'text/csv', maxBytes: 4 * 1024 * 1024 });
    expect(parseBody(ok).objectKey).toMatch(new RegExp(`^tmp/meeting-uploads/${a.organisationId}/.+/meetings\\.csv$`));
    expect(parseBody(await ticket(a.assessor, 'meetings.xlsx', 2048)).contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(parseBody(await ticket(a.admin, 'meetings.txt', 2048)).errors).toEqual({ fileName: UPLOAD_MESSAGES.typeNotAllowed });
    expect(parseBody(await ticket(a.admin, 'meetings.csv', 29)).errors).toEqual({ fileSize: UPLOAD_MESSAGES.tooSmall });
    expect(parseBody(await ticket(a.admin, 'meetings.csv', 4 * 1024 * 1024 + 1)).errors).toEqual({ fileSize: UPLOAD_MESSAGES.tooLarge });
    expect((await ticket(a.candidate, 'meetings.csv', 2048)).statusCode).toBe(403);
  });
});

describe('upload/new-meeting', () => {
  it('creates a meeting per good row and reports each bad row once with its reason: method, date, markup, a host already taken', async () => {
    const projectId = await recordsA.project('INTERVIEW');
    // Another meeting already holds the assessor on day 20 at 09:00 (saved through the meeting page).
    const taken = await invoke(meetingHandler, {
      method: 'POST',
      path: '/api/meeting/save',
      body: {
        encryptedProjectId: projectId,
        startDateDisplay: day(20),
        startTimeDisplay: '09:00',
        encryptedTimezoneId: 'Australia/Sydney',
        deliveryMethod: 'REMOTE',
        encryptedAssessorId: a.assessor.userId,
        instructions: 'Held already',
      },
      ...a.admin,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const host = a.assessor.username;
    const { answer, objectKey } = await upload(
      a.admin,
      'meetings.csv',
      csv([
        [...MEETING_UPLOAD_COLUMNS.admin],
        [host, 'Active', day(21), '09:00', '1', ...ONSITE, 'YES'],
        [host, 'Inactive', day(21), '11:00', '1', ...REMOTE],
        [host, 'Active', day(21), '13:00', '1', 'PHONE', '', '', '', '', '', ''],
        [host, 'Active', '2027-13-40', '09:00', '1', ...REMOTE],
        [host, 'Active', day(22), '09:00', '1', 'ONSITE', '1 Market Street', '', '<b>Sydney</b>', 'NSW', '2000'],
        [host, 'Active', day(20), '09:30', '1', ...REMOTE],
        [host, 'Active', day(21), '11:30', '1', ...REMOTE],
        [host.toUpperCase(), 'active', day(23), '=1+1', '1', ...REMOTE],
        ['nobody@upload.test', 'Active', day(23), '09:00', '1', ...REMOTE],
        [host, 'Active', day(24), '09:00', '1', ...REMOTE],
      ]),
      { encryptedProjectId: projectId, fileHeaderRow: 'Y' },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const result = parseBody(answer);
    expect(result.successCount).toBe(3);
    expect(result.errors).toEqual([
      { row: 4, message: `Method: ${MEETING_UPLOAD_MESSAGES.method}` },
      { row: 5, message: expect.stringMatching(/^Start Date: /) },
      { row: 6, message: MSG.notAllowedContent },
      { row: 7, message: 'NOT AVAILABLE' },
      { row: 8, message: 'NOT AVAILABLE' },
      { row: 9, message: expect.stringMatching(/^Start Time: /) },
      { row: 10, message: 'Email: NOT AVAILABLE' },
    ]);
    const created = await meetingsIn(a.organisationId, projectId);
    expect(created).toHaveLength(4);
    const byStart = created.filter((m) => m.meetingId !== parseBody(taken).message).sort((x, y) => x.start.localeCompare(y.start));
    expect(byStart.map((m) => [m.active, m.surge, m.deliveryMethod, m.assessorId])).toEqual([
      [true, true, 'ONSITE', a.assessor.userId],
      [false, false, 'REMOTE', a.assessor.userId],
      [true, false, 'REMOTE', a.assessor.userId],
    ]);
    expect(byStart[0]?.address).toMatchObject({ addLine1: '1 Market Street', addLine2: 'Level 2', city: 'Sydney', state: 'NSW', postCode: 2000 });
    // Each created meeting holds its host in the same write; a refused row left nothing behind.
    for (const m of byStart) {
      const { data: held } = await db.assessorAllocation.query.byMeeting({ organisationId: a.organisationId, meetingId: m.meetingId }).go();
      expect(held).toHaveLength(1);
    }
    expect(files.objects.has(objectKey)).toBe(false);
  });

  it("takes an assessor's 10-column file without a header: their own meetings, created Inactive for approval", async () => {
    const projectId = await recordsA.project('INTERVIEW');
    const { answer } = await upload(
      a.assessor,
      'mine.csv',
      csv([
        [day(30), '10:00', '1', ...REMOTE, 'YES'],
        [day(31), '10:00', '', ...ONSITE],
      ]),
      {
        encryptedProjectId: projectId,
      },
    );
    expect(parseBody(answer)).toMatchObject({ successCount: 2, errors: [] });
    const created = await meetingsIn(a.organisationId, projectId);
    expect(created.map((m) => [m.active, m.assessorId]).sort()).toEqual([
      [false, a.assessor.userId],
      [false, a.assessor.userId],
    ]);
  });

  it('takes an admin assessment file as xlsx (13 columns, spots checked in the organisation words)', async () => {
    const projectId = await recordsA.project('ASSESSMENT');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Meetings');
    sheet.addRow([...MEETING_UPLOAD_COLUMNS.assessment]);
    sheet.addRow([a.invigilator.username, 'Active', day(40), '09:00', '', ...ONSITE, 2, 6]);
    sheet.addRow([a.invigilator.username, 'Active', day(41), '09:00', '', ...ONSITE, 5, 3]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const { answer } = await upload(a.admin, 'assessments.xlsx', bytes, { encryptedProjectId: projectId, fileHeaderRow: 'Y' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(parseBody(answer)).toMatchObject({
      successCount: 1,
      errors: [{ row: 3, message: 'Max Spots: The maximum Candidate spots may not be lower than minimum spots.' }],
    });
    const [created] = await meetingsIn(a.organisationId, projectId);
    expect(created).toMatchObject({ candidateMin: 2, candidateMax: 6, assessorId: a.invigilator.userId, stepType: 'ASSESSMENT' });
  });

  it('refuses a whole bad file and creates nothing: wrong columns, a first row of another layout, empty, too many rows, too small, too large', async () => {
    const projectId = await recordsA.project('INTERVIEW');
    const header = await upload(
      a.admin,
      'wrong.csv',
      csv([
        ['Name', 'Email'],
        ['Ada', 'ada@upload.test'],
      ]),
      {
        encryptedProjectId: projectId,
        fileHeaderRow: 'Y',
      },
    );
    expect(header.answer.statusCode).toBe(422);
    expect(parseBody(header.answer).message).toBe(UPLOAD_MESSAGES.wrongColumns(MEETING_UPLOAD_COLUMNS.admin));
    // An admin's 12-column layout sent to an assessment project (13 columns) with its header.
    const assessments = await recordsA.project('ASSESSMENT');
    const layout = await upload(
      a.admin,
      'admin.csv',
      csv([[...MEETING_UPLOAD_COLUMNS.admin], [a.invigilator.username, 'Active', day(21), '09:00', '1', ...REMOTE]]),
      {
        encryptedProjectId: assessments,
        fileHeaderRow: 'Y',
      },
    );
    expect(parseBody(layout.answer).message).toBe(UPLOAD_MESSAGES.wrongColumns(MEETING_UPLOAD_COLUMNS.assessment));
    const noHeader = await upload(
      a.admin,
      'short.csv',
      csv([
        ['a', 'b', 'c'],
        ['d', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q'],
      ]),
      {
        encryptedProjectId: projectId,
      },
    );
    expect(parseBody(noHeader.answer).message).toBe(UPLOAD_MESSAGES.wrongColumns(MEETING_UPLOAD_COLUMNS.admin));
    const empty = await upload(a.admin, 'empty.csv', csv([[...MEETING_UPLOAD_COLUMNS.admin]]), { encryptedProjectId: projectId, fileHeaderRow: 'Y' });
    expect(parseBody(empty.answer).message).toBe(fillLabels(MEETING_UPLOAD_MESSAGES.emptyFile, LABEL_DEFAULTS));
    const many = Array.from({ length: MEETING_UPLOAD_MAX_ROWS + 1 }, () => [a.assessor.username, 'Active', day(21), '09:00', '1', ...REMOTE]);
    const tooMany = await upload(a.admin, 'many.csv', csv(many), { encryptedProjectId: projectId });
    expect(parseBody(tooMany.answer).message).toBe(MEETING_UPLOAD_MESSAGES.tooManyRows);

    const tinyKey = `tmp/meeting-uploads/${a.organisationId}/${ulid()}/tiny.csv`;
    files.objects.set(tinyKey, new TextEncoder().encode('a,b'));
    expect(parseBody(await call(a.admin, '/api/upload/new-meeting', { objectKey: tinyKey, encryptedProjectId: projectId })).message).toBe(
      UPLOAD_MESSAGES.tooSmall,
    );
    const bigKey = `tmp/meeting-uploads/${a.organisationId}/${ulid()}/big.csv`;
    files.objects.set(bigKey, new Uint8Array(4 * 1024 * 1024 + 1));
    expect(parseBody(await call(a.admin, '/api/upload/new-meeting', { objectKey: bigKey, encryptedProjectId: projectId })).message).toBe(
      UPLOAD_MESSAGES.tooLarge,
    );
    const txtKey = `tmp/meeting-uploads/${a.organisationId}/${ulid()}/m.txt`;
    files.objects.set(txtKey, new Uint8Array(100));
    expect(parseBody(await call(a.admin, '/api/upload/new-meeting', { objectKey: txtKey, encryptedProjectId: projectId })).message).toBe(
      UPLOAD_MESSAGES.typeNotAllowed,
    );
    expect(await meetingsIn(a.organisationId, projectId)).toHaveLength(0);
    expect(await meetingsIn(a.organisationId, assessments)).toHaveLength(0);
  });

  it("refuses another organisation's project (404) and object (403), a candidate (403), and markup in the request (406)", async () => {
    const projectB = await recordsB.project('INTERVIEW');
    const rows = csv([[a.assessor.username, 'Active', day(25), '09:00', '1', ...REMOTE]]);
    const foreign = await upload(a.admin, 'm.csv', rows, { encryptedProjectId: projectB });
    expect(foreign.answer.statusCode).toBe(404);
    expect(await meetingsIn(b.organisationId, projectB)).toHaveLength(0);
    const theirKey = `tmp/meeting-uploads/${b.organisationId}/${ulid()}/theirs.csv`;
    files.objects.set(theirKey, rows);
    const projectA = await recordsA.project('INTERVIEW');
    expect((await call(a.admin, '/api/upload/new-meeting', { objectKey: theirKey, encryptedProjectId: projectA })).statusCode).toBe(403);
    expect(files.objects.has(theirKey)).toBe(true);
    expect((await call(a.candidate, '/api/upload/new-meeting', { objectKey: theirKey, encryptedProjectId: projectA })).statusCode).toBe(403);
    expect((await call(a.admin, '/api/upload/new-meeting', { objectKey: '<script>x</script>.csv', encryptedProjectId: projectA })).statusCode).toBe(
      406,
    );
  });
});
