import { describe, expect, it } from 'vitest';
import { createPacer, retryDelaySeconds } from './outbox-pace.ts';

describe('outbox pace', () => {
  it('doubles the retry delay after each failed attempt, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 60))).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(12, 60)).toBe(3600);
  });

  it('spreads a burst 1/rate apart and starts at once after an idle spell', async () => {
    let t = 0;
    const waits: number[] = [];
    const pacer = createPacer(
      4,
      () => t,
      async (ms) => {
        waits.push(ms);
        t += ms;
      },
    );
    for (let i = 0; i < 3; i++) await pacer.wait();
    expect(waits).toEqual([250, 250]);
    t += 10_000;
    await pacer.wait();
    expect(waits).toHaveLength(2);
  });

  it('refuses a rate that is not above zero', () => {
    expect(() =>
      createPacer(
        0,
        () => 0,
        async () => undefined,
      ),
    ).toThrow(/above 0/);
  });
});
