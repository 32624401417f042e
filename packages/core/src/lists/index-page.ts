import { errors } from '../errors.ts';
import { LIST_SEARCH_ATTRIBUTE, LIST_SEARCH_SEPARATOR, TABLE } from '../table.ts';

/**
 * Pages of an unbounded list read through an index (DESIGN §3.7 "Lists that scale").
 *
 * A list view is one or more key ranges of a list index (table.ts list1 / list2: keys plus a small INCLUDE
 * projection), each already sorted by the view's default order. A page without a search reads, per range, only the
 * keys up to the end of the page ((pageIndex + 1) × pageSize of them, in the asked direction), merges the ranges by
 * the index's sort key and keeps the page's slice; the caller then batch-gets the page's items. The total comes
 * from the range's counter (kept by the writes) or, where a range has none, from a keys-only count of the range.
 * A search reads the whole range's projection, filtered on the lower-cased search attribute, so its cost follows
 * the size of the tab rather than of the page: the total is the number of matches.
 *
 * Sorting by a column that is not the index order is done in memory over at most SORT_IN_MEMORY_CAP rows of the
 * range (readWholeRange): a longer list is refused with a request to narrow it by a search or filter.
 */

/** An ElectroDB query on a list index with its key range (entity.query.<index>(...), .gte(), .between() ...). */
export interface RangeQuery {
  params(options?: Record<string, unknown>): Record<string, unknown>;
  go(options?: Record<string, unknown>): Promise<{ data: unknown; cursor?: unknown }>;
}

export interface IndexRange {
  query: RangeQuery;
  /** The number of rows in the range, kept by the writes (a counter); without it the range is counted. */
  total?: () => Promise<number>;
  /** True when every row of the range matches the term anyway (e.g. it is in a field shared by the whole range). */
  matchesAll?: (term: string) => boolean;
}

export interface IndexPageRequest {
  ranges: readonly IndexRange[];
  order: 'asc' | 'desc';
  pageIndex: number;
  /** 0 asks for every row (an export). */
  pageSize: number;
  /** The search term, trimmed and lower-cased (table-query normaliseSearch); empty for none. */
  search?: string;
  /**
   * A filter on the index items' projected attributes (a list's filters): like a search, it reads the whole range's
   * keys, and the rows kept are the total.
   */
  keep?: (item: IndexItem) => boolean;
}

/** An item of a list index: its keys and the INCLUDE attributes (table.ts LIST_INDEX_ATTRIBUTES). */
export type IndexItem = Record<string, unknown>;

export interface IndexPage {
  items: IndexItem[];
  total: number;
}

/** The longest list sorted in memory by a column that has no index (its rows are all read to sort them). */
export const SORT_IN_MEMORY_CAP = 1000;

type RawResponse = { Items?: IndexItem[]; Count?: number; LastEvaluatedKey?: Record<string, unknown> };
type Params = { IndexName?: string; ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> };

/** The term as the index compares it: a term never spans two fields of the search text. */
const searchTerm = (term: string | undefined) => (term ?? '').split(LIST_SEARCH_SEPARATOR).join('').trim().toLowerCase();

function sortKeyOf(params: Params): string {
  if (!params.IndexName) return TABLE.sortKey;
  const index = TABLE.globalIndexes.find((g) => g.name === params.IndexName);
  if (!index) throw new Error(`index-page: ${params.IndexName ?? 'the table'} is not a global index of the table`);
  return index.sortKey;
}

/** The extra query parameters (filter, count) merged with the names and values ElectroDB wrote for the key range. */
function withExtra(params: Params, extra: { Select?: 'COUNT'; term?: string; Limit?: number }) {
  const out: Record<string, unknown> = {};
  if (extra.Limit !== undefined) out.Limit = extra.Limit;
  if (extra.Select) out.Select = extra.Select;
  if (extra.term) {
    out.FilterExpression = 'contains(#listSearch, :listSearchTerm)';
    out.ExpressionAttributeNames = { ...params.ExpressionAttributeNames, '#listSearch': LIST_SEARCH_ATTRIBUTE };
    out.ExpressionAttributeValues = { ...params.ExpressionAttributeValues, ':listSearchTerm': extra.term };
  }
  return out;
}

/** Reads the range's keys in `order`, stopping once `limit` keys (matching `term`, if given) are read. */
async function readKeys(range: IndexRange, order: 'asc' | 'desc', limit: number, term?: string): Promise<IndexItem[]> {
  const params = range.query.params() as Params;
  const out: IndexItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const left = limit - out.length;
    // With a filter DynamoDB's Limit counts the keys read, not those kept: read on until enough match.
    const extra = withExtra(params, { term, Limit: Number.isFinite(left) && !term ? left : undefined });
    const { data } = (await range.query.go({ data: 'raw', order, cursor, params: extra })) as { data: RawResponse };
    out.push(...(data.Items ?? []));
    cursor = data.LastEvaluatedKey;
  } while (cursor && out.length < limit);
  return out.slice(0, limit);
}

/** How many keys the range holds (matching `term`, if given): a keys-only count, read in 1 MB steps. */
export async function countKeys(range: IndexRange, term?: string): Promise<number> {
  const params = range.query.params() as Params;
  let n = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const { data } = (await range.query.go({ data: 'raw', cursor, params: withExtra(params, { Select: 'COUNT', term }) })) as { data: RawResponse };
    n += data.Count ?? 0;
    cursor = data.LastEvaluatedKey;
  } while (cursor);
  return n;
}

/** The ranges' keys as one list in `order` by the index sort key (the ranges share one index and its key shape). */
function merge(lists: IndexItem[][], sortKey: string, order: 'asc' | 'desc'): IndexItem[] {
  if (lists.length === 1) return lists[0]!;
  const sign = order === 'desc' ? -1 : 1;
  const key = (i: IndexItem) => String(i[sortKey] ?? '');
  return lists.flat().sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** One page of a list view and its total (see the file's comment). */
export async function readIndexPage(req: IndexPageRequest): Promise<IndexPage> {
  if (req.ranges.length === 0) return { items: [], total: 0 };
  const sortKey = sortKeyOf(req.ranges[0]!.query.params() as Params);
  const term = searchTerm(req.search);
  const end = req.pageSize > 0 ? (req.pageIndex + 1) * req.pageSize : Number.POSITIVE_INFINITY;
  const start = req.pageSize > 0 ? req.pageIndex * req.pageSize : 0;

  const perRange = await Promise.all(
    req.ranges.map(async (range) => {
      const searched = term !== '' && !range.matchesAll?.(term);
      if (searched || req.keep) {
        // A search or filter reads the whole range's projection: its matches are the total.
        const read = await readKeys(range, req.order, Number.POSITIVE_INFINITY, searched ? term : undefined);
        const keys = req.keep ? read.filter(req.keep) : read;
        return { keys: keys.slice(0, end), total: keys.length };
      }
      // Reading to the end (an export) reads every key: they are the total.
      if (!Number.isFinite(end)) {
        const keys = await readKeys(range, req.order, end);
        return { keys, total: keys.length };
      }
      const [keys, total] = await Promise.all([readKeys(range, req.order, end), range.total ? range.total() : countKeys(range)]);
      return { keys, total };
    }),
  );
  const merged = merge(
    perRange.map((r) => r.keys),
    sortKey,
    req.order,
  );
  return { items: merged.slice(start, end), total: perRange.reduce((n, r) => n + r.total, 0) };
}

/**
 * Every key of the ranges (matching the search), for a sort by a column the index does not hold: refused when
 * there are more than `cap` (the rows are then all fetched and sorted in memory).
 */
export async function readWholeRange(
  ranges: readonly IndexRange[],
  search: string | undefined,
  opts: { keep?: (item: IndexItem) => boolean; cap?: number } = {},
): Promise<IndexItem[]> {
  const term = searchTerm(search);
  const cap = opts.cap ?? SORT_IN_MEMORY_CAP;
  // With a filter every key is read (the filter runs here); without, reading stops past the cap.
  const lists = await Promise.all(
    ranges.map((range) =>
      readKeys(range, 'asc', opts.keep ? Number.POSITIVE_INFINITY : cap + 1, term !== '' && !range.matchesAll?.(term) ? term : undefined),
    ),
  );
  const all = opts.keep ? lists.flat().filter(opts.keep) : lists.flat();
  if (all.length > cap) throw tooLongToSort();
  return all;
}

/** The refusal of an in-memory sort or filter over more rows than the cap. */
export const tooLongToSort = () =>
  errors.refused(
    'list.too_long',
    `This list holds more than ${SORT_IN_MEMORY_CAP} rows for that sort or filter: search or narrow the filters first.`,
  );

/** An ElectroDB entity's batch get (entity.get([...keys]).go()). */
export interface BatchGetter<K, T> {
  get(keys: K[]): { go(options?: Record<string, unknown>): Promise<{ data: (T | null)[]; unprocessed: K[] }> };
}

/** An ElectroDB entity as a page reads it: batch get, and parse for an index that holds whole items (ALL). */
export interface PageReader<K, T> extends BatchGetter<K, T> {
  parse(raw: { Items: IndexItem[] }): unknown;
}

/**
 * The page's items: parsed from the index items themselves when the index holds whole items (gsi1–gsi4), otherwise
 * batch-got from the table by `keyOf` (the list indexes hold keys and a few attributes).
 */
export async function pageItems<K, T>(
  entity: PageReader<K, T>,
  items: readonly IndexItem[],
  keyOf: (i: IndexItem) => K,
  idOf: (k: K | T) => string,
): Promise<T[]> {
  if (items.length > 0 && items.every((i) => '__edb_e__' in i)) {
    return (entity.parse({ Items: [...items] }) as { data?: T[] } | null)?.data ?? [];
  }
  return batchGetInOrder(entity, items.map(keyOf), idOf);
}

/**
 * The items named by `keys`, in the keys' order (missing ones left out). Keys DynamoDB leaves unprocessed are asked
 * again (up to five times, then it fails rather than answer a short page).
 */
export async function batchGetInOrder<K, T>(entity: BatchGetter<K, T>, keys: readonly K[], idOf: (k: K | T) => string): Promise<T[]> {
  if (keys.length === 0) return [];
  const found = new Map<string, T>();
  let todo = [...keys];
  for (let attempt = 0; attempt < 5 && todo.length > 0; attempt++) {
    const { data, unprocessed } = await entity.get(todo).go({ concurrency: 4 });
    for (const item of data) if (item) found.set(idOf(item), item);
    todo = unprocessed;
  }
  if (todo.length > 0) throw new Error(`batchGetInOrder: ${todo.length} keys stayed unprocessed`);
  return keys.flatMap((k) => {
    const item = found.get(idOf(k));
    return item ? [item] : [];
  });
}
