import { beforeAll, describe, expect, it } from 'vitest';
import { monotonicFactory, ulid } from 'ulid';
import { tableRequest } from '@scheduler/contracts/envelope';
import { testDb } from '@scheduler/local/testing/test-db';
import type { Actor } from '../actor.ts';
import { createAuditLogService } from './audit-log.ts';

const { db } = testDb();
const nextId = monotonicFactory();
const service = createAuditLogService({ db });
const orgA = ulid();
const orgB = ulid();
const projectId = ulid();
const actor = (organisationId: string, grid = false): Actor => ({
  userId: ulid(),
  username: 'a@x.test',
  fullName: 'A',
  userType: grid ? 'GRID_ADMIN' : 'ORG_ADMIN',
  organisationId,
  sessionId: 's',
  roles: grid ? ['ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE'] : ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'],
});
const list = (who: Actor, req: object) => service.list(who, 'Project', projectId, tableRequest.parse(req));

beforeAll(async () => {
  await db.project
    .create({
      organisationId: orgA,
      projectId,
      departmentId: ulid(),
      name: 'P',
      start: '2027-01-01T00:00:00.000Z',
      end: '2027-12-31T00:00:00.000Z',
      timeZone: 'Australia/Sydney',
      createdAt: 'x',
      updatedAt: 'x',
    })
    .go();
  for (let i = 0; i < 25; i++) {
    await db.auditLog
      .create({
        refType: 'Project',
        refId: projectId,
        logId: nextId(),
        organisationId: orgA,
        logOn: `2027-01-01T00:00:${String(i).padStart(2, '0')}.000Z`,
        logBy: i % 5 === 0 ? 'Zoe Admin' : 'Ada Admin',
        logByUserId: 'u',
        logMsg: `Change ${i}`,
      })
      .go();
  }
  // A row another organisation wrote about the same id: only the grid admin's log shows it.
  await db.auditLog
    .create({
      refType: 'Project',
      refId: projectId,
      logId: nextId(),
      organisationId: orgB,
      logOn: '2027-01-02T00:00:00.000Z',
      logBy: 'Bo B',
      logByUserId: 'u',
      logMsg: 'Elsewhere',
    })
    .go();
});

describe('the audit log list, paged through the index', () => {
  it("answers page 2 newest first with the total of the organisation's rows", async () => {
    const page = await list(actor(orgA), { pageSize: 10, pageIndex: 1 });
    expect(page.size).toBe(25);
    expect(page.dataset.map((r) => r.logMsg)).toEqual([
      'Change 14',
      'Change 13',
      'Change 12',
      'Change 11',
      'Change 10',
      'Change 9',
      'Change 8',
      'Change 7',
      'Change 6',
      'Change 5',
    ]);
    const oldest = await list(actor(orgA), { pageSize: 10, pageIndex: 2, sortColumn: 'logOn', sortDirection: 'asc' });
    expect(oldest.dataset.map((r) => r.logMsg)).toEqual(['Change 20', 'Change 21', 'Change 22', 'Change 23', 'Change 24']);
  });

  it('searches user name and message, case-insensitively', async () => {
    const zoe = await list(actor(orgA), { pageSize: 3, filter: ' ZOE ' });
    expect(zoe.size).toBe(5);
    expect(zoe.dataset.map((r) => r.logMsg)).toEqual(['Change 20', 'Change 15', 'Change 10']);
    expect((await list(actor(orgA), { filter: 'change 2' })).size).toBe(6);
  });

  it('sorts by a second column in memory, search included', async () => {
    const byUser = await list(actor(orgA), { pageSize: 6, sortColumn: 'logBy', sortDirection: 'desc' });
    expect(byUser.size).toBe(25);
    expect(byUser.dataset.slice(0, 5).map((r) => r.logBy)).toEqual(Array(5).fill('Zoe Admin'));
    expect(byUser.dataset[5]!.logBy).toBe('Ada Admin');
    const found = await list(actor(orgA), { sortColumn: 'logMsg', sortDirection: 'asc', filter: 'change 1' });
    expect(found.dataset.map((r) => r.logMsg)).toEqual([
      'Change 1',
      'Change 10',
      'Change 11',
      'Change 12',
      'Change 13',
      'Change 14',
      'Change 15',
      'Change 16',
      'Change 17',
      'Change 18',
    ]);
    expect(found.size).toBe(11);
  });

  it("shows the grid admin every organisation's rows of the record", async () => {
    const page = await list(actor(orgB, true), { pageSize: 2 });
    expect(page.size).toBe(26);
    expect(page.dataset.map((r) => r.logMsg)).toEqual(['Elsewhere', 'Change 24']);
  });
});
