import { describe, expect, it } from 'vitest';
import type { FileStore } from '@scheduler/core/ports/file-store';
import { DOWNLOAD_MESSAGES, DOWNLOAD_URL_SECONDS } from '@scheduler/core/download/download-file';
import { DOWNLOAD_MAX_TRIES } from '@scheduler/core/download/download-limit';
import { testDb } from '@scheduler/local/testing/test-db';
import { apiEvent, parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { bookingRecords } from '../user-booking/testing/booking-records.ts';
import { handler } from './index.ts';

const signed: { key: string; seconds: number; name?: string }[] = [];
const files: FileStore = {
  put: async () => undefined,
  get: async () => undefined,
  delete: async () => undefined,
  signedDownloadUrl: async (key, seconds, name) => {
    signed.push({ key, seconds, name });
    return `http://files.test/${key}?expires=${seconds}`;
  },
  presignedPost: async (key) => ({ url: 'http://files.test/uploads', fields: { key } }),
};
const { db } = testDb();
givenRecordingDeps({ files });
const world = await givenTwoOrganisations(db);
const { a } = world;
const recordsA = bookingRecords(db, a.organisationId);

let ipCount = 0;
const freshIp = () => `10.0.0.${++ipCount}`;

/** A booking of a candidate of A with unique id `uniqueId` and an attached file. */
async function bookingWithFile(uniqueId: string, file = true): Promise<{ bookingId: string; candidateId: string }> {
  const project = await recordsA.project('ASSESSMENT');
  const candidate = await world.member(a.organisationId, 'CANDIDATE');
  await db.userOrgAccess.patch({ organisationId: a.organisationId, userId: candidate.userId }).set({ uniqueId }).go();
  const bookingId = await recordsA.pending(candidate.userId, project);
  if (file) {
    await db.booking
      .patch({ organisationId: a.organisationId, bookingId })
      .set({ fileKey: `booking-files/${a.organisationId}/${bookingId}/report.pdf`, fileName: 'report.pdf' })
      .go();
  }
  return { bookingId, candidateId: candidate.userId };
}

function download(encryptedId: string, uniqueId: unknown, sourceIp: string, headers: Record<string, string> = {}) {
  const event = apiEvent({ method: 'POST', path: '/api/download/file', body: { encryptedId, uniqueId }, headers });
  event.requestContext.http.sourceIp = sourceIp;
  return invoke(handler, event);
}

/** A try through CloudFront: the source address is the edge's, the viewer's own is in CloudFront-Viewer-Address. */
const throughEdge = (encryptedId: string, uniqueId: unknown, edge: string, viewer: string) =>
  download(encryptedId, uniqueId, edge, { 'cloudfront-viewer-address': viewer });

async function auditOf(candidateId: string): Promise<string[]> {
  const rows = (await db.auditLog.query.byRef({ refType: 'User', refId: candidateId }).go()).data;
  return rows.map((r) => r.logMsg);
}

describe('download/file', () => {
  it('answers a signed link that expires within minutes when the unique id is the candidate one, and audits it', async () => {
    const { bookingId, candidateId } = await bookingWithFile('UID-1');
    const res = await download(bookingId, ' uid-1 ', freshIp());
    expect(res.statusCode, res.body).toBe(200);
    const answer = parseBody(res);
    expect(answer.status).toBe('SUCCESS');
    expect(answer.message).toBe(`http://files.test/booking-files/${a.organisationId}/${bookingId}/report.pdf?expires=${DOWNLOAD_URL_SECONDS}`);
    expect(signed.at(-1)).toEqual({ key: `booking-files/${a.organisationId}/${bookingId}/report.pdf`, seconds: 300, name: 'report.pdf' });
    expect(await auditOf(candidateId)).toEqual([`File 'report.pdf' downloaded for booking ${bookingId}`]);
  });

  it('refuses a wrong id, an unknown link and a booking without a file with the same answer, auditing the tries on a booking', async () => {
    const { bookingId, candidateId } = await bookingWithFile('UID-2');
    const noFile = await bookingWithFile('UID-3', false);
    const answers = await Promise.all([
      download(bookingId, 'UID-X', freshIp()),
      download('01NOSUCHBOOKING0000000000', 'UID-2', freshIp()),
      download(noFile.bookingId, 'UID-3', freshIp()),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(parseBody(res)).toMatchObject({ status: 'ERROR', message: DOWNLOAD_MESSAGES.refused });
    }
    expect(await auditOf(candidateId)).toEqual([`Download refused for booking ${bookingId}: unique id did not match`]);
  });

  it('stops a link after the wrong tries allowed, from any address, while other links still work', async () => {
    const { bookingId } = await bookingWithFile('UID-4');
    const other = await bookingWithFile('UID-5');
    for (let i = 0; i < DOWNLOAD_MAX_TRIES; i++) expect((await download(bookingId, `WRONG-${i}`, freshIp())).statusCode).toBe(422);
    const limited = await download(bookingId, 'UID-4', freshIp());
    expect(limited.statusCode).toBe(429);
    expect(parseBody(limited)).toMatchObject({ status: 'TOO_MANY_TRIES', message: DOWNLOAD_MESSAGES.tooManyTries });
    expect(parseBody(await download(other.bookingId, 'UID-5', freshIp())).status).toBe('SUCCESS');
  });

  it('stops an address after the wrong tries allowed, across links; right ids do not use the limit up', async () => {
    const ip = freshIp();
    const right = await bookingWithFile('UID-6');
    for (let i = 0; i < DOWNLOAD_MAX_TRIES + 2; i++) expect(parseBody(await download(right.bookingId, 'UID-6', ip)).status).toBe('SUCCESS');
    for (let i = 0; i < DOWNLOAD_MAX_TRIES; i++) {
      const { bookingId } = await bookingWithFile(`UID-W${i}`);
      expect((await download(bookingId, 'WRONG', ip)).statusCode).toBe(422);
    }
    expect((await download(right.bookingId, 'UID-6', ip)).statusCode).toBe(429);
    expect(parseBody(await download(right.bookingId, 'UID-6', freshIp())).status).toBe('SUCCESS');
  });

  it('counts two viewers behind one CloudFront edge apart: one locked out leaves the other free', async () => {
    const edge = freshIp();
    const [mia, noah] = [`198.51.100.${ipCount}:40001`, `2001:db8:${ipCount}::7:40002`];
    const right = await bookingWithFile('UID-8');
    for (let i = 0; i < DOWNLOAD_MAX_TRIES; i++) {
      const { bookingId } = await bookingWithFile(`UID-E${i}`);
      expect((await throughEdge(bookingId, 'WRONG', edge, mia)).statusCode).toBe(422);
    }
    expect((await throughEdge(right.bookingId, 'UID-8', edge, mia)).statusCode).toBe(429);
    expect(parseBody(await throughEdge(right.bookingId, 'UID-8', edge, noah)).status).toBe('SUCCESS');
    // The same viewer from another port (a new connection) is the same person.
    expect((await throughEdge(right.bookingId, 'UID-8', edge, mia.replace(':40001', ':50123'))).statusCode).toBe(429);
  });

  it('never counts a request that does not carry the origin secret, whatever viewer address it names', async () => {
    const { bookingId } = await bookingWithFile('UID-9');
    const forged = apiEvent({ method: 'POST', path: '/api/download/file', body: { encryptedId: bookingId, uniqueId: 'WRONG' } });
    forged.headers = { 'content-type': 'application/json', 'cloudfront-viewer-address': '203.0.113.9:1234' };
    for (let i = 0; i <= DOWNLOAD_MAX_TRIES; i++) expect((await invoke(handler, forged)).statusCode).toBe(403);
    expect(parseBody(await download(bookingId, 'UID-9', freshIp())).status).toBe('SUCCESS');
  });

  it('rejects a missing unique id and markup', async () => {
    const { bookingId } = await bookingWithFile('UID-7');
    expect((await download(bookingId, '', freshIp())).statusCode).toBe(400);
    expect((await download(bookingId, '<script>x</script>', freshIp())).statusCode).toBe(406);
  });
});
