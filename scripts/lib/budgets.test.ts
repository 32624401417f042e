import { describe, expect, it } from 'vitest';
import { bundlePart, lambdaBundleLines, type LambdaBundle } from './bundle-sizes.ts';
import { webBundleLines } from './web-bundle.ts';

describe('bundle budgets printed by the bench', () => {
  it('names a bundled file by its package, scoped or not, or by this repository’s workspace', () => {
    expect(bundlePart('node_modules/electrodb/src/entity.js')).toBe('electrodb');
    expect(bundlePart('node_modules/@aws-lambda-powertools/logger/lib/esm/Logger.js')).toBe('@aws-lambda-powertools/logger');
    expect(bundlePart('../node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(bundlePart('packages/core/src/db.ts')).toBe('packages/core');
    expect(bundlePart('functions/lib/create-area.ts')).toBe('functions/lib');
    expect(bundlePart('functions/user/get.ts')).toBe('functions');
  });

  it('marks each Lambda OK or OVER 300 KB and names what the one over is made of', () => {
    const bundle = (area: string, bytes: number): LambdaBundle => ({
      area,
      bytes,
      gzip: bytes / 4,
      parts: [
        { name: 'electrodb', bytes: 195_000 },
        { name: 'zod', bytes: 93_000 },
        { name: 'ulid', bytes: 2_000 },
      ],
    });
    const [title, small, large] = lambdaBundleLines([bundle('purge', 300_000), bundle('user', 300_001)]);
    expect(title).toContain('budget 300 KB');
    expect(small).toMatch(/^purge .* OK/);
    expect(small).not.toContain('electrodb');
    expect(large).toMatch(/^user .* OVER {3}electrodb 195 KB, zod 93 KB$/);
  });

  it('puts each area’s cold start beside the bare handler’s, OVER past twice it', () => {
    const bundle = (area: string): LambdaBundle => ({ area, bytes: 250_000, gzip: 60_000, parts: [] });
    const colds = [
      { area: 'bare', p50Ms: 20, statusCode: 401 },
      { area: 'purge', p50Ms: 40, statusCode: 401 },
      { area: 'user', p50Ms: 42, statusCode: 401 },
    ];
    const [, title, purge, user, ws] = lambdaBundleLines([bundle('purge'), bundle('user'), bundle('ws')], 300_000, colds);
    expect(title).toContain("budget 2x the bare handler's 20 ms");
    expect(purge).toMatch(/^purge .* OK +cold +40 ms +2\.0x bare OK/);
    expect(user).toMatch(/^user .* OK +cold +42 ms +2\.1x bare OVER/);
    expect(ws).toMatch(/^ws .* OK\s*$/);
  });

  it('adds the first load chunk by chunk against 200 KB gzip', () => {
    const [first, lazy] = webBundleLines({
      initial: [
        { file: 'assets/react.js', gzip: 106_000 },
        { file: 'assets/ui.js', gzip: 69_000 },
        { file: 'assets/index.js', gzip: 25_001 },
      ],
      lazy: [{ file: 'assets/amplify.js', gzip: 36_000 }],
    });
    expect(first).toBe('Web first load (gzip): 200.0 KB of 200.0 KB OVER — react.js 106.0 KB, ui.js 69.0 KB, index.js 25.0 KB');
    expect(lazy).toBe('Web lazy chunks (gzip): 1 chunks, 36.0 KB in all; largest amplify.js 36.0 KB');
  });
});
