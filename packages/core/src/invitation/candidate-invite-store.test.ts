import { describe, expect, it } from 'vitest';
import type { Db } from '../db.ts';
import { createCandidateInviteStore } from './candidate-invite-store.ts';

/** A table whose invitation transactions answer `answers` in turn (a code per cancellation), recording each send. */
function tableAnswering(answers: (readonly string[] | 'ok')[]) {
  const sent: string[][] = [];
  const listCounter = {
    update: ({ list }: { list: string }) => ({ add: () => ({ commit: () => list }) }),
  };
  const db = {
    service: {
      transaction: {
        write: (items: (e: unknown) => string[]) => ({
          go: async () => {
            sent.push(items({ listCounter }));
            const answer = answers[sent.length - 1] ?? 'ok';
            return answer === 'ok'
              ? { canceled: false, data: [] }
              : { canceled: true, data: answer.map((code) => ({ rejected: code !== 'None', code })) };
          },
        }),
      },
    },
  } as unknown as Db;
  return { sent, store: createCandidateInviteStore(db) };
}

const invite = (store: ReturnType<typeof createCandidateInviteStore>, shard?: number) =>
  store.candidatesInvitedWrite('org', [() => ['row' as never]], new Map([['user#CANDIDATE#INVITED', 2]]), shard);

describe('candidatesInvitedWrite', () => {
  it('sends a transaction cancelled by TransactionConflict again, and it commits', async () => {
    const { sent, store } = tableAnswering([
      ['None', 'TransactionConflict'],
      ['TransactionConflict', 'None'],
    ]);
    expect(await invite(store, 3)).toBe(true);
    expect(sent).toEqual([
      ['row', 'user#CANDIDATE#INVITED~3'],
      ['row', 'user#CANDIDATE#INVITED~3'],
      ['row', 'user#CANDIDATE#INVITED~3'],
    ]);
  });

  it('is refused at once when a condition failed, conflict or not', async () => {
    const { sent, store } = tableAnswering([['ConditionalCheckFailed', 'TransactionConflict']]);
    expect(await invite(store)).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('gives up after a few conflicts', async () => {
    const { sent, store } = tableAnswering(Array.from({ length: 10 }, () => ['TransactionConflict']));
    expect(await invite(store)).toBe(false);
    expect(sent).toHaveLength(5);
  });
});
