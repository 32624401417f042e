import { describe, expect, it } from 'vitest';
import type { Db } from '../db.ts';
import { counterItemName, LIST_COUNTER_SHARDS, listOfCounterItem } from './list-counter-shards.ts';
import { createListCounterStore } from './list-counter-store.ts';
import { counterMoves, counterWrite } from './list-counters.ts';

type Item = { organisationId: string; list: string; count: number };

/** A listCounter entity over a map of items: its transaction writes, batch get and range query, keys compared in lower case. */
function fakeCounters() {
  const items = new Map<string, Item>();
  const key = (k: { organisationId: string; list: string }) => `${k.organisationId}|${k.list}`;
  const listCounter = {
    update: (k: { organisationId: string; list: string }) => ({
      add: ({ count }: { count: number }) => ({
        commit: () => {
          const item = items.get(key(k)) ?? { ...k, count: 0 };
          items.set(key(k), { ...item, count: item.count + count });
          return k.list;
        },
      }),
    }),
    get: (keys: { organisationId: string; list: string }[]) => ({
      go: async () => ({ data: keys.flatMap((k) => items.get(key(k)) ?? []), unprocessed: [] }),
    }),
    query: {
      byOrganisation: ({ organisationId }: { organisationId: string }) => ({
        between: ({ list: from }: { list: string }, { list: to }: { list: string }) => ({
          go: async () => ({
            data: [...items.values()].filter(
              (c) => c.organisationId === organisationId && c.list.toLowerCase() >= from.toLowerCase() && c.list.toLowerCase() <= to.toLowerCase(),
            ),
          }),
        }),
      }),
    },
  };
  return { items, listCounter, store: createListCounterStore({ listCounter } as unknown as Db) };
}

describe('sharded list counters', () => {
  it('names shard 0 as the list itself (counters written before sharding still count) and the others list~k', () => {
    expect(counterItemName('user#CANDIDATE#ACTIVE', 0)).toBe('user#CANDIDATE#ACTIVE');
    expect(counterItemName('user#CANDIDATE#ACTIVE', 5)).toBe('user#CANDIDATE#ACTIVE~5');
    expect(listOfCounterItem('booking#CONFIRMED#2027-03-01~5')).toBe('booking#CONFIRMED#2027-03-01');
    expect(listOfCounterItem('booking#CONFIRMED#2027-03-01')).toBe('booking#CONFIRMED#2027-03-01');
  });

  it('writes a given shard (an upload slot), else spreads the writes over every shard', () => {
    const { listCounter } = fakeCounters();
    const entities = listCounter as never;
    expect(counterWrite(entities, 'o', 'a', 1, 3)).toBe('a~3');
    expect(counterWrite(entities, 'o', 'a', 1, LIST_COUNTER_SHARDS + 2)).toBe('a~2');
    expect(counterMoves(entities, 'o', 'a', 'b', 4)).toEqual(['a~4', 'b~4']);
    const written = new Set(Array.from({ length: 400 }, () => counterWrite(entities, 'o', 'r', 1)));
    expect(written.size).toBe(LIST_COUNTER_SHARDS);
  });

  it('reads a list as the sum of its shards, a list never written as 0', async () => {
    const { listCounter, store } = fakeCounters();
    const entities = listCounter as never;
    for (let i = 0; i < 100; i++) counterWrite(entities, 'o', 'user#CANDIDATE#ACTIVE', 1);
    for (let i = 0; i < 30; i++) counterMoves(entities, 'o', 'user#CANDIDATE#ACTIVE', 'user#CANDIDATE#ARCHIVED', i % 3);
    counterWrite(entities, 'other', 'user#CANDIDATE#ACTIVE', 7);
    const counts = await store.countsOf('o', ['user#CANDIDATE#ACTIVE', 'user#CANDIDATE#ARCHIVED', 'user#CANDIDATE#INVITED']);
    expect(Object.fromEntries(counts)).toEqual({ 'user#CANDIDATE#ACTIVE': 70, 'user#CANDIDATE#ARCHIVED': 30, 'user#CANDIDATE#INVITED': 0 });
  });

  it('sums the shards of each list in a range, and only the lists in it', async () => {
    const { listCounter, store } = fakeCounters();
    const entities = listCounter as never;
    const day = (d: string) => `booking#CONFIRMED#${d}`;
    for (let i = 0; i < 40; i++) counterWrite(entities, 'o', day(['2027-03-01', '2027-03-02', '2027-03-03'][i % 3]!), 1);
    // Just outside [03-01, 03-02]: shards of a shorter name and of a longer one sort inside the queried keys.
    for (let shard = 0; shard < LIST_COUNTER_SHARDS; shard++) {
      counterWrite(entities, 'o', 'booking#CONFIRMED#2027-03', 1, shard);
      counterWrite(entities, 'o', `${day('2027-03-02')}#x`, 1, shard);
    }
    expect(await store.countersBetween('o', day('2027-03-01'), day('2027-03-02'))).toEqual([
      { list: day('2027-03-01'), count: 14 },
      { list: day('2027-03-02'), count: 13 },
    ]);
  });
});
