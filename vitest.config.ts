import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (Node 21+): without this, a failing test
// crashes the report instead of being printed.
if (!(Map as { groupBy?: unknown }).groupBy) {
  (Map as unknown as { groupBy: (items: Iterable<unknown>, key: (item: unknown, i: number) => unknown) => Map<unknown, unknown[]> }).groupBy = (
    items,
    key,
  ) => {
    const map = new Map<unknown, unknown[]>();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = map.get(k);
      if (list) list.push(item);
      else map.set(k, [item]);
    }
    return map;
  };
}

/**
 * One vitest run, several projects (DESIGN.md §4):
 * unit and adapter tests beside the code, integration tests against DynamoDB Local,
 * infra assertions, and web tests in happy-dom. The e2e run is separate (web/e2e/run.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'functions/**/*.test.ts',
            'events/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/src/**/*.integration.test.ts', 'functions/**/*.integration.test.ts'],
          environment: 'node',
          globalSetup: ['packages/local/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          env: { POWERTOOLS_LOG_LEVEL: 'WARN', AWS_SDK_JS_SUPPRESS_NODE_DEPRECATION_WARNING: '1' },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        extends: existsSync('./web/vite.config.ts') ? './web/vite.config.ts' : undefined,
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Above the 10 s wait of findBy*/waitFor (src/test/setup.ts), so a slow dialog fails its assertion, not the clock.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
