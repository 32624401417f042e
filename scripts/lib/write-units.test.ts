import { describe, expect, it } from 'vitest';
import type { IndexLayout, Item } from './write-units.ts';
import { itemBytes, transactionalReadUnits, writeUnits } from './write-units.ts';

/** A table like the product's: one index projecting whole items, one keys only. */
const layout: IndexLayout = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { name: 'whole', partitionKey: 'g1pk', sortKey: 'g1sk', projection: { type: 'ALL' } },
    { name: 'keys', partitionKey: 'g2pk', sortKey: 'g2sk', projection: { type: 'KEYS_ONLY' } },
    { name: 'some', partitionKey: 'g3pk', sortKey: 'g3sk', projection: { type: 'INCLUDE', attributes: ['status'] } },
  ],
};
const s = (S: string) => ({ S });
const base: Item = { pk: s('org'), sk: s('booking_1') };

// The figures DynamoDB Local reports (ReturnConsumedCapacity INDEXES) for the same standard writes.
describe('write units of one item', () => {
  it('counts names and values, numbers by their significant digits', () => {
    expect(itemBytes({ ab: s('héllo'), n: { N: '12345' }, b: { BOOL: true }, l: { L: [s('x'), { N: '1' }] } })).toBe(
      2 + 6 + 1 + 4 + 1 + 1 + 1 + 3 + 2 + 3,
    );
  });

  it('a new item with no index keys is 1 unit; one on two indexes adds an entry to each', () => {
    expect(writeUnits(undefined, base, layout)).toEqual({ table: 1, indexes: 0 });
    expect(writeUnits(undefined, { ...base, g1pk: s('a'), g1sk: s('b'), g2pk: s('c'), g2sk: s('d') }, layout)).toEqual({ table: 1, indexes: 2 });
  });

  it('a 2.5 KB item is 3 units, written or updated, and counts the larger of its two images', () => {
    const big = { ...base, v: s('x'.repeat(2500)) };
    expect(writeUnits(undefined, big, layout).table).toBe(3);
    expect(writeUnits(big, { ...big, n: { N: '1' } }, layout).table).toBe(3);
    expect(writeUnits(big, base, layout).table).toBe(3);
  });

  it('an index key that changes is a delete and a put of the entry; an unchanged entry costs nothing', () => {
    const on = { ...base, g1pk: s('a'), g1sk: s('b'), g2pk: s('c'), g2sk: s('d') };
    expect(writeUnits(on, { ...on, g1pk: s('z') }, layout)).toEqual({ table: 1, indexes: 2 });
    // A new attribute changes the whole-item entry; the keys-only entry stays as it was.
    expect(writeUnits(on, { ...on, note: s('n') }, layout)).toEqual({ table: 1, indexes: 1 });
  });

  it('an INCLUDE index is written when one of its attributes changes, and an item leaving it deletes its entry', () => {
    const on = { ...base, g3pk: s('a'), g3sk: s('b'), status: s('PENDING') };
    expect(writeUnits(on, { ...on, other: s('x') }, layout).indexes).toBe(0);
    expect(writeUnits(on, { ...on, status: s('CONFIRMED') }, layout).indexes).toBe(1);
    expect(writeUnits(on, undefined, layout)).toEqual({ table: 1, indexes: 1 });
  });

  it('a transactional read is 2 units per 4 KB', () => {
    expect(transactionalReadUnits(base)).toBe(2);
    expect(transactionalReadUnits({ ...base, v: s('x'.repeat(5000)) })).toBe(4);
  });
});
