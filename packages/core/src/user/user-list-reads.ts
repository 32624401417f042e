import type { LabelSet } from '@scheduler/contracts/labels';
import type { UserType } from '@scheduler/contracts/roles';
import type { Db } from '../db.ts';
import { codeGroup } from '../label/config-label.ts';
import { counterItemName, LIST_COUNTER_SHARDS, listOfCounterItem } from '../lists/list-counter-shards.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';

type Key = Record<string, unknown>;
type RawItem = Record<string, unknown>;

/** An ElectroDB entity as a cross-entity batch get uses it: its batch get's parameters, and parse for its items. */
interface Batched {
  get(keys: Key[]): { params(): unknown };
  parse(raw: { Items: RawItem[] }): unknown;
}

const BATCH_KEYS = 100;
const ATTEMPTS = 5;

/** The table's key of an item or key (pk and sk), as one string. */
const keyText = (k: RawItem) => `${String(k.pk)}\u0000${String(k.sk)}`;

/**
 * The items of several entities in ONE BatchGetItem (up to 100 keys a request): each entity's keys as its batch get
 * writes them, sent together, and each answer parsed by the entity it was asked of. Keys left unprocessed are asked
 * again (five times, then it fails rather than answer a short page). Answers each group's items (missing ones left out).
 */
async function batchGetAcross(db: Db, groups: readonly { entity: Batched; keys: Key[] }[]): Promise<unknown[][]> {
  let table = '';
  const owner = new Map<string, number>();
  let todo: RawItem[] = [];
  groups.forEach(({ entity, keys }, group) => {
    if (keys.length === 0) return;
    for (const request of entity.get(keys).params() as { RequestItems: Record<string, { Keys: RawItem[] }> }[]) {
      for (const [name, { Keys }] of Object.entries(request.RequestItems)) {
        table = name;
        for (const k of Keys) owner.set(keyText(k), group);
        todo.push(...Keys);
      }
    }
  });
  const found: RawItem[][] = groups.map(() => []);
  // ElectroDB's client wrapper sends the document client's BatchGetCommand (electrodb/src/client.js).
  const client = (db.user as unknown as { client: { batchGet(p: unknown): { promise(): Promise<BatchAnswer> } } }).client;
  type BatchAnswer = { Responses?: Record<string, RawItem[]>; UnprocessedKeys?: Record<string, { Keys?: RawItem[] }> };
  for (let attempt = 0; attempt < ATTEMPTS && todo.length > 0; attempt++) {
    const chunks = Array.from({ length: Math.ceil(todo.length / BATCH_KEYS) }, (_, i) => todo.slice(i * BATCH_KEYS, (i + 1) * BATCH_KEYS));
    const answers = await Promise.all(chunks.map((Keys) => client.batchGet({ RequestItems: { [table]: { Keys } } }).promise()));
    todo = [];
    for (const answer of answers) {
      for (const item of answer.Responses?.[table] ?? []) found[owner.get(keyText(item))!]!.push(item);
      todo.push(...(answer.UnprocessedKeys?.[table]?.Keys ?? []));
    }
  }
  if (todo.length > 0) throw new Error(`user list: ${todo.length} keys stayed unprocessed`);
  return groups.map(({ entity }, group) =>
    found[group]!.length ? ((entity.parse({ Items: found[group]! }) as { data?: unknown[] } | null)?.data ?? []) : [],
  );
}

/** The user types whose words an organisation may label (the others are fixed words, user-type-display.ts). */
const LABELLED_TYPES: readonly string[] = ['ASSESSOR', 'INVIGILATOR', 'CANDIDATE'];

/** What a user list page shows beside its rows: the organisation, the words of its user types, its tabs' counts. */
export interface ListHead {
  organisation: Organisation | null;
  /** The organisation's labels of the page's user types (the only words its rows take from the labels). */
  labels: LabelSet;
  /** The count of each list counter asked for. */
  counts: Map<string, number>;
}

/**
 * The user list's reads, each one request (DESIGN §3.7): the head of a page (the organisation, the labels of its user
 * types and its counters' shards, in one batch get beside the page's query) and the accesses a search found (one
 * batch get).
 */
export function createUserListReads(db: Db) {
  return {
    async headOf(organisationId: string, types: readonly UserType[], counters: readonly string[]): Promise<ListHead> {
      const lists = [...new Set(counters)];
      const labelled = [...new Set(types)].filter((t) => LABELLED_TYPES.includes(t)) as ('ASSESSOR' | 'INVIGILATOR' | 'CANDIDATE')[];
      const [organisations, labels, shards] = await batchGetAcross(db, [
        { entity: db.organisation, keys: [{ organisationId }] },
        { entity: db.configLabel, keys: labelled.map((code) => ({ organisationId, codeGroup: codeGroup(code) })) },
        {
          entity: db.listCounter,
          keys: lists.flatMap((list) =>
            Array.from({ length: LIST_COUNTER_SHARDS }, (_, shard) => ({ organisationId, list: counterItemName(list, shard) })),
          ),
        },
      ]);
      const counts = new Map(lists.map((list) => [list, 0]));
      for (const c of shards as { list: string; count: number }[]) {
        const list = listOfCounterItem(c.list);
        counts.set(list, (counts.get(list) ?? 0) + c.count);
      }
      return {
        organisation: (organisations![0] as Organisation | undefined) ?? null,
        labels: (labels as { code: string; display: string }[]).map((l) => ({ code: l.code, display: l.display })),
        counts,
      };
    },

    /** The accesses of the people named in the organisation, in the order named (one batch get; missing ones left out). */
    async accessesOf(organisationId: string, userIds: readonly string[]): Promise<UserOrgAccess[]> {
      const ids = [...new Set(userIds)];
      const [accesses] = await batchGetAcross(db, [{ entity: db.userOrgAccess, keys: ids.map((userId) => ({ organisationId, userId })) }]);
      const byId = new Map((accesses as UserOrgAccess[]).map((a) => [a.userId, a]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
