import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { testDb } from '@scheduler/local/testing/test-db';
import { EXAMPLE_ORGANISATION_CONFIG } from '@scheduler/contracts/testing/organisation-config-example';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const exportData = (who: SignedIn, organisationId: string, type: '0' | '1') =>
  invoke(handler, {
    method: 'POST',
    path: '/api/user-booking/candidateExportData/{organisationId}/{type}',
    params: { organisationId, type },
    ...who,
  });
const csvRows = (base64: string) => parse(Buffer.from(base64, 'base64').toString('utf8'), { bom: true }) as string[][];

const world = await givenTwoOrganisations(db, { names: ['Export Org A', 'Export Org B'] });
const { organisationId: csvOrg } = await world.organisation('Jira Csv Org', { config: EXAMPLE_ORGANISATION_CONFIG });
const { organisationId: excelOrg } = await world.organisation('Jira Excel Org', {
  config: { ...EXAMPLE_ORGANISATION_CONFIG, uploadProcessorType: 'Excel' },
});
const admin = await world.signedIn(await world.member(csvOrg, 'ORG_ADMIN'), csvOrg);
const first = await world.member(csvOrg, 'CANDIDATE', {}, { firstName: 'Fern', lastName: 'First' });
const second = await world.member(csvOrg, 'CANDIDATE', {}, { firstName: 'Sam', lastName: 'Second' });
await db.userOrgAccess.patch({ organisationId: csvOrg, userId: first.userId }).set({ uniqueId: 'EMP-001' }).go();
await db.userOrgAccess.patch({ organisationId: csvOrg, userId: second.userId }).set({ uniqueId: '=HYPERLINK("x")' }).go();

describe('user-booking/candidateExportData (JIRA export)', () => {
  it('exports every candidate record as CSV (type 1), then only the ones changed since (type 0)', async () => {
    const answer = await exportData(admin, csvOrg, '1');
    const all = parseBody(answer);
    expect(all, answer.body).toHaveProperty('file');
    expect(all.fileName).toMatch(/^jira_candidate_export_all_\d{14}\.csv$/);
    const rows = csvRows(all.file);
    expect(rows[0]).toEqual(['Unique Id', 'First Name', 'Last Name', 'Mobile', 'Email', 'Request Type', 'Status', 'Invited On', 'Last Updated']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual(
      expect.arrayContaining([
        ['EMP-001', 'Fern', 'First'],
        [`'=HYPERLINK("x")`, 'Sam', 'Second'],
      ]),
    );
    expect(rows).toHaveLength(3);

    expect(parseBody(await exportData(admin, csvOrg, '0'))).toEqual({ status: 'SUCCESS', message: 'No data available' });

    await db.user
      .patch({ userId: first.userId })
      .set({ mobileNo: '+61412345678', updatedAt: new Date(Date.now() + 60_000).toISOString() })
      .go();
    const changed = parseBody(await exportData(admin, csvOrg, '0'));
    expect(changed.fileName).toMatch(/^jira_candidate_export_updated_/);
    expect(
      csvRows(changed.file)
        .slice(1)
        .map((r) => [r[0], r[3]]),
    ).toEqual([['EMP-001', "'+61412345678"]]);
    expect(csvRows(parseBody(await exportData(admin, csvOrg, '1')).file)).toHaveLength(3);
  });

  it('refuses an organisation whose upload type is not CSV, other organisations and non-admins', async () => {
    const grid = await world.signedIn(world.gridAdmin, excelOrg);
    const excel = await exportData(grid, excelOrg, '1');
    expect(excel.statusCode).toBe(422);
    expect(parseBody(excel).message).toBe('JIRA Export is only available for organisations whose upload type is CSV.');
    expect((await exportData(world.a.admin, csvOrg, '1')).statusCode).toBe(403);
    expect((await exportData(world.a.candidate, world.a.organisationId, '1')).statusCode).toBe(403);
  });

  it('answers No data available for an organisation without candidates', async () => {
    const { organisationId: empty } = await world.organisation('Jira Empty Org', { config: EXAMPLE_ORGANISATION_CONFIG });
    const grid = await world.signedIn(world.gridAdmin, empty);
    expect(parseBody(await exportData(grid, empty, '1'))).toEqual({ status: 'SUCCESS', message: 'No data available' });
  });
});
