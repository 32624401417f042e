import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { ulid } from 'ulid';
import { fieldMessages, invalidMobileMessage } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import {
  CANDIDATE_INVITE_MESSAGES,
  CSV_CANDIDATE_COLUMNS,
  EXCEL_CANDIDATE_COLUMNS,
  UPLOAD_MAX_ROW_CHARS,
  UPLOAD_MAX_ROWS_READ,
  UPLOAD_MESSAGES,
} from '@scheduler/contracts/schemas/upload';
import type { EventPublisher } from '@scheduler/core/ports/event-publisher';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler as jobHandler } from '../jobs/candidate-upload.ts';
import { handler as sweepHandler } from '../jobs/upload-job-sweep.ts';
import { MAX_TAKEOVERS } from '@scheduler/core/invitation/candidate-upload';
import { bookingBuckets } from '@scheduler/core/booking/booking-list';
import { counterItemName, LIST_COUNTER_SHARDS } from '@scheduler/core/lists/list-counter-shards';
import { readCounters } from '@scheduler/core/lists/list-counters';
import { memberCounter, memberTab } from '@scheduler/core/user/member-list';
import { searchTokenRowsOf } from '@scheduler/core/user/user-search-tokens';
import { handler } from './index.ts';
import { memoryFiles } from './testing/memory-files.ts';

const published: { type: string; detail: Record<string, unknown> }[] = [];
const events: EventPublisher = { publish: async (e) => void published.push(e) };
const files = memoryFiles();

const { db } = testDb();
const { mailer } = givenRecordingDeps({ files, events });
const world = await givenTwoOrganisations(db, { names: ['Alpha Org', 'Beta Org'] });
const { a, b } = world;
const excel = await world.organisation('Excel Org', { config: { uploadProcessorType: 'Excel' } });
const excelAdmin = await world.signedIn(await world.member(excel.organisationId, 'ORG_ADMIN'), excel.organisationId);

async function project(organisationId: string, stepType: 'ASSESSMENT' | 'INTERVIEW') {
  const projectId = ulid();
  const now = new Date().toISOString();
  await db.project
    .create({
      organisationId,
      projectId,
      departmentId: ulid(),
      name: `${stepType} project`,
      stepType,
      start: now,
      end: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      timeZone: 'Australia/Sydney',
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return projectId;
}
const assessmentA = await project(a.organisationId, 'ASSESSMENT');
const interviewA = await project(a.organisationId, 'INTERVIEW');
const assessmentB = await project(b.organisationId, 'ASSESSMENT');
const assessmentX = await project(excel.organisationId, 'ASSESSMENT');

const call = (who: SignedIn, path: string, body: object) => invoke(handler, { method: 'POST', path, body, ...who });
const ticket = (who: SignedIn, fileName: string, fileSize: number, organisationId?: string) =>
  call(who, '/api/upload/new-candidate-ticket', { fileName, fileSize, ...(organisationId ? { encryptedOrganisationId: organisationId } : {}) });
/** What the page does: a ticket, the POST to the bucket (here: the object written), then the upload call. */
async function upload(who: SignedIn, fileName: string, content: Uint8Array, body: object) {
  const t = await ticket(who, fileName, content.byteLength);
  expect(t.statusCode).toBe(200);
  const { objectKey } = parseBody(t);
  files.objects.set(objectKey, content);
  return call(who, '/api/upload/new-candidate', { objectKey, ...body });
}
const projectsA = { projectTypes: ['ASSESSMENT', 'INTERVIEW'], enAssessmentProjectId: assessmentA, enInterviewProjectId: interviewA, linkExpiry: 2 };
/** The search token rows of organisation A's candidates whose e-mail holds `tag`, beside the rows their accesses ask for. */
async function tokensOfTag(tag: string): Promise<{ held: string[]; expected: string[] }> {
  const organisationId = a.organisationId;
  const asRead = (r: { userId: string; token: string; listTab?: string; listName: string; listSearch: string }) =>
    [r.userId, r.token, r.listTab, r.listName, r.listSearch].join(' ');
  const [{ data: tokens }, { data: accesses }] = await Promise.all([
    db.userSearchToken.query.byToken({ organisationId }).go({ pages: 'all' }),
    db.userOrgAccess.query.byOrganisation({ organisationId }).go({ pages: 'all' }),
  ]);
  const tagged = accesses.filter((x) => x.listSearch.includes(tag));
  const ids = new Set(tagged.map((x) => x.userId));
  return {
    held: tokens
      .filter((t) => ids.has(t.userId))
      .map(asRead)
      .sort(),
    expected: tagged.flatMap(searchTokenRowsOf).map(asRead).sort(),
  };
}

const bookingsIn = async (organisationId: string, projectId: string) =>
  (await db.booking.query.byProject({ organisationId, projectId }).go({ pages: 'all' })).data.length;

const BAD_CSV_ROWS: Record<number, (r: string[]) => void> = {
  // Rows counted in the file, the header being row 1.
  50: (r) => (r[5] = 'not-an-email'),
  99: (r) => (r[0] = ''),
  140: (r) => (r[4] = '+6421234567'),
};
function csvFile(tag: string, rows: number): Uint8Array {
  const lines = [CSV_CANDIDATE_COLUMNS.join(',')];
  for (let i = 2; i <= rows + 1; i++) {
    const r = [
      `U${i}`,
      `JIRA-${i}`,
      i === 7 ? '=HYPERLINK("http://x.test","click")' : `First${i}`,
      `Last, ${i}`,
      '+61412345678',
      `${tag}.${i}@upload.test`,
      'Extra time',
      'Reader',
    ];
    BAD_CSV_ROWS[i]?.(r);
    lines.push(r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','));
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

describe('upload/new-candidate-ticket', () => {
  it("answers a presigned POST for the organisation's own file type, with the spec's messages for the wrong type and size", async () => {
    const ok = await ticket(a.admin, 'candidates.csv', 2048);
    expect(ok.statusCode).toBe(200);
    expect(parseBody(ok)).toMatchObject({ contentType: 'text/csv', maxBytes: 4 * 1024 * 1024, fields: { 'Content-Type': 'text/csv' } });
    expect(parseBody(ok).objectKey).toMatch(new RegExp(`^candidate-uploads/${a.organisationId}/.+/candidates\\.csv$`));

    expect(parseBody(await ticket(a.admin, 'candidates.xlsx', 2048)).errors).toEqual({ fileName: UPLOAD_MESSAGES.typeNotAllowed });
    expect(parseBody(await ticket(excelAdmin, 'candidates.csv', 2048)).errors).toEqual({ fileName: UPLOAD_MESSAGES.typeNotAllowed });
    expect(parseBody(await ticket(a.admin, 'candidates.csv', 29)).errors).toEqual({ fileSize: UPLOAD_MESSAGES.tooSmall });
    expect(parseBody(await ticket(a.admin, 'candidates.csv', 4 * 1024 * 1024 + 1)).errors).toEqual({ fileSize: UPLOAD_MESSAGES.tooLarge });
    expect((await ticket(a.admin, 'candidates.csv', 2048, b.organisationId)).statusCode).toBe(403);
    expect((await ticket(a.assessor, 'candidates.csv', 2048)).statusCode).toBe(403);
  });
});

describe('upload/new-candidate', () => {
  it('invites every good row of a CSV (one PENDING booking per project), reports the three bad rows by number and reason, and a re-run changes nothing', {
    timeout: 180_000,
  }, async () => {
    const tag = ulid().toLowerCase();
    const file = csvFile(tag, 150);
    const keysBefore = new Set(files.objects.keys());
    const res = await upload(a.admin, 'candidates.csv', file, { ...projectsA, fileHeaderRow: 'Y' });
    expect(res.statusCode).toBe(200);
    // The processed file is deleted from the bucket.
    expect([...files.objects.keys()].filter((k) => !keysBefore.has(k))).toEqual([]);
    const answer = parseBody(res);
    expect(answer.successCount).toBe(147);
    expect(answer.errors).toEqual([
      { row: 50, message: `Email: ${fieldMessages.email}` },
      { row: 99, message: `Unique Id: ${MSG.requiredField}` },
      { row: 140, message: `Mobile: ${invalidMobileMessage('AU')}` },
    ]);
    const before = [await bookingsIn(a.organisationId, assessmentA), await bookingsIn(a.organisationId, interviewA)];
    const row9 = (await db.user.query.byUsername({ username: `${tag}.9@upload.test` }).go()).data[0]!;
    const { data: access } = await db.userOrgAccess.get({ organisationId: a.organisationId, userId: row9.userId }).go();
    expect(access).toMatchObject({
      userType: 'CANDIDATE',
      status: 'INVITED',
      uniqueId: 'U9',
      issueId: 'JIRA-9',
      requestTypes: 'Extra time,Reader',
      invitedLastName: 'Last, 9',
    });
    // A formula-looking cell is kept as the text it is.
    expect((await db.user.query.byUsername({ username: `${tag}.7@upload.test` }).go()).data[0]?.firstName).toBe(
      '=HYPERLINK("http://x.test","click")',
    );
    // A file's invitation e-mails wait in the outbox for the sender (sent at the provider's rate), which the bus is told of.
    const { data: mails } = await db.deliveryRecord.query.byPerson({ organisationId: a.organisationId, personKey: row9.userId }).go();
    expect(mails).toMatchObject([{ status: 'QUEUED', alertCode: 'CANDIDATE_INVITATION', recipient: `${tag}.9@upload.test` }]);
    expect(mails[0]?.text).toMatch(/signup\?invitation=/);
    expect(mailer.lastTo(`${tag}.9@upload.test`)).toBeUndefined();
    const announced = published.filter((e) => e.type === 'notification.outbox-queued' && e.detail.organisationId === a.organisationId);
    expect(announced.reduce((n, e) => n + Number(e.detail.count), 0)).toBeGreaterThanOrEqual(147);

    const again = parseBody(await upload(a.admin, 'candidates.csv', file, { ...projectsA, fileHeaderRow: 'Y' }));
    expect(again.successCount).toBe(0);
    expect(again.errors).toHaveLength(150);
    expect(again.errors[0]).toEqual({ row: 2, message: CANDIDATE_INVITE_MESSAGES.rowAlreadyInvited });
    expect([await bookingsIn(a.organisationId, assessmentA), await bookingsIn(a.organisationId, interviewA)]).toEqual(before);
  });

  it('invites the rows of an Excel file of an Excel organisation (no unique id needed), reporting its bad rows', { timeout: 180_000 }, async () => {
    const tag = ulid().toLowerCase();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Candidates');
    sheet.addRow([...EXCEL_CANDIDATE_COLUMNS]);
    for (let i = 2; i <= 121; i++) {
      const row: ExcelJS.CellValue[] = [`First${i}`, `Last${i}`, `${tag}.${i}@upload.test`, '+61412345678'];
      if (i === 10) row[2] = '';
      if (i === 77) row[3] = '0412345678';
      if (i === 60) row[0] = { formula: 'CONCAT("A","B")', result: 'AB' };
      if (i === 120) row[1] = '<b>bold</b>';
      sheet.addRow(row);
    }
    const content = new Uint8Array(await workbook.xlsx.writeBuffer());
    const res = await upload(excelAdmin, 'candidates.xlsx', content, {
      projectTypes: ['ASSESSMENT'],
      enAssessmentProjectId: assessmentX,
      fileHeaderRow: 'Y',
    });
    expect(res.statusCode).toBe(200);
    const answer = parseBody(res);
    expect(answer.successCount).toBe(117);
    expect(answer.errors).toEqual([
      { row: 10, message: `Email: ${MSG.requiredField}` },
      { row: 77, message: `Mobile: ${invalidMobileMessage('AU')}` },
      { row: 120, message: `Last Name: ${fieldMessages.invalidMarkup}` },
    ]);
    expect((await db.user.query.byUsername({ username: `${tag}.60@upload.test` }).go()).data[0]?.firstName).toBe('=CONCAT("A","B")');
    expect(await bookingsIn(excel.organisationId, assessmentX)).toBe(117);
  });

  it("refuses bad files with the spec's messages: wrong columns, too small, the wrong type for the organisation", async () => {
    const wrong = await upload(a.admin, 'wrong.csv', new TextEncoder().encode('Name,Email\nAda Lovelace,ada@upload.test\n'), {
      ...projectsA,
      fileHeaderRow: 'Y',
    });
    expect(wrong.statusCode).toBe(422);
    expect(parseBody(wrong).message).toBe(UPLOAD_MESSAGES.wrongColumns(CSV_CANDIDATE_COLUMNS));
    const noHeader = await upload(a.admin, 'short.csv', new TextEncoder().encode('U1,J1,Ada,Lovelace\nU2,J2,Alan,Turing\n'), { ...projectsA });
    expect(parseBody(noHeader).message).toBe(UPLOAD_MESSAGES.wrongColumns(CSV_CANDIDATE_COLUMNS));

    const key = `candidate-uploads/${a.organisationId}/${ulid()}/tiny.csv`;
    files.objects.set(key, new TextEncoder().encode('a,b'));
    const tiny = await call(a.admin, '/api/upload/new-candidate', { objectKey: key, ...projectsA });
    expect(parseBody(tiny).message).toBe(UPLOAD_MESSAGES.tooSmall);
    const xlsxKey = `candidate-uploads/${a.organisationId}/${ulid()}/file.xlsx`;
    files.objects.set(xlsxKey, new Uint8Array(100));
    expect(parseBody(await call(a.admin, '/api/upload/new-candidate', { objectKey: xlsxKey, ...projectsA })).message).toBe(
      UPLOAD_MESSAGES.typeNotAllowed,
    );
  });

  it('ends the job of a hostile file FAILED with its reason: an archive past its unpacked budget, a flood of blank rows; a long row is a row error', async () => {
    const delivered = async (res: { body?: string }) => {
      const { jobId } = parseBody(res);
      const queued = published.find((e) => e.detail.jobId === jobId)!;
      await jobHandler({ 'detail-type': queued.type, detail: queued.detail } as never);
      return (await db.candidateUploadJob.get({ organisationId: excel.organisationId, jobId }).go()).data!;
    };
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Candidates').addRow([...EXCEL_CANDIDATE_COLUMNS]);
    const entries = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
    const bomb = zipSync({ ...entries, 'xl/sharedStrings.xml': new Uint8Array(64 * 1024 * 1024).fill(0x41), 'pad.bin': randomBytes(20_000) });
    const excelProjects = { projectTypes: ['ASSESSMENT'], enAssessmentProjectId: assessmentX, fileHeaderRow: 'Y' };
    const bombJob = await delivered(await upload(excelAdmin, 'bomb.xlsx', bomb, excelProjects));
    expect(bombJob).toMatchObject({ status: 'FAILED', message: UPLOAD_MESSAGES.tooLargeUnpacked, successCount: 0 });

    const sheet = 'xl/worksheets/sheet1.xml';
    const blankRows = Array.from({ length: UPLOAD_MAX_ROWS_READ + 1 }, (_, i) => `<row r="${i + 2}"/>`).join('');
    const flood = zipSync({ ...entries, [sheet]: strToU8(strFromU8(entries[sheet]!).replace('</sheetData>', `${blankRows}</sheetData>`)) });
    const floodJob = await delivered(await upload(excelAdmin, 'flood.xlsx', flood, excelProjects));
    expect(floodJob).toMatchObject({ status: 'FAILED', message: UPLOAD_MESSAGES.tooManyRowsRead, successCount: 0 });

    const tag = ulid().toLowerCase();
    const longBook = new ExcelJS.Workbook();
    const longSheet = longBook.addWorksheet('Candidates');
    longSheet.addRow([...EXCEL_CANDIDATE_COLUMNS]);
    longSheet.addRow(['Ada', 'L'.repeat(UPLOAD_MAX_ROW_CHARS), `${tag}.1@upload.test`]);
    longSheet.addRow(['Alan', 'Turing', `${tag}.2@upload.test`]);
    const answer = await upload(excelAdmin, 'long.xlsx', new Uint8Array(await longBook.xlsx.writeBuffer()), excelProjects);
    expect(parseBody(answer)).toMatchObject({ successCount: 1, errors: [{ row: 2, message: UPLOAD_MESSAGES.rowTooLong }] });
  }, 120_000);

  it("refuses another organisation's object (403) and project (404), and markup in the request (406)", async () => {
    const key = `candidate-uploads/${b.organisationId}/${ulid()}/theirs.csv`;
    files.objects.set(key, csvFile('theirs', 3));
    expect((await call(a.admin, '/api/upload/new-candidate', { objectKey: key, ...projectsA, fileHeaderRow: 'Y' })).statusCode).toBe(403);
    const foreignProject = await upload(a.admin, 'c.csv', csvFile(ulid().toLowerCase(), 3), {
      projectTypes: ['ASSESSMENT'],
      enAssessmentProjectId: assessmentB,
    });
    expect(foreignProject.statusCode).toBe(404);
    expect((await call(a.admin, '/api/upload/new-candidate', { objectKey: '<script>x</script>.csv', ...projectsA })).statusCode).toBe(406);
  });

  it('runs a larger file as a job: the call answers a job id at once, the job writes progress and the result the page reads', async () => {
    const tag = ulid().toLowerCase();
    const file = csvFile(tag, 260);
    expect(file.byteLength).toBeGreaterThan(16 * 1024);
    const res = await upload(a.admin, 'big.csv', file, { projectTypes: ['ASSESSMENT'], enAssessmentProjectId: assessmentA, fileHeaderRow: 'Y' });
    const { jobId, status } = parseBody(res);
    expect(status).toBe('QUEUED');
    const progress = () =>
      invoke(handler, {
        method: 'GET',
        path: '/api/upload/getCandidateUploadJob/{organisationId}/{jobId}',
        params: { organisationId: a.organisationId, jobId },
        ...a.admin,
      });
    expect(parseBody(await progress())).toMatchObject({ status: 'QUEUED', rowsDone: 0 });
    const queued = published.find((e) => e.detail.jobId === jobId)!;
    expect(queued.type).toBe('upload.candidate-file-queued');

    const deliver = (e: { type: string; detail: Record<string, unknown> }) => ({
      version: '0',
      id: ulid(),
      'detail-type': e.type,
      source: 'scheduler',
      account: '0',
      time: '',
      region: '',
      resources: [],
      detail: e.detail,
    });
    const delivery = deliver(queued);
    // An invocation about to run out of time stops after a batch and hands the rest on with the same event.
    const before = published.length;
    await jobHandler(delivery as never, { getRemainingTimeInMillis: () => 1_000 } as never);
    const halfway = parseBody(await progress());
    expect(halfway.status).toBe('RUNNING');
    expect(halfway.rowsDone).toBeGreaterThanOrEqual(50);
    expect(halfway.rowsDone).toBeLessThan(260);
    // The file stays while the job needs it, and is deleted once processed (no list of candidates left in the bucket).
    const { objectKey } = (await db.candidateUploadJob.get({ organisationId: a.organisationId, jobId }).go()).data!;
    expect(files.objects.has(objectKey)).toBe(true);
    const continued = published.slice(before).find((e) => e.detail.jobId === jobId)!;
    expect(continued.type).toBe('upload.candidate-file-queued');
    await jobHandler(deliver(continued) as never);
    const done = parseBody(await progress());
    expect(done).toMatchObject({ status: 'DONE', rowsDone: 260, successCount: 257, errorCount: 3, bytesRead: file.byteLength });
    expect(done.errors.map((e: { row: number }) => e.row)).toEqual([50, 99, 140]);
    expect(files.objects.has(objectKey)).toBe(false);
    // A second delivery of the event finds the job done and changes nothing.
    await jobHandler(delivery as never);
    expect(parseBody(await progress()).successCount).toBe(257);
    // Another organisation cannot read it.
    const theirs = await invoke(handler, {
      method: 'GET',
      path: '/api/upload/getCandidateUploadJob/{organisationId}/{jobId}',
      params: { organisationId: b.organisationId, jobId },
      ...b.admin,
    });
    expect(theirs.statusCode).toBe(404);
  }, 240_000);

  it("writes a job's batches several at once: every row invited once, a repeated e-mail refused once, the counters exact", async () => {
    const tag = ulid().toLowerCase();
    // Row 10's e-mail again in its own batch (row 30), and in batches in flight beside it (rows 130 and 280).
    let text = new TextDecoder().decode(csvFile(tag, 300));
    for (const row of [30, 130, 280]) text = text.replace(`${tag}.${row}@upload.test`, `${tag}.10@upload.test`);
    const pending = bookingBuckets({ status: 'PENDING' }).organisation[0]!;
    const invited = memberCounter('CANDIDATE', memberTab({ status: 'INVITED', active: false, archived: false }));
    const shardsOf = async (list: string) =>
      (
        await db.listCounter
          .get(Array.from({ length: LIST_COUNTER_SHARDS }, (_, shard) => ({ organisationId: a.organisationId, list: counterItemName(list, shard) })))
          .go()
      ).data;
    const [countsBefore, shardsBefore, bookingsBefore] = await Promise.all([
      readCounters(db, a.organisationId, [pending, invited]),
      shardsOf(pending),
      bookingsIn(a.organisationId, assessmentA),
    ]);
    const res = await upload(a.admin, 'twice.csv', new TextEncoder().encode(text), {
      projectTypes: ['ASSESSMENT'],
      enAssessmentProjectId: assessmentA,
      fileHeaderRow: 'Y',
    });
    const { jobId } = parseBody(res);
    await jobHandler({
      id: ulid(),
      'detail-type': 'upload.candidate-file-queued',
      detail: published.find((e) => e.detail.jobId === jobId)!.detail,
    } as never);
    const job = (await db.candidateUploadJob.get({ organisationId: a.organisationId, jobId }).go()).data!;
    expect(job).toMatchObject({ status: 'DONE', rowsDone: 300, successCount: 294, errorCount: 6 });
    expect(JSON.parse(job.rowErrors)).toEqual([
      { row: 30, message: CANDIDATE_INVITE_MESSAGES.rowAlreadyInvited },
      expect.objectContaining({ row: 50 }),
      expect.objectContaining({ row: 99 }),
      { row: 130, message: CANDIDATE_INVITE_MESSAGES.rowAlreadyInvited },
      expect.objectContaining({ row: 140 }),
      { row: 280, message: CANDIDATE_INVITE_MESSAGES.rowAlreadyInvited },
    ]);
    expect((await bookingsIn(a.organisationId, assessmentA)) - bookingsBefore).toBe(294);
    const countsAfter = await readCounters(db, a.organisationId, [pending, invited]);
    expect(countsAfter.get(pending)! - countsBefore.get(pending)!).toBe(294);
    expect(countsAfter.get(invited)! - countsBefore.get(invited)!).toBe(294);
    // Each invited row's search token rows, written after its batch's transaction, are its access's.
    const tokens = await tokensOfTag(tag);
    expect(tokens.expected.length).toBeGreaterThan(294 * 4);
    expect(tokens.held).toEqual(tokens.expected);
    // Its batches moved the counters on their slots' shards: several, since several were in flight.
    const grown = (await shardsOf(pending)).filter((c) => c.count !== (shardsBefore.find((b) => b.list === c.list)?.count ?? 0));
    expect(grown.length).toBeGreaterThan(1);
  }, 240_000);

  describe('a job whose invocation died', () => {
    const jobOf = async (jobId: string) => (await db.candidateUploadJob.get({ organisationId: a.organisationId, jobId }).go()).data!;
    const start = async (rows: number) => {
      const tag = ulid().toLowerCase();
      const res = await upload(a.admin, 'big.csv', csvFile(tag, rows), {
        projectTypes: ['ASSESSMENT'],
        enAssessmentProjectId: assessmentA,
        fileHeaderRow: 'Y',
      });
      return { jobId: parseBody(res).jobId as string, tag };
    };
    const run = (jobId: string, yieldNow = false) =>
      jobHandler(
        {
          id: ulid(),
          'detail-type': 'upload.candidate-file-queued',
          detail: { organisationId: a.organisationId, actorUserId: a.admin.userId, occurredAt: new Date().toISOString(), jobId },
        } as never,
        { getRemainingTimeInMillis: () => (yieldNow ? 1_000 : 600_000) } as never,
      );
    /** The row as a holder that died leaves it: RUNNING, its progress as last written, its lease run out. */
    const died = (jobId: string, progress: { rowsDone: number; successCount: number; errorCount: number; rowErrors: string }, takeovers = 0) =>
      db.candidateUploadJob
        .patch({ organisationId: a.organisationId, jobId })
        .set({
          status: 'RUNNING',
          leaseId: 'dead-invocation',
          leaseUntil: new Date(Date.now() - 1_000).toISOString(),
          takeovers,
          rowsDone: progress.rowsDone,
          successCount: progress.successCount,
          errorCount: progress.errorCount,
          rowErrors: progress.rowErrors,
        })
        .go();
    const sweep = async () => {
      const before = published.length;
      await sweepHandler({ id: ulid() } as never);
      return published.slice(before);
    };

    it('is taken over by the sweep and finishes with every row once, the rows it did after its last progress counted once', async () => {
      const bookingsBefore = await bookingsIn(a.organisationId, assessmentA);
      const { jobId, tag } = await start(260);
      await run(jobId, true);
      const first = await jobOf(jobId);
      expect(first.status).toBe('CONTINUE');
      const firstRunEnded = new Date().toISOString();
      // The dead invocation went on to invite the next rows, but its progress write never landed, nor the search
      // token rows of those rows (written after their transactions).
      await run(jobId, true);
      expect((await jobOf(jobId)).rowsDone).toBeGreaterThan(first.rowsDone);
      await died(jobId, first);
      const { data: accesses } = await db.userOrgAccess.query.byOrganisation({ organisationId: a.organisationId }).go({ pages: 'all' });
      const lost = new Set(accesses.filter((x) => x.listSearch.includes(tag) && x.createdAt > firstRunEnded).map((x) => x.userId));
      expect(lost.size).toBeGreaterThan(0);
      const { data: tokens } = await db.userSearchToken.query.byToken({ organisationId: a.organisationId }).go({ pages: 'all' });
      await db.userSearchToken.delete(tokens.filter((t) => lost.has(t.userId))).go();
      expect(await sweep()).toContainEqual(
        expect.objectContaining({ type: 'upload.candidate-file-queued', detail: expect.objectContaining({ jobId }) }),
      );
      await run(jobId);
      const done = await jobOf(jobId);
      expect(done).toMatchObject({ status: 'DONE', rowsDone: 260, successCount: 257, errorCount: 3, takeovers: 1 });
      expect(JSON.parse(done.rowErrors).map((e: { row: number }) => e.row)).toEqual([50, 99, 140]);
      expect((await bookingsIn(a.organisationId, assessmentA)) - bookingsBefore).toBe(257);
      // Every invited row has its search token rows, those its successor did again included.
      const { held, expected } = await tokensOfTag(tag);
      expect(expected.length).toBeGreaterThan(257 * 4);
      expect(held).toEqual(expected);
      expect(await sweep()).not.toContainEqual(expect.objectContaining({ detail: expect.objectContaining({ jobId }) }));
    }, 240_000);

    it('is not taken while its holder keeps its lease, and a holder that lost its lease stops at its next progress', async () => {
      const { jobId } = await start(260);
      await run(jobId, true);
      const held = await jobOf(jobId);
      await db.candidateUploadJob
        .patch({ organisationId: a.organisationId, jobId })
        .set({ status: 'RUNNING', leaseId: 'live-invocation', leaseUntil: new Date(Date.now() + 60_000).toISOString() })
        .go();
      await run(jobId);
      expect(await jobOf(jobId)).toMatchObject({ status: 'RUNNING', leaseId: 'live-invocation', rowsDone: held.rowsDone });
      expect(await sweep()).not.toContainEqual(expect.objectContaining({ detail: expect.objectContaining({ jobId }) }));

      // Taken over from under a slow holder: the holder's next progress write finds the lease gone and it stops there.
      await died(jobId, held);
      const { objectKey } = await jobOf(jobId);
      const get = files.get;
      files.get = async (key) => {
        if (key === objectKey)
          await db.candidateUploadJob.patch({ organisationId: a.organisationId, jobId }).set({ leaseId: 'another-invocation' }).go();
        return get(key);
      };
      try {
        await run(jobId);
      } finally {
        files.get = get;
      }
      expect(await jobOf(jobId)).toMatchObject({ status: 'RUNNING', leaseId: 'another-invocation', rowsDone: held.rowsDone });
      expect(files.objects.has(objectKey)).toBe(true);
    }, 240_000);

    it(`ends FAILED with its reason after ${MAX_TAKEOVERS} takeovers, never stuck`, async () => {
      const { jobId } = await start(260);
      await run(jobId, true);
      const held = await jobOf(jobId);
      await died(jobId, held, MAX_TAKEOVERS);
      await run(jobId);
      const failed = await jobOf(jobId);
      expect(failed).toMatchObject({
        status: 'FAILED',
        message: UPLOAD_MESSAGES.jobStopped(MAX_TAKEOVERS + 1, held.rowsDone),
        rowsDone: held.rowsDone,
      });
      expect(files.objects.has(failed.objectKey)).toBe(false);
      expect(await sweep()).not.toContainEqual(expect.objectContaining({ detail: expect.objectContaining({ jobId }) }));
    }, 240_000);
  });
});
