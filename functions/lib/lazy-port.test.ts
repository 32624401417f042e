import { describe, expect, it } from 'vitest';
import { lazyPort } from './lazy-port.ts';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

describe('lazyPort', () => {
  it('loads the adapter on the first call only, once for every call after, and passes arguments through', async () => {
    let loads = 0;
    let calls = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async (name) => `hello ${name}`, count: async () => ++calls };
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([port.greet('ada'), port.count()]);
    expect([a, b]).toEqual(['hello ada', 1]);
    await port.count();
    expect(loads).toBe(1);
    expect(calls).toBe(2);
  });

  it('is not a thenable: awaiting it gives the port without loading the adapter', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async () => '', count: async () => 0 };
    });
    expect(await port).toBe(port);
    expect(loads).toBe(0);
  });

  it('a failed load rejects the call', async () => {
    const port = lazyPort<Greeter>(async () => {
      throw new Error('no SDK');
    });
    await expect(port.count()).rejects.toThrow('no SDK');
  });
});
