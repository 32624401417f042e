/** p50 / p95 / max in milliseconds of n timed calls. */
export interface Timing {
  p50: number;
  p95: number;
  max: number;
  n: number;
}

/** Runs `fn` n times one after another (after a warm-up) and answers p50 / p95 / max in milliseconds. */
export async function measure(n: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number; n: number }> {
  for (let i = 0; i < Math.min(10, n); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: at(1), n };
}

/**
 * `a` and `b` timed in turn, n times each (after a warm-up): both see the same moments of the machine's load, so
 * their ratio holds on a busy machine. Answers p50 / p95 / max of each.
 */
export async function measurePaired(n: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  const times: [number[], number[]] = [[], []];
  const fns = [a, b] as const;
  for (let i = 0; i < Math.min(10, n); i++) {
    await a();
    await b();
  }
  for (let i = 0; i < n; i++) {
    for (const k of [0, 1] as const) {
      const t = performance.now();
      await fns[k]();
      times[k].push(performance.now() - t);
    }
  }
  return times.map((ts) => {
    ts.sort((x, y) => x - y);
    const at = (q: number) => Math.round(ts[Math.min(ts.length - 1, Math.floor(q * ts.length))]! * 10) / 10;
    return { p50: at(0.5), p95: at(0.95), max: at(1), n };
  }) as [{ p50: number; p95: number; max: number; n: number }, { p50: number; p95: number; max: number; n: number }];
}

export const row = (name: string, m: { p50: number; p95: number; max: number; n: number }) =>
  `${name.padEnd(52)} p50 ${String(m.p50).padStart(6)} ms   p95 ${String(m.p95).padStart(6)} ms   max ${String(m.max).padStart(6)} ms   (n=${m.n})`;
