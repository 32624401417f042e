import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '@scheduler/contracts/messages';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type Person, type TwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

/**
 * Issue 7 item 1: an organisation admin cannot take over another organisation's person. A's admin calls every user
 * route on B's people, on a person active in both, and on a person of B that A invited: each is refused, and nothing
 * changes in the table or at the identity provider. Only what A owns (its access rows) is A's to change, and the
 * person's identity only when every active access of theirs is A's.
 */

const { db } = testDb();
const { pool } = givenRecordingDeps();

type Call = { method: 'GET' | 'POST'; path: string; params?: Record<string, string>; body?: unknown };
const send = async (who: Person, c: Call) => invoke(handler, { ...c, sub: who.sub, sessionId: await world.signIn(who) });
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const IDENTITY_READS = new Set(['passwordSignIn', 'answerChallenge', 'mfaMethodsOf']);

let world: TwoOrganisations;
let A: string;
let B: string;
/** A person of B whom A invited (A's access INVITED): A owns only the invitation. */
let invitedFromB: Person;

/** Everything of a person the calls could change: the person, their accesses, sessions and audit rows. */
async function stateOf(p: Person) {
  const all = { pages: 'all' } as const;
  return {
    user: (await db.user.get({ userId: p.userId }).go()).data,
    accesses: (await db.userOrgAccess.query.byUser({ userId: p.userId }).go(all)).data,
    sessions: (await db.session.query.byUser({ userId: p.userId }).go(all)).data.map((s) => ({ id: s.sessionId, revoked: s.revoked })),
    audit: (await db.auditLog.query.byRef({ refType: 'User', refId: p.userId }).go(all)).data.length,
  };
}
const identityChanges = () => pool.calls.filter((c) => !IDENTITY_READS.has(c.op)).length;

beforeAll(async () => {
  world = await givenTwoOrganisations(db, { onPerson: (p) => pool.givenPoolUser(p.username, { sub: p.sub, password: 'Their#Own42Password' }) });
  A = world.a.organisationId;
  B = world.b.organisationId;
  invitedFromB = await world.member(B, 'ASSESSOR');
  await db.user.patch({ userId: invitedFromB.userId }).set({ mobileNo: '+61400555666', mfaType: 'EMAIL' }).go();
  await world.grantAccess(invitedFromB, A, { status: 'INVITED', invitationExpiry: new Date(Date.now() + 7 * 86_400_000).toISOString() });
});

/** The calls A's admin may not make about `target`, each with the answers that refuse it. */
function takeoverCalls(target: Person): { name: string; call: Call; refused: number[] }[] {
  const org = { organisationId: B, userId: target.userId };
  const inA = { organisationId: A, userId: target.userId };
  const rename = { encryptedId: target.userId, firstName: 'Mallory', lastName: 'Owned', mobileNo: '+61400000666' };
  return [
    { name: 'update (name and mobile)', call: { method: 'POST', path: '/api/user/update', body: rename }, refused: [403, 404] },
    {
      name: 'update (password)',
      call: {
        method: 'POST',
        path: '/api/user/update',
        body: { ...rename, changePassword: true, password: 'Mallory#Owns42Now', confirmPassword: 'Mallory#Owns42Now' },
      },
      refused: [403, 404, 422],
    },
    { name: 'resetMfa', call: { method: 'POST', path: '/api/user/resetMfa/{userId}', params: { userId: target.userId } }, refused: [403, 404] },
    { name: 'archive in B', call: { method: 'POST', path: '/api/user/archive/{organisationId}/{userId}', params: org }, refused: [403] },
    {
      name: 'deactivate in B',
      call: { method: 'POST', path: '/api/user/deactivateAssessor/{organisationId}/{userId}', params: org, body: { reason: 'Taken over' } },
      refused: [403],
    },
    {
      name: 'activate in B',
      call: { method: 'POST', path: '/api/user/activateAssessor/{organisationId}/{userId}', params: org, body: { reason: 'Taken over' } },
      refused: [403],
    },
    {
      name: 'extendPurgeDate in B',
      call: { method: 'POST', path: '/api/user/extendPurgeDate/{organisationId}/{userId}/{date}', params: { ...org, date: tomorrow() } },
      refused: [403],
    },
    {
      name: 'extendExpiryDate in B',
      call: { method: 'POST', path: '/api/user/extendExpiryDate/{organisationId}/{userId}/{date}', params: { ...org, date: tomorrow() } },
      refused: [403],
    },
    {
      name: 'deactivate in A',
      call: { method: 'POST', path: '/api/user/deactivateAssessor/{organisationId}/{userId}', params: inA, body: { reason: 'Taken over' } },
      refused: [404, 422],
    },
    {
      name: 'extendPurgeDate in A',
      call: { method: 'POST', path: '/api/user/extendPurgeDate/{organisationId}/{userId}/{date}', params: { ...inA, date: tomorrow() } },
      refused: [404, 422],
    },
  ];
}

describe("A's admin and B's people", () => {
  const targets = (): [string, Person][] => [
    ["B's assessor", world.b.assessor],
    ["B's candidate", world.b.candidate],
    ["B's admin", world.b.admin],
    ['the assessor active in A and B', world.shared],
    ['the person of B that A invited', invitedFromB],
  ];

  it('refuses every change of the person and of B’s accesses, and changes nothing in the table or the user pool', async () => {
    for (const [who, target] of targets()) {
      const shared = target === world.shared;
      for (const { name, call, refused } of takeoverCalls(target)) {
        // A owns its own access to the shared person: deactivating it there is A's to do (and tested elsewhere).
        if (shared && name === 'deactivate in A') continue;
        const before = await stateOf(target);
        const changesBefore = identityChanges();
        const answer = await send(world.a.admin, call);
        expect(refused, `${name} on ${who}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
        expect(answer.body ?? '', `${name} on ${who} names nobody`).not.toContain(target.username);
        expect(await stateOf(target), `${name} on ${who} changed the person`).toEqual(before);
        expect(identityChanges(), `${name} on ${who} reached the user pool`).toBe(changesBefore);
      }
    }
  });

  it("reads nothing of B: B's people are not found, the shared person shows only A's access, the invited one only A's invitation", async () => {
    for (const target of [world.b.assessor, world.b.admin, world.b.candidate]) {
      expect((await send(world.a.admin, { method: 'GET', path: '/api/user/get/{id}', params: { id: target.userId } })).statusCode).toBe(404);
    }
    const shared = parseBody(await send(world.a.admin, { method: 'GET', path: '/api/user/get/{id}', params: { id: world.shared.userId } }));
    expect(shared.userOrgAccessList.map((e: { encryptedOrgId: string }) => e.encryptedOrgId)).toEqual([A]);
    expect(JSON.stringify(shared)).not.toContain(B);
    expect(JSON.stringify(shared)).not.toContain(world.b.name);
    expect(shared.identityEditable).toBe(false);

    const invited = parseBody(await send(world.a.admin, { method: 'GET', path: '/api/user/get/{id}', params: { id: invitedFromB.userId } }));
    expect(invited).toMatchObject({
      status: 'INVITED',
      mfaType: null,
      identityEditable: false,
      userOrgAccessList: [expect.objectContaining({ encryptedOrgId: A, status: 'INVITED' })],
    });
    expect(invited.mobileNo).toBeUndefined();
    expect(JSON.stringify(invited)).not.toContain(B);
    expect(JSON.stringify(invited)).not.toContain('+61400555666');

    // The lists of B, asked for by A's admin, are refused.
    const table = { pageIndex: 0, pageSize: 10 };
    expect(
      (
        await send(world.a.admin, {
          method: 'POST',
          path: '/api/user/getUserListByOrg/{organisationId}/{filter}',
          params: { organisationId: B, filter: 'all_assessors' },
          body: table,
        })
      ).statusCode,
    ).toBe(403);
    const list = await send(world.a.admin, {
      method: 'POST',
      path: '/api/user/getUserList',
      body: { ...table, searchData: JSON.stringify({ encryptedOrganisationId: B, userType: 'ASSESSOR' }) },
    });
    expect(list.statusCode).toBe(403);
  });

  it('lets the grid admin change the shared person, and A’s admin a person whose only active access is A’s', async () => {
    const rename = (p: Person) => ({ encryptedId: p.userId, firstName: 'Renamed', lastName: 'Person' });
    expect((await send(world.gridAdmin, { method: 'POST', path: '/api/user/update', body: rename(world.shared) })).statusCode).toBe(200);
    expect((await db.user.get({ userId: world.shared.userId }).go()).data?.firstName).toBe('Renamed');

    // A's own assessor, also invited (not yet accepted) by B: B's invitation gives B nothing over them.
    const own = await world.member(A, 'ASSESSOR');
    await world.grantAccess(own, B, { status: 'INVITED' });
    expect((await send(world.b.admin, { method: 'POST', path: '/api/user/update', body: rename(own) })).statusCode).toBe(403);
    expect((await send(world.b.admin, { method: 'POST', path: '/api/user/resetMfa/{userId}', params: { userId: own.userId } })).statusCode).toBe(403);
    expect((await send(world.a.admin, { method: 'POST', path: '/api/user/update', body: rename(own) })).statusCode).toBe(200);
    expect(parseBody(await send(world.a.admin, { method: 'GET', path: '/api/user/get/{id}', params: { id: own.userId } })).identityEditable).toBe(
      true,
    );
  });
});

describe("user/create with the e-mail of B's person", () => {
  it('answers exactly as for a new e-mail, in about the same time, and takes nothing of the person', async () => {
    const body = (email: string) => ({ userType: 'ASSESSOR', firstName: 'Nobody', lastName: 'Known', email, encryptedOrganisationId: A });
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await send(world.a.admin, { method: 'POST', path: '/api/user/create', body: body(email) });
      return { answer, ms: performance.now() - started };
    };
    const targets = [world.b.assessor, world.b.invigilator, world.b.admin];
    const before = await Promise.all(targets.map(stateOf));
    const existing = [];
    const fresh = [];
    for (const [i, target] of targets.entries()) {
      existing.push(await timed(target.username));
      fresh.push(await timed(`nobody-${i}-${Date.now()}@new-person.test`));
    }
    for (const [i, { answer }] of existing.entries()) {
      expect(answer.statusCode).toBe(fresh[i]!.answer.statusCode);
      expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: ACCOUNT_MSG.userInvited });
      expect(parseBody(fresh[i]!.answer)).toEqual(parseBody(answer));
      expect(answer.body).not.toContain(targets[i]!.userId);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    const ratio = median(existing.map((t) => t.ms)) / median(fresh.map((t) => t.ms));
    expect(ratio, `existing ${existing.map((t) => t.ms.toFixed(0))} ms vs new ${fresh.map((t) => t.ms.toFixed(0))} ms`).toBeGreaterThan(0.2);
    expect(ratio).toBeLessThan(5);

    // The persons are as they were, but for the one new access each (INVITED, A's names): nothing else moved.
    for (const [i, target] of targets.entries()) {
      const after = await stateOf(target);
      expect(after.user).toEqual(before[i]!.user);
      const added = after.accesses.filter((a) => !before[i]!.accesses.some((b) => b.organisationId === a.organisationId));
      expect(added).toEqual([
        expect.objectContaining({ organisationId: A, status: 'INVITED', active: false, invitedFirstName: 'Nobody', invitedLastName: 'Known' }),
      ]);
    }
    expect(pool.callsOf('createUser')).toEqual([]);
    expect(pool.callsOf('setPassword')).toEqual([]);
  });
});
