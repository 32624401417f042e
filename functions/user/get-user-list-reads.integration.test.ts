import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableRequest } from '@scheduler/contracts/envelope';
import type { Actor } from '@scheduler/core/actor';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import { createUserListService } from '@scheduler/core/user/user-list';
import { testDb } from '@scheduler/local/testing/test-db';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { givenTwoAdministrations } from '../testing/two-organisations.ts';

/**
 * The user list's first page in one round trip, as the other lists (issue 21 item 5): the page's rows, whole, from one
 * query of the tab index beside one batch get of its head (the organisation, its label of the user type, the tab's
 * counters).
 */
const { db } = testDb();
const world = await givenTwoAdministrations(db, { names: ['Reads Org', 'Other Reads Org'] });
const { organisationId, admin } = world.a;
const actor: Actor = {
  userId: admin.userId,
  username: admin.username,
  fullName: 'Reads Admin',
  organisationId,
  userType: 'ORG_ADMIN',
  roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'],
  sessionId: '',
};
const list = createUserListService({ db, clock: systemClock, ids: ulidIds });
const page = (filter = '') =>
  list.list(
    actor,
    tableRequest.parse({ searchData: JSON.stringify({ listType: 'ACTIVE', userType: 'CANDIDATE' }), pageSize: 10, pageIndex: 0, filter }),
  );

beforeAll(async () => {
  const now = new Date().toISOString();
  await db.configLabel
    .create({ organisationId, codeGroup: 'CANDIDATE', labelId: ulid(), code: 'CANDIDATE', display: 'Learner', createdAt: now, updatedAt: now })
    .go();
  for (const firstName of ['Cleo', 'Bo', 'Ari', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit', 'Lou']) {
    await world.member(
      organisationId,
      'CANDIDATE',
      {},
      { firstName, lastName: 'Reader', username: `${firstName.toLowerCase()}.${ulid().toLowerCase()}@example.test` },
    );
  }
});

describe('user/getUserList first page', () => {
  it('is one query of the rows beside one batch get of the head, and nothing after', async () => {
    const send = vi.spyOn(DynamoDBDocumentClient.prototype, 'send');
    try {
      const answer = await page();
      const sent = send.mock.calls.map(([command]) => command.constructor.name);
      expect([...sent].sort()).toEqual(['BatchGetCommand', 'QueryCommand']);
      expect(answer.size).toBe(12);
      expect(answer.dataset.map((r) => r.firstName)).toEqual(['Ari', 'Bo', 'Cleo', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo']);
      // The rows take the organisation's name and its word for the type from the head.
      expect(new Set(answer.dataset.map((r) => `${r.organisationName} / ${r.typeDisplay}`))).toEqual(new Set(['Reads Org / Learner']));
    } finally {
      send.mockRestore();
    }
  });

  it("a search for the organisation's word for the type matches every row of the tab", async () => {
    const answer = await page('learn');
    expect(answer.size).toBe(12);
  });
});
