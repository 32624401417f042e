import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { type IndexProjection, TABLE } from '@scheduler/core/table';

/** An item as DynamoDB holds it (marshalled attribute values). */
export type Item = Record<string, AttributeValue>;

/** The index layout the units are counted against: the product's table by default. */
export interface IndexLayout {
  partitionKey: string;
  sortKey: string;
  globalIndexes: readonly { name: string; partitionKey: string; sortKey: string; projection: IndexProjection }[];
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/** A number's size: about one byte per two significant digits, plus one (AWS "Item sizes and formats"). */
function numberBytes(n: string): number {
  const digits = n.replace(/e.*$/i, '').replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.ceil(Math.max(1, digits.length) / 2) + 1;
}

/** An attribute value's size in bytes as DynamoDB counts it for capacity (lists and maps: 3 bytes plus 1 per element). */
export function valueBytes(v: AttributeValue): number {
  if (v.S !== undefined) return utf8(v.S);
  if (v.N !== undefined) return numberBytes(v.N);
  if (v.B !== undefined) return v.B.byteLength;
  if (v.BOOL !== undefined || v.NULL !== undefined) return 1;
  if (v.SS) return v.SS.reduce((n, s) => n + utf8(s), 0);
  if (v.NS) return v.NS.reduce((n, s) => n + numberBytes(s), 0);
  if (v.BS) return v.BS.reduce((n, b) => n + b.byteLength, 0);
  if (v.L) return 3 + v.L.reduce((n, e) => n + 1 + valueBytes(e), 0);
  if (v.M) return 3 + Object.entries(v.M).reduce((n, [k, e]) => n + 1 + utf8(k) + valueBytes(e), 0);
  return 0;
}

/** An item's size: its attribute names and values. */
export const itemBytes = (item: Item) => Object.entries(item).reduce((n, [k, v]) => n + utf8(k) + valueBytes(v), 0);

const units = (bytes: number, per: number) => Math.max(1, Math.ceil(bytes / per));

type Index = IndexLayout['globalIndexes'][number];

/** What an index holds of an item (undefined when the item lacks the index's keys: a sparse index skips it). */
function entryOf(item: Item | undefined, g: Index, layout: IndexLayout): Item | undefined {
  if (!item || !item[g.partitionKey] || !item[g.sortKey]) return undefined;
  if (g.projection.type === 'ALL') return item;
  const keep = [layout.partitionKey, layout.sortKey, g.partitionKey, g.sortKey, ...(g.projection.type === 'INCLUDE' ? g.projection.attributes : [])];
  return Object.fromEntries(keep.filter((k) => item[k] !== undefined).map((k) => [k, item[k]!]));
}

const same = (a: Item, b: Item) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The write units of one item's change as a standard write (AWS "Capacity unit consumption for write operations" and
 * "Provisioned throughput considerations for global secondary indexes"): the table item by the larger of its two
 * images, 1 unit per KB; each global index the item enters or leaves one write of its entry, an index whose keys
 * changed a delete and a put, an entry whose projected attributes changed one write, an entry that did not change
 * none. `before`/`after` undefined: the item did not exist / was deleted.
 */
export function writeUnits(before: Item | undefined, after: Item | undefined, layout: IndexLayout = TABLE): { table: number; indexes: number } {
  const table = units(Math.max(before ? itemBytes(before) : 0, after ? itemBytes(after) : 0), 1024);
  let indexes = 0;
  for (const g of layout.globalIndexes) {
    const [b, a] = [entryOf(before, g, layout), entryOf(after, g, layout)];
    if (!b && !a) continue;
    if (!b || !a) indexes += units(itemBytes((a ?? b)!), 1024);
    else if (!same({ p: b[g.partitionKey]!, s: b[g.sortKey]! }, { p: a[g.partitionKey]!, s: a[g.sortKey]! }))
      indexes += units(itemBytes(b), 1024) + units(itemBytes(a), 1024);
    else if (!same(b, a)) indexes += units(itemBytes(a), 1024);
  }
  return { table, indexes };
}

/** Read units of a transactional read (and a ConditionCheck in a write transaction) of an item: 2 per 4 KB. */
export const transactionalReadUnits = (item: Item | undefined) => 2 * units(item ? itemBytes(item) : 0, 4096);
