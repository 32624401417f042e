import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { EXAMPLE_ORGANISATION_CONFIG } from '@scheduler/contracts/testing/organisation-config-example';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { handler as auditHandler } from '../audit-log/index.ts';

const { db } = testDb();
const save = (who: SignedIn, body: unknown) => invoke(handler, { method: 'POST', path: '/api/organisation/save', body, ...who });
const get = (who: SignedIn, id: string) => invoke(handler, { method: 'GET', path: '/api/organisation/get/{id}', params: { id }, ...who });
const auditLog = (who: SignedIn, refId: string) =>
  invoke(auditHandler, {
    method: 'POST',
    path: '/api/auditLog/getByRefId/{refType}/{refId}',
    params: { refType: 'Organisation', refId },
    body: {},
    ...who,
  });
const fieldAudit = (who: SignedIn, refId: string, field: string) =>
  invoke(auditHandler, {
    method: 'GET',
    path: '/api/auditLog/getFieldAuditByRefId/{refType}/{refId}/{field}',
    params: { refType: 'Organisation', refId, field },
    ...who,
  });

const world = await givenTwoOrganisations(db, { names: ['Save Org A', 'Save Org B'] });
const {
  a: { organisationId: orgA, admin: adminA },
  b: { organisationId: orgB },
} = world;
const grid = await world.signedIn(world.gridAdmin, orgA);

const organisation = (overrides: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  name: 'Harbour Assessments',
  description: 'Assessment centre',
  contactName: 'Hana Harbour',
  alertEmail: 'alerts@harbour.example',
  mfaEnabled: true,
  config: { ...EXAMPLE_ORGANISATION_CONFIG, ...config },
  ...overrides,
});

describe('organisation/save through the real handler', () => {
  it('creates an organisation with its configuration, reads it back and audits it', async () => {
    const created = parseBody(await save(grid, organisation({}, { countryCode: 'NZ', retention: { purgeAfterArchiveDays: 30 } })));
    expect(created.status).toBe('SUCCESS');
    const id = created.message;

    const read = parseBody(await get(grid, id));
    expect(read).toMatchObject({ encryptedId: id, name: 'Harbour Assessments', mfaEnabled: true, countryCode: 'NZ' });
    expect(read.config.reminders).toEqual([{ key: 'MEETING_REMINDER', interval: [24, 2] }]);
    expect(read.config.retention).toEqual({ purgeAfterArchiveDays: 30, sanitiseAfterLastBookingDays: 365 });
    expect(read.config.integrationConfig[0]).toEqual({ name: 'AWSChime', config: { enabled: true, candidatesCanSeeEachOther: false } });

    const log = parseBody(await auditLog(grid, id));
    expect(log.size).toBe(1);
    expect(log.dataset[0].logMsg).toContain("Organisation created. Name: 'Harbour Assessments'");
    expect(parseBody(await fieldAudit(grid, id, 'ALL'))).toHaveLength(10);
    const name = parseBody(await fieldAudit(grid, id, 'name'));
    expect(name).toEqual([expect.objectContaining({ columnName: 'name', columnValue: 'Harbour Assessments' })]);
    const reminders = parseBody(await fieldAudit(grid, id, 'reminders'));
    expect(JSON.parse(reminders[0].columnValue)).toEqual([{ interval: [24, 2], key: 'MEETING_REMINDER' }]);
  });

  it('edits the details and configuration in one audited save, and writes nothing when nothing changed', async () => {
    const id = parseBody(await save(grid, organisation({ name: 'Edit Me Org' }))).message;
    const edited = organisation({ encryptedId: id, name: 'Edited Org', mfaEnabled: false }, { invitationExpiry: 14, uploadProcessorType: 'Excel' });
    expect(parseBody(await save(grid, edited))).toEqual({ status: 'SUCCESS', message: id });
    expect(parseBody(await get(grid, id))).toMatchObject({
      name: 'Edited Org',
      mfaEnabled: false,
      config: { invitationExpiry: 14, uploadProcessorType: 'Excel' },
    });

    const log = parseBody(await auditLog(grid, id));
    expect(log.dataset[0].logMsg).toBe(
      "Organisation updated. Name: 'Edit Me Org' → 'Edited Org'; MFA Enabled: YES → NO; Configuration: uploadProcessorType, invitationExpiry",
    );
    const expiry = parseBody(await fieldAudit(grid, id, 'invitationExpiry'));
    expect(expiry.map((f: { columnValue: string }) => f.columnValue)).toEqual(['14', '7']);
    expect(expiry[0].modifiedBy).toBe(`${world.gridAdmin.firstName} ${world.gridAdmin.lastName}`);

    await save(grid, edited);
    expect(parseBody(await auditLog(grid, id)).size).toBe(2);
  });

  it('answers each configuration message of the spec for a bad configuration', async () => {
    const fields = async (config: Record<string, unknown>) => {
      const answer = await save(grid, organisation({}, config));
      expect(answer.statusCode).toBe(400);
      return Object.values(parseBody(answer).errors ?? {});
    };
    expect(await fields({ sessionExpiryAlert: { message: 'x' } })).toEqual([
      'Session Expiry Configuration: Item: minutesPrior value is not correct or missing',
    ]);
    expect(
      await fields({ freezePeriodAdminConfig: { ...EXAMPLE_ORGANISATION_CONFIG.freezePeriodAdminConfig, meeting_internal_past_allow: 'Y' } }),
    ).toEqual(['Freeze Period Configuration: Item: meeting_internal_past_allow value is not correct or missing']);
    expect(await fields({ reminders: undefined })).toEqual(['Reminder Configuration is required']);
    expect(await fields({ reminders: 'x' })).toEqual(['Reminder Configuration should be of Array Type']);
    expect(await fields({ reminders: [] })).toEqual(['Reminder Configuration should have at least 1 config']);
    expect(await fields({ integrationConfig: undefined })).toEqual(['Integration Configuration is required']);
    expect(await fields({ integrationConfig: {} })).toEqual(['Integration Configuration should be of Array Type']);
    expect(await fields({ integrationConfig: [] })).toEqual(['Integration Configuration should have at least 1 config']);
    expect(await fields({ integrationConfig: [{ config: { enabled: false } }] })).toEqual([
      'Integration Configuration: Item 1 missing Name or Config item',
    ]);
    expect(await fields({ integrationConfig: [{ name: 'GridIntegration', config: { enabled: true, keyId: 'k' } }] })).toEqual([
      'Integration Configuration: GridIntegration required fields not found: grid_org_uuid, tokenExpiry',
    ]);
    expect(await fields({ integrationConfig: [{ name: 'AWSChime', config: { enabled: false, video: true } }] })).toEqual([
      'Integration Configuration: AWSChime Field Type not found for video',
    ]);
    expect(await fields({ invitationExpiry: 0 })).toEqual(['Min. Value Allowed: 1']);
  });

  it('keeps the Access Restriction to the countries organisation/getAccessCountries answers, and refuses any other', async () => {
    const countries = parseBody(await invoke(handler, { method: 'GET', path: '/api/organisation/getAccessCountries', ...grid }));
    expect(countries.status).toBe('SUCCESS');
    const offered: string[] = countries.message.split(',');
    expect(offered.slice(0, 2)).toEqual(['AU', 'NZ']);
    expect(offered).not.toContain('XX');

    const restricted = parseBody(await save(grid, organisation({ name: 'Restricted Org' }, { countryRestriction: ['nz', 'AU'] })));
    expect(restricted.status).toBe('SUCCESS');
    expect(parseBody(await get(grid, restricted.message)).config.countryRestriction).toEqual(['NZ', 'AU']);

    const refused = await save(grid, organisation({ encryptedId: restricted.message }, { countryRestriction: ['AU', 'XX', 'ZZ'] }));
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused)).toMatchObject({
      status: 'Error',
      message: 'Access Restriction Configuration: Country XX, ZZ not found in Access Countries',
    });
    expect(parseBody(await get(grid, restricted.message)).config.countryRestriction).toEqual(['NZ', 'AU']);
    expect((await save(grid, organisation({ name: 'Nowhere Org' }, { countryRestriction: ['XX'] }))).statusCode).toBe(422);
  });

  it('refuses markup outside the rich fields (406) and keeps the allowed tags of the rich ones', async () => {
    expect((await save(grid, organisation({ name: '<b>Bold</b> Org' }))).statusCode).toBe(406);
    expect((await save(grid, organisation({}, { msgMeetingEditNA_Admin: '<script>alert(1)</script>' }))).statusCode).toBe(406);
    expect(
      (await save(grid, organisation({}, { sessionExpiryAlert: { minutesPrior: 5, message: '<img src=x onerror=alert(1)>' } }))).statusCode,
    ).toBe(406);
    expect(parseBody(await save(grid, organisation({ name: 'Rich Org' }, { privacyText: '<p><strong>Kept</strong></p>' }))).status).toBe('SUCCESS');
  });

  it('refuses organisation admins (their own organisation or another) and unknown ids', async () => {
    expect((await save(adminA, organisation({ encryptedId: orgA }))).statusCode).toBe(403);
    expect((await save(adminA, organisation({ encryptedId: orgB }))).statusCode).toBe(403);
    expect((await save(adminA, organisation())).statusCode).toBe(403);
    expect((await save(grid, organisation({ encryptedId: '01UNKNOWNORGANISATION0000' }))).statusCode).toBe(404);
    expect(parseBody(await get(adminA, orgA)).config).toBeUndefined();
    expect((await fieldAudit(adminA, orgB, 'ALL')).statusCode).toBe(404);
  });

  it('shows an organisation admin the field audit of their own organisation only; others are refused', async () => {
    await save(grid, organisation({ encryptedId: orgA, name: 'Save Org A' }, { invitationExpiry: 3 }));
    const own = parseBody(await fieldAudit(adminA, orgA, 'invitationExpiry'));
    expect(own.map((f: { columnValue: string }) => f.columnValue)).toEqual(['3']);
    expect((await fieldAudit(world.a.candidate, orgA, 'ALL')).statusCode).toBe(403);
    expect(parseBody(await fieldAudit(grid, orgB, 'ALL'))).toEqual([]);
  });
});
