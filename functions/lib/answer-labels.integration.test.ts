import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { ulid } from 'ulid';
import { defineRoute, PUBLIC, SIGNED_IN } from '@scheduler/contracts/route';
import { tableRequest } from '@scheduler/contracts/envelope';
import { errors } from '@scheduler/core/errors';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { createArea } from './create-area.ts';
import { handle } from './handle.ts';
import { tableOrExport } from './table-answer.ts';

const { db } = testDb();

const route = (operation: string, access = SIGNED_IN, body?: z.ZodType) =>
  defineRoute({
    area: 'department',
    operation,
    method: 'POST',
    path: `/api/department/${operation}`,
    access,
    spec: 'test',
    summary: 'label words',
    ...(body ? { body, bodyType: 'json' as const } : { bodyType: 'none' as const }),
  });
const saved = route('saved');
const refused = route('refused');
const anonymous = route('anonymous', PUBLIC);
const table = route('table', SIGNED_IN, tableRequest);
const { handler } = createArea(
  'department',
  [saved, refused, anonymous, table],
  [
    handle(saved, async () => ({ status: 'SUCCESS', message: '{Meeting} Saved', rows: [{ name: 'Booking Cancelled by {Candidate}', n: 3 }] })),
    handle(refused, async () => {
      throw errors.refused('booking.not_available', 'Max. Allowed {candidate} spots already booked for this {meeting}');
    }),
    handle(anonymous, async () => ({ status: 'SUCCESS', message: '{Candidate} invited' })),
    handle(table, async ({ body }) =>
      tableOrExport(body as z.output<typeof tableRequest>, 'rows', { dataset: [{ alert: '{Meeting} Changed', when: 'today' }], size: 1 }),
    ),
  ],
);

const world = await givenTwoOrganisations(db, { names: ['Words Org', 'Plain Org'] });
const { a, b } = world;
const stamp = new Date().toISOString();
for (const [code, display] of [
  ['MEETING', 'Session'],
  ['CANDIDATE', 'Applicant'],
] as const)
  await db.configLabel
    .create({ organisationId: a.organisationId, codeGroup: code, labelId: ulid(), code, display, createdAt: stamp, updatedAt: stamp })
    .go();
const call = (path: string, who?: { sub: string; sessionId: string }, body?: unknown) =>
  invoke(handler, { method: 'POST', path, ...(body ? { body } : {}), ...(who ?? {}) });

describe("answers in the organisation's words (answer-labels.ts)", () => {
  it("fills the placeholders of every string of an answer with the caller's organisation's labels", async () => {
    const answer = parseBody(await call('/api/department/saved', a.admin));
    expect(answer).toEqual({ status: 'SUCCESS', message: 'Session Saved', rows: [{ name: 'Booking Cancelled by Applicant', n: 3 }] });
    expect(parseBody(await call('/api/department/saved', b.admin)).message).toBe('Meeting Saved');
  });

  it("fills a refusal's message too, lower-case placeholders in lower case", async () => {
    const answer = await call('/api/department/refused', a.admin);
    expect(answer.statusCode).toBe(422);
    expect(parseBody(answer).message).toBe('Max. Allowed applicant spots already booked for this session');
  });

  it('gives the default words where there is no caller', async () => {
    expect(parseBody(await call('/api/department/anonymous')).message).toBe('Candidate invited');
  });

  it("fills a table export's rows and headers", async () => {
    const answer = parseBody(
      await call('/api/department/table', a.admin, {
        pageIndex: 0,
        pageSize: 10,
        exportFormat: 'csv',
        exportTableHeaders: ['alert_{Meeting} Alert', 'when_When'],
      }),
    ) as { file: string };
    const csv = Buffer.from(answer.file, 'base64').toString('utf8');
    expect(csv).toContain('Session Alert');
    expect(csv).toContain('Session Changed');
    expect(csv).not.toMatch(/\{|Meeting/);
  });
});
