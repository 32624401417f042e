import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { Db } from '@scheduler/core/db';
import { readCounters } from '@scheduler/core/lists/list-counters';
import { memberCounter } from '@scheduler/core/user/member-list';
import { createPurgeJob } from '@scheduler/core/purge/purge-job';
import { createPersonPurge, SANITISED, type PersonPurgeDeps } from '@scheduler/core/purge/purge-person';
import { purgeCounter } from '@scheduler/core/purge/purge-writes';
import { getDeps } from '../lib/deps.ts';
import { recordingIdentity } from '../testing/recording-identity.ts';
import { givenTwoAdministrations, type Person } from '../testing/two-organisations.ts';
import { markedFor } from './testing/purge-records.ts';

const { db } = testDb();
const world = await givenTwoAdministrations(db, { names: ['Purge People A', 'Purge People B'] });
const orgA = world.a.organisationId;
const pool = recordingIdentity();
const depsAt = (iso: string, on: Db = db): PersonPurgeDeps => ({
  ...getDeps(),
  db: on,
  clock: { now: () => new Date(iso) },
  identity: pool.identity,
});
const stamp = '2030-01-01T00:00:00.000Z';
const archived = { archived: true, status: 'ARCHIVED', active: false } as const;

/** The table, except that every transaction after the first `commits` fails as a process killed in the middle would. */
function dyingAfter(commits: number): Db {
  let left = commits;
  const transaction = {
    ...db.service.transaction,
    write: ((build: Parameters<Db['service']['transaction']['write']>[0]) => {
      const write = db.service.transaction.write(build);
      return {
        ...write,
        go: (options?: Parameters<typeof write.go>[0]) => {
          if (left-- <= 0) return Promise.reject(new Error('killed mid-run'));
          return write.go(options);
        },
      };
    }) as Db['service']['transaction']['write'],
  };
  return { ...db, service: { ...db.service, transaction } } as Db;
}

/** An audit row about `about` (a person or another record), written by `by`. */
const auditRow = (refType: string, refId: string, by: Person, logMsg: string) =>
  db.auditLog.create({ refType, refId, organisationId: orgA, logId: ulid(), logOn: stamp, logBy: by.fullName, logByUserId: by.userId, logMsg }).go();

const auditOf = async (userId: string) => (await db.auditLog.query.byRef({ refType: 'User', refId: userId }).go({ pages: 'all' })).data;

describe('the purge of people in groups', () => {
  it('purges each due person once, with their counters, tally and audit, and a run killed half-way resumes with nothing purged twice', async () => {
    const due = markedFor(orgA, '2032-03-01');
    const sanitise: Person[] = [];
    for (let i = 0; i < 24; i++) sanitise.push(await world.member(orgA, 'CANDIDATE', due, { firstName: `Saskia${i}`, lastName: 'Tremblay' }));
    const remove: Person[] = [];
    for (let i = 0; i < 5; i++)
      remove.push(await world.member(orgA, 'CANDIDATE', { ...archived, ...due }, { firstName: `Dorian${i}`, lastName: 'Kowalczyk' }));
    for (const p of [...sanitise, ...remove]) await auditRow('User', p.userId, world.a.admin, `Invited ${p.fullName} (${p.username})`);
    // One candidate wrote a row about another: each purge scrubs its own part of the one row.
    const [first, second] = sanitise as [Person, Person];
    const { data: shared } = await auditRow('User', first.userId, second, `Moved ${first.fullName}`);
    // A staff member whose rows do not fit one transaction: they are scrubbed ahead, the access last.
    const staff = await world.member(orgA, 'ASSESSOR', { ...archived, ...due }, { firstName: 'Ignatius', lastName: 'Fairweather' });
    const projectId = ulid();
    for (let i = 0; i < 105; i++) await auditRow('Project', projectId, staff, `Edited step ${i}`);

    const tab = async (p: Person) => (await db.userOrgAccess.get({ organisationId: orgA, userId: p.userId }).go()).data!.listTab!;
    const lists = [
      memberCounter('CANDIDATE', await tab(remove[0]!)),
      memberCounter('ASSESSOR', await tab(staff)),
      purgeCounter('candidatesSanitised'),
      purgeCounter('usersDeleted'),
    ];
    const before = await readCounters(db, orgA, lists);

    // Killed after three transactions (groups of the 10-person pages and the staff member's rows).
    const runAt = (on: Db) => createPurgeJob(depsAt('2032-03-02T02:00:00.000Z', on)).run({ organisationIds: [orgA], pageSize: 10 });
    await expect(runAt(dyingAfter(3))).rejects.toThrow('killed mid-run');
    const sanitisedSoFar = async () => {
      const rows = await Promise.all(sanitise.map(async (p) => (await db.userOrgAccess.get({ organisationId: orgA, userId: p.userId }).go()).data));
      return rows.filter((a) => a?.sanitisedOn).length;
    };
    const removedSoFar = async () => {
      const rows = await Promise.all(
        [...remove, staff].map(async (p) => (await db.userOrgAccess.get({ organisationId: orgA, userId: p.userId }).go()).data),
      );
      return rows.filter((a) => a === null).length;
    };
    const partRun = (await createPurgeJob(depsAt('2032-03-02T02:00:00.000Z')).runsOf(orgA)).find((r) => r.runDay === '2032-03-02');
    const [partSanitised, partRemoved] = [await sanitisedSoFar(), await removedSoFar()];
    expect(partSanitised + partRemoved).toBeGreaterThan(0);
    expect(partSanitised + partRemoved).toBeLessThan(sanitise.length + remove.length + 1);
    // What the dead run wrote is counted exactly: the tally moved with the writes.
    // (A tally the dead run never added to is absent from its row: it counts 0.)
    expect({ candidatesSanitised: partRun?.candidatesSanitised ?? 0, usersDeleted: partRun?.usersDeleted ?? 0 }).toEqual({
      candidatesSanitised: partSanitised,
      usersDeleted: partRemoved,
    });
    expect(partRun?.finishedAt).toBeUndefined();

    const rest = await runAt(db);
    expect(rest.finished).toBe(true);
    expect(rest.counts).toMatchObject({ candidatesSanitised: sanitise.length - partSanitised, usersDeleted: remove.length + 1 - partRemoved });
    const [run] = (await createPurgeJob(depsAt('2032-03-02T03:00:00.000Z')).runsOf(orgA)).filter((r) => r.runDay === '2032-03-02');
    expect(run).toMatchObject({ candidatesSanitised: sanitise.length, usersDeleted: remove.length + 1 });
    expect(run?.finishedAt).toBeDefined();
    const after = await readCounters(db, orgA, lists);
    expect(lists.map((l) => after.get(l)! - before.get(l)!)).toEqual([-remove.length, -1, sanitise.length, remove.length + 1]);

    // Every person once: sanitised or deleted, their audit rows scrubbed, the staff member's every row.
    expect(await sanitisedSoFar()).toBe(sanitise.length);
    expect(await removedSoFar()).toBe(remove.length + 1);
    for (const p of [...sanitise, ...remove]) {
      const rows = await auditOf(p.userId);
      expect(rows.map((r) => r.logMsg).join(' ')).not.toMatch(/Saskia|Dorian|Tremblay|Kowalczyk|two-orgs\.test/);
    }
    const row = (await db.auditLog.get({ refType: 'User', refId: first.userId, logId: shared!.logId }).go()).data;
    expect(row).toMatchObject({ logBy: SANITISED.text, logMsg: `Moved ${SANITISED.text}` });
    const staffRows = (await db.auditLog.query.byRef({ refType: 'Project', refId: projectId }).go({ pages: 'all' })).data;
    expect(staffRows).toHaveLength(105);
    expect(staffRows.every((r) => r.logBy === SANITISED.text)).toBe(true);
    expect((await db.user.get({ userId: staff.userId }).go()).data).toBeNull();

    // A run after that finds nothing.
    expect(Object.values((await runAt(db)).counts).every((n) => n === 0)).toBe(true);
  });

  it('a person extended after the page was read cancels their group; the others are purged and counted once', async () => {
    const due = markedFor(orgA, '2032-05-01');
    const people: Person[] = [];
    for (let i = 0; i < 6; i++) people.push(await world.member(orgA, 'CANDIDATE', due, { firstName: `Leopold${i}`, lastName: 'Achterberg' }));
    const page = (await Promise.all(people.map((p) => db.userOrgAccess.get({ organisationId: orgA, userId: p.userId }).go()))).map((r) => r.data!);
    await db.userOrgAccess.patch({ organisationId: orgA, userId: people[2]!.userId }).set(markedFor(orgA, '2032-09-01')).go();
    const counter = purgeCounter('candidatesSanitised');
    const before = (await readCounters(db, orgA, [counter])).get(counter)!;

    const purge = async () => {
      const people = createPersonPurge(depsAt('2032-05-02T02:00:00.000Z'), '2032-05-02');
      return people.write(orgA, await people.plan(page));
    };
    expect(await purge()).toEqual({ candidatesSanitised: 5 });
    const left = await Promise.all(people.map(async (p) => (await db.user.get({ userId: p.userId }).go()).data?.firstName));
    expect(left).toEqual([SANITISED.firstName, SANITISED.firstName, 'Leopold2', SANITISED.firstName, SANITISED.firstName, SANITISED.firstName]);
    // The same page again purges nothing and counts nothing.
    expect(await purge()).toEqual({});
    expect((await readCounters(db, orgA, [counter])).get(counter)).toBe(before + 5);
  });
});
