import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { tableRequest } from '@scheduler/contracts/envelope';
import type { UserType } from '@scheduler/contracts/roles';
import { testDb } from '@scheduler/local/testing/test-db';
import { systemClock } from '../ports/clock.ts';
import { orgAdminOf, createTestOrganisation } from './testing/member-fixture-writes.ts';
import { ulidIds } from '../ports/ids.ts';
import { purgeIndexFields } from '../purge/purge-index.ts';
import { createPurgeJob } from '../purge/purge-job.ts';
import { createProfileService } from './profile.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import { createUserListService } from './user-list.ts';
import { createUserStatusService } from './user-status.ts';
import { createUserStore } from './user-store.ts';
import { matchesSearch, searchTermOf, searchTokensOf } from './user-search-words.ts';

/**
 * The token search against a full scan with the same rule (user-search-words.ts matchesSearch), on a random
 * organisation: people of every type and status, some renamed, deactivated, archived and purged after creation.
 */
const { db } = testDb();
const deps = { db, clock: systemClock, ids: ulidIds };
const org = ulid();
const stamp = new Date().toISOString();
const seed = Number(process.env.SEARCH_SEED ?? Date.now() % 100_000);
const admin = orgAdminOf(org, ulid());

/** mulberry32: the same organisation and terms for one seed (printed when a case fails). */
function random(s: number) {
  let a = s;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const rnd = random(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

const FIRST = ['John', 'Jon', 'Joanna', 'Élodie', 'Anne-Marie', 'Ann', 'Smith', 'Zoë', 'Li', 'Mo', 'Sam', 'Samantha', 'Priya', 'Ōtaki'];
const LAST = ['Smith', 'Smithers', 'Goldsmith', 'McSmith', "O'Brien", 'Brien', 'Lee', 'Leeson', 'Nguyen', 'Van der Berg', 'Ng', 'Smyth'];
/** Names the profile form takes (its name rule). */
const RENAMED = ['Zed', 'Smithson', 'Joan', 'Leeroy', 'Nguyen'];
const DOMAINS = ['example.com', 'mail.test', 'smith.co.nz', 'x.org'];
const TYPES: Exclude<UserType, 'GRID_ADMIN'>[] = ['CANDIDATE', 'CANDIDATE', 'CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN'];
const PEOPLE = 220;

async function person(i: number) {
  const userId = ulid();
  const firstName = pick(FIRST);
  const lastName = pick(LAST);
  const userType = pick(TYPES);
  const state = pick(['ACTIVE', 'ACTIVE', 'INVITED', 'INACTIVE'] as const);
  const local = pick([`${firstName}.${lastName}`, `${firstName[0]}${lastName}`, `user${i}`])
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
  const user = {
    userId,
    username: `${local}${i}@${pick(DOMAINS)}`,
    firstName,
    lastName,
    type: userType,
    status: state === 'INVITED' ? ('INVITED' as const) : ('ACTIVE' as const),
    mobileNo: `+6140${String(Math.floor(rnd() * 1e7)).padStart(7, '0')}`,
    createdAt: stamp,
    updatedAt: stamp,
  };
  await db.user.create(user).go();
  await createUserStore(db).addMember(user, {
    organisationId: org,
    userId,
    userType,
    active: state === 'ACTIVE',
    status: state,
    ...(state === 'INACTIVE' ? { statusReason: 'leave' } : {}),
    ...(state === 'INVITED' ? { invitedFirstName: pick(FIRST), invitedLastName: pick(LAST) } : {}),
    createdAt: stamp,
    updatedAt: stamp,
  });
  return { userId, userType, state, firstName };
}

let people: Awaited<ReturnType<typeof person>>[] = [];
const accessesNow = async () => (await db.userOrgAccess.query.byOrganisation({ organisationId: org }).go({ pages: 'all' })).data;

beforeAll(async () => {
  await createTestOrganisation(db, org, 'Search Org', stamp);
  people = [];
  for (let i = 0; i < PEOPLE; i++) people.push(await person(i));
  const live = people.filter((p) => p.state === 'ACTIVE');
  const staff = live.filter((p) => p.userType === 'ASSESSOR' || p.userType === 'INVIGILATOR');
  const others = live.filter((p) => !staff.includes(p));
  const status = createUserStatusService(deps);
  // Renamed by themselves (staff would also have to give a time zone), deactivated (staff only): different people.
  for (const p of others.slice(0, 20))
    await createProfileService(deps).update(
      { ...admin, userId: p.userId, fullName: p.firstName, userType: p.userType, roles: [] },
      { encryptedId: p.userId, firstName: pick(RENAMED), lastName: pick(RENAMED) },
    );
  for (const p of staff.slice(0, 12)) await status.deactivate(admin, org, p.userId, 'leave');
  for (const p of people.slice(0, 30).filter((p) => p.state !== 'ACTIVE')) await status.archive(admin, org, p.userId);
  // Purged: archived ones deleted, the others sanitised (their names and e-mail replaced).
  const due = [...people.slice(0, 30).filter((p) => p.state !== 'ACTIVE'), ...others.slice(20, 32), ...staff.slice(12, 16)].map((p) => p.userId);
  for (const userId of due)
    await db.userOrgAccess
      .patch({ organisationId: org, userId })
      .set({ readyToPurge: true, purgeDate: '2031-01-01', ...purgeIndexFields(org, '2031-01-01') })
      .go();
  await createPurgeJob({ ...deps, clock: { now: () => new Date('2031-01-02T02:00:00.000Z') } }).run({ organisationIds: [org], pageSize: 20 });
}, 240_000);

/** The full scan: every access of the organisation, in the tabs, matching the rule, in the lists' order. */
async function scanned(tabs: readonly { userType: UserType; listType: string }[], term: string): Promise<string[]> {
  const t = searchTermOf(term);
  const order = (a: UserOrgAccess) => `${a.listName}#userid_${a.userId.toLowerCase()}`;
  return (await accessesNow())
    .filter((a) => tabs.some((tab) => a.userType === tab.userType && (tab.listType === 'ALL' || a.listTab === tab.listType)))
    .filter((a) => matchesSearch(a.listSearch, t))
    .sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
    .map((a) => a.userId);
}

/** Terms cut from the organisation's own words: word prefixes, mid-word pieces, phrases, e-mail pieces, digits. */
async function termsOf(n: number): Promise<string[]> {
  const texts = (await accessesNow()).map((a) => a.listSearch);
  const terms = ['smith', 'smi', 'mith', 'john smith', 'élo', 'o brien', "o'brien", 'anne-m', '@example', '.com', 'inactive', 'archived', '0', '04'];
  while (terms.length < n) {
    const fields = pick(texts).split('\u001f').filter(Boolean);
    const field = pick(fields);
    const start =
      rnd() < 0.6 ? pick([0, ...[...field.matchAll(/[^\p{L}\p{N}]/gu)].map((m) => (m.index ?? 0) + 1)]) : Math.floor(rnd() * field.length);
    const term = field.slice(start, start + 1 + Math.floor(rnd() * 12));
    terms.push(rnd() < 0.3 ? term.toUpperCase() : term);
  }
  return terms;
}

const list = (search: object, filter: string, page: object = {}) =>
  createUserListService(deps).list(admin, tableRequest.parse({ searchData: JSON.stringify(search), filter, pageSize: 0, ...page }));

describe('the user search by its token rows', () => {
  it('holds the token rows of every access, no more', async () => {
    const { data } = await db.userSearchToken.query.byToken({ organisationId: org }).go({ pages: 'all' });
    const held = data.map((t) => `${t.userId} ${t.token}`).sort();
    const expected = (await accessesNow()).flatMap((a) => searchTokensOf(a.listSearch).map((token) => `${a.userId} ${token}`)).sort();
    expect(held, `seed ${seed}`).toEqual(expected);
    expect((await accessesNow()).some((a) => a.sanitisedOn)).toBe(true);
  });

  it('finds exactly the rows a full scan finds with the same rule, for random terms and tabs', async () => {
    const typeWords = ['candidate', 'assessor', 'invigilator', 'admin', 'organisation'];
    const terms = (await termsOf(70)).filter((t) => /[\p{L}\p{N}]/u.test(t) && !typeWords.some((w) => w.includes(searchTermOf(t))));
    for (const term of terms) {
      const userType = pick(['CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN'] as const);
      const listType = pick(['ALL', 'ACTIVE', 'UNREGISTERED', 'DEACTIVATED', 'ARCHIVED'] as const);
      // The Deactivated tab is the assessors' unless it asks for invigilators (user-list.ts).
      const tabs = [{ userType: listType === 'DEACTIVATED' && userType !== 'INVIGILATOR' ? 'ASSESSOR' : userType, listType }];
      const expected = await scanned(tabs, term);
      const page = await list({ listType, userType }, term);
      expect({ term, tabs, ids: page.dataset.map((r) => r.encryptedId), size: page.size }, `seed ${seed}`).toEqual({
        term,
        tabs,
        ids: expected,
        size: expected.length,
      });
      const second = await list({ listType, userType }, term, { pageSize: 3, pageIndex: 1 });
      expect(
        second.dataset.map((r) => r.encryptedId),
        `seed ${seed}: ${term}, page 2`,
      ).toEqual(expected.slice(3, 6));
      const staff = await createUserListService(deps).listByOrganisation(
        admin,
        org,
        'all_assessors',
        tableRequest.parse({ filter: term, pageSize: 0 }),
      );
      const staffExpected = await scanned(
        [
          { userType: 'ASSESSOR', listType: 'ALL' },
          { userType: 'INVIGILATOR', listType: 'ALL' },
        ],
        term,
      );
      expect({ term, ids: staff.dataset.map((r) => r.encryptedId) }, `seed ${seed}`).toEqual({ term, ids: staffExpected });
    }
  }, 120_000);

  it('matches at the start of a word only: a piece from inside a word finds nothing', async () => {
    const texts = (await accessesNow()).map((a) => a.listSearch);
    expect(texts.some((t) => t.includes('mith'))).toBe(true);
    expect((await list({ listType: 'ALL', userType: 'CANDIDATE' }, 'mith')).size).toBe(0);
  });
});
