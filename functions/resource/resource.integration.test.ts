import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler as auditHandler } from '../audit-log/index.ts';
import { handler } from './index.ts';

const { db, client, table } = testDb();

type Caller = { sub: string; sessionId: string };
const save = (who: Caller, organisationId: string, body: unknown) =>
  invoke(handler, { method: 'POST', path: '/api/resource/save/{organisationId}', params: { organisationId }, body, ...who });
const getModel = (who: Caller, id: string) => invoke(handler, { method: 'GET', path: '/api/resource/getModel/{id}', params: { id }, ...who });
const list = (who: Caller, organisationId: string, body: object = {}) =>
  invoke(handler, { method: 'POST', path: '/api/resource/getList/{organisationId}', params: { organisationId }, body, ...who });
const types = (who: Caller, organisationId: string) =>
  invoke(handler, { method: 'GET', path: '/api/resource/getTypesByOrg/{organisationId}', params: { organisationId }, ...who });
const addresses = (who: Caller, organisationId: string) =>
  invoke(handler, { method: 'GET', path: '/api/resource/getAddressesByOrg/{organisationId}', params: { organisationId }, ...who });
const archive = (who: Caller, id: string) => invoke(handler, { method: 'POST', path: '/api/resource/archive/{id}', params: { id }, ...who });
const audit = (who: Caller, refId: string) =>
  invoke(auditHandler, {
    method: 'POST',
    path: '/api/auditLog/getByRefId/{refType}/{refId}',
    params: { refType: 'ResourceBooking', refId },
    body: {},
    ...who,
  });

const ROOM = { name: 'Room 1', newType: 'Room', addressLabel: 'Head office', addLine1: '1 George St', city: 'Sydney', state: 'NSW', postCode: 2000 };

const world = await givenTwoOrganisations(db, { names: ['Org A', 'Org B'], firstNames: { a: { admin: 'Alice' } } });
const {
  a: { organisationId: orgA, admin: adminA, assessor: assessorA, candidate: candidateA },
  b: { organisationId: orgB, admin: adminB },
} = world;
const grid = await world.signedIn(world.gridAdmin, orgB);

describe('resource calls through the real handler', () => {
  it('adds a room with a new type and a new address, reads it, lists it, and audits it', async () => {
    const created = await save(adminA, orgA, { ...ROOM, addLine2: 'Level 2' });
    expect(created.statusCode).toBe(200);
    const { status, message: id } = parseBody(created);
    expect(status).toBe('SUCCESS');

    expect(parseBody(await getModel(adminA, id))).toEqual({
      encryptedId: id,
      encryptedOrganisationId: orgA,
      organisationName: 'Org A',
      countryCode: 'AU',
      name: 'Room 1',
      type: 'Room',
      encryptedAddressId: expect.any(String),
      addressLabel: 'Head office',
      addLine1: '1 George St',
      addLine2: 'Level 2',
      city: 'Sydney',
      state: 'NSW',
      postCode: 2000,
      displayAddress: 'Head office, 1 George St, Level 2, Sydney NSW 2000',
      status: 'Active',
      active: true,
    });
    const page = parseBody(await list(adminA, orgA, { filter: 'room 1' }));
    expect(page.dataset).toContainEqual(
      expect.objectContaining({ encryptedId: id, name: 'Room 1', type: 'Room', addressLabel: 'Head office', status: 'Active' }),
    );
    const log = parseBody(await audit(adminA, id));
    expect(log.dataset[0]).toMatchObject({
      logBy: 'Alice Tester',
      logMsg: "Resource created. Name: 'Room 1'; Type: 'Room'; Address: 'Head office, 1 George St, Level 2, Sydney NSW 2000'",
    });
  });

  it('reuses an existing type (any case) and an existing address, and lists both for the dialog', async () => {
    const org = (await world.organisation('Org types')).organisationId;
    const admin = await world.signedIn(await world.member(org, 'ORG_ADMIN'));
    const first = parseBody(await save(admin, org, { ...ROOM, newType: 'Laptop' })).message;
    const addressId = parseBody(await getModel(admin, first)).encryptedAddressId;
    const second = parseBody(await save(admin, org, { name: 'Laptop 2', newType: 'LAPTOP', encryptedAddressId: addressId })).message;
    await save(admin, org, {
      name: 'Room 9',
      type: 'Room',
      addressLabel: 'Depot',
      addLine1: '2 Pitt St',
      city: 'Sydney',
      state: 'NSW',
      postCode: 2001,
    });

    expect(parseBody(await getModel(admin, second))).toMatchObject({ type: 'Laptop', encryptedAddressId: addressId });
    expect(parseBody(await types(admin, org))).toEqual(['Laptop', 'Room']);
    const found = parseBody(await addresses(admin, org));
    expect(found.map((a: { label: string }) => a.label)).toEqual(['Depot', 'Head office']);
    expect(found[1]).toMatchObject({ encryptedId: addressId, displayAddress: 'Head office, 1 George St, Sydney NSW 2000', postCode: 2000 });
  });

  it('edits a resource and its address, answers Updated with the id, and leaves an unchanged save unaudited', async () => {
    const id = parseBody(await save(adminA, orgA, ROOM)).message;
    const before = parseBody(await getModel(adminA, id));
    const edit = { ...ROOM, encryptedId: id, type: 'Room', encryptedAddressId: before.encryptedAddressId, newType: undefined };
    const updated = await save(adminA, orgA, { ...edit, name: 'Boardroom', city: 'Parramatta', postCode: 2150 });
    expect(parseBody(updated)).toEqual({ status: 'SUCCESS', message: id });
    expect(parseBody(await getModel(adminA, id))).toMatchObject({
      name: 'Boardroom',
      city: 'Parramatta',
      postCode: 2150,
      encryptedAddressId: before.encryptedAddressId,
    });
    await save(adminA, orgA, { ...edit, name: 'Boardroom', city: 'Parramatta', postCode: 2150 });
    const log = parseBody(await audit(adminA, id));
    expect(log.size).toBe(2);
    expect(log.dataset[0].logMsg).toBe(
      "Resource updated. Name: 'Room 1' → 'Boardroom'; Address: 'Head office, 1 George St, Sydney NSW 2000' → 'Head office, 1 George St, Parramatta NSW 2150'",
    );
  });

  it("archives an active resource ('Resource archived.'); a Deleted one can no longer be edited or archived", async () => {
    const id = parseBody(await save(adminA, orgA, { ...ROOM, name: 'Old room' })).message;
    expect(parseBody(await archive(adminA, id))).toEqual({ status: 'SUCCESS', message: 'Resource archived.' });
    expect(parseBody(await getModel(adminA, id))).toMatchObject({ status: 'Deleted', active: false });
    const again = await archive(adminA, id);
    expect(again.statusCode).toBe(422);
    expect(parseBody(again).message).toBe('This resource is Deleted and cannot be changed.');
    expect((await save(adminA, orgA, { ...ROOM, encryptedId: id })).statusCode).toBe(422);
    expect(parseBody(await audit(adminA, id)).dataset[0].logMsg).toBe('Resource archived.');
    const rows = parseBody(await list(adminA, orgA, { filter: 'old room' })).dataset;
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['Deleted']);
  });

  it("keeps organisations apart: another organisation's admin gets 404 or 403 on every call", async () => {
    const id = parseBody(await save(adminA, orgA, { ...ROOM, name: 'Private room' })).message;
    const addressId = parseBody(await getModel(adminA, id)).encryptedAddressId;
    expect((await getModel(adminB, id)).statusCode).toBe(404);
    expect((await archive(adminB, id)).statusCode).toBe(404);
    expect((await audit(adminB, id)).statusCode).toBe(404);
    expect((await list(adminB, orgA)).statusCode).toBe(403);
    expect((await types(adminB, orgA)).statusCode).toBe(403);
    expect((await addresses(adminB, orgA)).statusCode).toBe(403);
    expect((await save(adminB, orgA, ROOM)).statusCode).toBe(403);
    expect((await save(adminB, orgB, { ...ROOM, encryptedId: id })).statusCode).toBe(404);
    expect((await save(adminB, orgB, { name: 'Thief', newType: 'Room', encryptedAddressId: addressId })).statusCode).toBe(404);
    expect(parseBody(await getModel(adminA, id)).name).toBe('Private room');
    const theirs = parseBody(await list(adminB, orgB)).dataset;
    expect(theirs.map((r: { name: string }) => r.name)).not.toContain('Private room');
  });

  it('lets the grid admin read and save in any organisation', async () => {
    const id = parseBody(await save(grid, orgA, { ...ROOM, name: 'Grid room' })).message;
    expect(parseBody(await getModel(grid, id))).toMatchObject({ encryptedOrganisationId: orgA, name: 'Grid room' });
    expect(parseBody(await getModel(adminA, id)).name).toBe('Grid room');
  });

  it('refuses callers without an admin role', async () => {
    expect((await save(candidateA, orgA, ROOM)).statusCode).toBe(403);
    expect((await list(assessorA, orgA)).statusCode).toBe(403);
    expect((await types(candidateA, orgA)).statusCode).toBe(403);
  });

  it('validates name, type and the address with field messages, the state list by country, and rejects markup with 406', async () => {
    const bad = await save(adminA, orgA, { name: ' ', addLine1: '1 George St', city: 'Sydney', state: 'Queensland', postCode: 99.5 });
    expect(bad.statusCode).toBe(400);
    expect(parseBody(bad).errors).toEqual({ name: 'This is a required field', postCode: 'No decimal allowed' });
    const noTypeNoAddress = await save(adminA, orgA, { name: 'Room', addLine1: '1 George St', state: 'NSW' });
    expect(parseBody(noTypeNoAddress).errors).toEqual({
      type: 'This is a required field',
      addressLabel: 'This is a required field',
      city: 'This is a required field',
      postCode: 'This is a required field',
    });
    expect(parseBody(await save(adminA, orgA, { ...ROOM, postCode: 99 })).errors).toEqual({ postCode: 'Min. Value Allowed: 100' });
    expect(parseBody(await save(adminA, orgA, { ...ROOM, postCode: 10000 })).errors).toEqual({ postCode: 'Max. Value allowed: 9999' });
    expect(parseBody(await save(adminA, orgA, { ...ROOM, name: 'x'.repeat(201) })).errors).toEqual({
      name: 'Value length entered exceeds max. allowed length of 200',
    });
    // An NZ region for an AU organisation: the form's list would not offer it, and the server checks the organisation's.
    const wrongCountry = await save(adminA, orgA, { ...ROOM, state: 'Otago', countryCode: 'NZ' });
    expect(wrongCountry.statusCode).toBe(400);
    expect(parseBody(wrongCountry).errors).toEqual({ state: 'This is a required field' });

    const nz = (await world.organisation('Kiwi', { countryCode: 'NZ' })).organisationId;
    const nzAdmin = await world.signedIn(await world.member(nz, 'ORG_ADMIN'));
    expect((await save(nzAdmin, nz, { ...ROOM, state: 'NSW', countryCode: 'NZ' })).statusCode).toBe(400);
    expect(parseBody(await save(nzAdmin, nz, { ...ROOM, state: 'Otago', city: 'Dunedin', postCode: 9016, countryCode: 'NZ' })).status).toBe(
      'SUCCESS',
    );

    const markup = await save(adminA, orgA, { ...ROOM, name: '<b>Room</b>' });
    expect(markup.statusCode).toBe(406);
    expect(parseBody(markup).message).toBe('HTML or script tags are not allowed');
  });

  it("refuses a new resource in an organisation without a country code: 'Please add Country Code, before adding new Resource.'", async () => {
    const org = (await world.organisation('No country')).organisationId;
    const admin = await world.signedIn(await world.member(org, 'ORG_ADMIN'));
    const { Key } = db.organisation.get({ organisationId: org }).params();
    await client.send(new UpdateCommand({ TableName: table, Key, UpdateExpression: 'REMOVE countryCode' }));
    const refused = await save(admin, org, ROOM);
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toBe('Please add Country Code, before adding new Resource.');
    expect(parseBody(await list(admin, org)).size).toBe(0);
  });

  it('exports the list as resources_export', async () => {
    const answer = parseBody(await list(adminA, orgA, { exportFormat: 'csv', pageSize: 0 }));
    expect(answer.fileName).toMatch(/^resources_export/);
    expect(Buffer.from(answer.file, 'base64').toString('utf8')).toContain('Room 1');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await getModel(adminA, ulid())).statusCode).toBe(404);
    expect((await archive(adminA, ulid())).statusCode).toBe(404);
  });
});
