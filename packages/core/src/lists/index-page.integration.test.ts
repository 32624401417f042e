import { beforeAll, describe, expect, it } from 'vitest';
import { Entity } from 'electrodb';
import { ulid } from 'ulid';
import { tableRequest } from '@scheduler/contracts/envelope';
import { testDb } from '@scheduler/local/testing/test-db';
import { LIST_SEARCH_SEPARATOR } from '../table.ts';
import { applyTableRequest } from './table-query.ts';
import { batchGetInOrder, readIndexPage, readWholeRange, SORT_IN_MEMORY_CAP, type IndexItem } from './index-page.ts';
import { counterMoves, readCounters } from './list-counters.ts';

const { client, table, db } = testDb();

/** A list row on list1 (by tab, sorted by name) and list2 (all tabs, sorted by name), as the product's lists are. */
const rowEntity = new Entity(
  {
    model: { entity: 'listProbe', version: '1', service: 'scheduler' },
    attributes: {
      organisationId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      tab: { type: ['OPEN', 'SHUT'] as const, required: true },
      name: { type: 'string', required: true },
      age: { type: 'number', required: true },
      listName: { type: 'string', required: true },
      listSearch: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['userId'] } },
      byTab: {
        index: 'list1',
        pk: { field: 'list1pk', composite: ['organisationId', 'tab'] },
        sk: { field: 'list1sk', composite: ['listName', 'userId'] },
      },
      byAll: { index: 'list2', pk: { field: 'list2pk', composite: ['organisationId'] }, sk: { field: 'list2sk', composite: ['listName', 'userId'] } },
    },
  },
  { client, table },
);

const NAMES = ['Adam', 'bella', 'Carl', 'Dora', 'eve', 'Finn', 'Gus', 'Hana', 'Ivy', 'Jon', 'Kim', 'Lea', 'Max'];
const org = ulid();
const idOf = (x: { userId?: unknown }) => String(x.userId);

beforeAll(async () => {
  for (const [i, name] of NAMES.entries()) {
    const tab = i % 3 === 2 ? 'SHUT' : 'OPEN';
    const userId = ulid();
    await db.service.transaction.write(({ listCounter }) => [...counterMoves(listCounter, org, undefined, `probe#${tab}`)]).go();
    await rowEntity
      .create({
        organisationId: org,
        userId,
        tab,
        name,
        age: 100 - i * 7,
        listName: name.toLowerCase(),
        listSearch: [name, `${name}@mail.test`].join(LIST_SEARCH_SEPARATOR).toLowerCase(),
      })
      .go();
  }
});

const open = () => ({ query: rowEntity.query.byTab({ organisationId: org, tab: 'OPEN' }) });
const shut = () => ({ query: rowEntity.query.byTab({ organisationId: org, tab: 'SHUT' }) });
const counted = (tab: 'OPEN' | 'SHUT') => async () => (await readCounters(db, org, [`probe#${tab}`])).get(`probe#${tab}`)!;
const names = async (items: IndexItem[]) =>
  (
    await batchGetInOrder(
      rowEntity,
      items.map((i) => ({ organisationId: String(i.organisationId), userId: String(i.userId) })),
      idOf,
    )
  ).map((r) => r.name);

describe('readIndexPage', () => {
  it('reads the first page in the index order and the total from the counter', async () => {
    const page = await readIndexPage({ ranges: [{ ...open(), total: counted('OPEN') }], order: 'asc', pageIndex: 0, pageSize: 3 });
    expect(await names(page.items)).toEqual(['Adam', 'bella', 'Dora']);
    expect(page.total).toBe(9);
  });

  it('pages past page 1 in both directions, counting the range when it has no counter', async () => {
    const second = await readIndexPage({ ranges: [open()], order: 'asc', pageIndex: 1, pageSize: 3 });
    expect(await names(second.items)).toEqual(['eve', 'Gus', 'Hana']);
    expect(second.total).toBe(9);
    const last = await readIndexPage({ ranges: [open()], order: 'desc', pageIndex: 2, pageSize: 4 });
    expect(await names(last.items)).toEqual(['Adam']);
    const beyond = await readIndexPage({ ranges: [open()], order: 'asc', pageIndex: 5, pageSize: 3 });
    expect(beyond).toEqual({ items: [], total: 9 });
  });

  it('merges several ranges of one index by its sort order, totals added', async () => {
    const page = await readIndexPage({ ranges: [open(), { ...shut(), total: counted('SHUT') }], order: 'asc', pageIndex: 1, pageSize: 4 });
    expect(await names(page.items)).toEqual(['eve', 'Finn', 'Gus', 'Hana']);
    expect(page.total).toBe(13);
    const all = await readIndexPage({
      ranges: [{ query: rowEntity.query.byAll({ organisationId: org }) }],
      order: 'desc',
      pageIndex: 0,
      pageSize: 0,
    });
    expect(await names(all.items)).toEqual([...NAMES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())).reverse());
  });

  it('searches the lower-cased search attribute of the range: the matches are the total, paged like the rest', async () => {
    const page = await readIndexPage({ ranges: [open(), shut()], order: 'asc', pageIndex: 0, pageSize: 2, search: 'a' });
    // Every row's e-mail holds an 'a' ('mail.test').
    expect(page.total).toBe(13);
    const narrow = await readIndexPage({ ranges: [open(), shut()], order: 'asc', pageIndex: 1, pageSize: 2, search: 'n' });
    expect(narrow.total).toBe(3);
    expect(await names(narrow.items)).toEqual(['Jon']);
    const none = await readIndexPage({ ranges: [{ ...open(), total: counted('OPEN') }], order: 'asc', pageIndex: 0, pageSize: 5, search: 'zzz' });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('never matches a term across two fields of the search text', async () => {
    // 'adam' + separator + 'adam' is how Adam's name and e-mail meet in the search text.
    expect(
      (await readIndexPage({ ranges: [open()], order: 'asc', pageIndex: 0, pageSize: 5, search: `adam${LIST_SEARCH_SEPARATOR}adam` })).total,
    ).toBe(0);
    expect(await names((await readIndexPage({ ranges: [open()], order: 'asc', pageIndex: 0, pageSize: 5, search: 'adam@' })).items)).toEqual([
      'Adam',
    ]);
  });

  it('filters on the projected attributes, reading the whole range: the rows kept are the total', async () => {
    const ids = (await readIndexPage({ ranges: [open()], order: 'asc', pageIndex: 0, pageSize: 0 })).items.map((i) => String(i.userId));
    const some = new Set([ids[1], ids[4], ids[7]]);
    const page = await readIndexPage({ ranges: [open()], order: 'asc', pageIndex: 1, pageSize: 2, keep: (i) => some.has(String(i.userId)) });
    expect(page.total).toBe(3);
    expect(await names(page.items)).toEqual(['Kim']);
  });

  it('lets a range match every term its rows share, without filtering it', async () => {
    const page = await readIndexPage({
      ranges: [{ ...open(), matchesAll: (t) => 'open'.includes(t) }, shut()],
      order: 'asc',
      pageIndex: 0,
      pageSize: 20,
      search: 'pe',
    });
    expect(page.total).toBe(9);
  });
});

describe('sorting by a second column', () => {
  it('reads the whole range and sorts it in memory', async () => {
    const keys = await readWholeRange([open()], undefined);
    const rows = await batchGetInOrder(
      rowEntity,
      keys.map((i) => ({ organisationId: String(i.organisationId), userId: String(i.userId) })),
      idOf,
    );
    const req = tableRequest.parse({ sortColumn: 'age', sortDirection: 'asc', pageSize: 3, pageIndex: 1 });
    const page = applyTableRequest(rows, req, {
      searchable: (r) => [r.name],
      sortable: { age: (r) => r.age, name: (r) => r.name },
      defaultSort: { column: 'name', direction: 'asc' },
    });
    expect(page.size).toBe(9);
    expect(page.dataset.map((r) => r.name)).toEqual(['Hana', 'Gus', 'eve']);
  });

  it('refuses a list longer than the cap', async () => {
    await expect(readWholeRange([open(), shut()], undefined, { cap: 12 })).rejects.toMatchObject({ code: 'list.too_long', httpStatus: 422 });
    expect(await readWholeRange([open(), shut()], 'n', { cap: 12 })).toHaveLength(3);
    // A filter runs before the cap: 13 rows read, none kept.
    expect(await readWholeRange([open(), shut()], undefined, { cap: 12, keep: () => false })).toEqual([]);
    expect(SORT_IN_MEMORY_CAP).toBeGreaterThanOrEqual(1000);
  });
});

describe('counters', () => {
  it('move by one per list change and read 0 for a list never written', async () => {
    const other = ulid();
    await db.service.transaction.write(({ listCounter }) => counterMoves(listCounter, other, undefined, 'x#A')).go();
    await db.service.transaction.write(({ listCounter }) => counterMoves(listCounter, other, 'x#A', 'x#B')).go();
    expect(counterMoves(db.listCounter as never, other, 'x#B', 'x#B')).toEqual([]);
    expect(Object.fromEntries(await readCounters(db, other, ['x#A', 'x#B', 'x#C']))).toEqual({ 'x#A': 0, 'x#B': 1, 'x#C': 0 });
  });
});
