import { build, type BuildOptions, type Metafile } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { AREAS } from '@scheduler/contracts/route';
import type { ColdStart } from './cold-start.ts';
import {
  areaEntry,
  BUNDLE_ALIASES,
  BUNDLE_BANNER,
  API_AUTHORIZER_ENTRY,
  CANDIDATE_UPLOAD_ENTRY,
  BUNDLE_EXTERNALS,
  CUSTOM_AUTH_ENTRY,
  NOTIFY_ENTRY,
  WS_ENTRY,
} from '../../infra/lib/entries.ts';

/** DESIGN.md §5: each area Lambda's bundle, minified, at most 300 KB. */
export const LAMBDA_BUDGET_BYTES = 300_000;

/** An area Lambda's cold start at most twice a bare handler's, bundled and started the same way (cold-start.ts). */
export const COLD_START_BUDGET_RATIO = 2;

export interface LambdaBundle {
  area: string;
  bytes: number;
  gzip: number;
  /** What the bundle is made of, largest first: npm packages by name, this repository's code by workspace. */
  parts: { name: string; bytes: number }[];
}

/** The package (or this repository's workspace) a bundled file belongs to. */
export function bundlePart(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (pkg) return pkg[1];
  const own = /^(packages\/[^/]+|functions\/lib|functions|events)\//.exec(input);
  return own ? own[1] : input;
}

export function bundleParts(metafile: Metafile): { name: string; bytes: number }[] {
  const sums = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      sums.set(bundlePart(input), (sums.get(bundlePart(input)) ?? 0) + bytesInOutput);
  }
  return [...sums].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** The Lambdas infra deploys (infra/lib/entries.ts): one per area, the WebSocket one, notify, the sign-in trigger, the upload job, the API key routes' authorizer. */
export const LAMBDAS: { area: string; entry: string }[] = [
  ...AREAS.map((area) => ({ area, entry: areaEntry(area) })),
  { area: 'ws', entry: WS_ENTRY },
  { area: 'jobs/notify', entry: NOTIFY_ENTRY },
  { area: 'custom-auth', entry: CUSTOM_AUTH_ENTRY },
  { area: 'jobs/candidate-upload', entry: CANDIDATE_UPLOAD_ENTRY },
  { area: 'api-authorizer', entry: API_AUTHORIZER_ENTRY },
];

/** esbuild's options for a Lambda entry as infra bundles it (infra/lib/constructs/scheduler-function.ts). */
export function lambdaBuildOptions(root: string, entry: string) {
  return {
    entryPoints: [`${root}/${entry}`],
    absWorkingDir: root,
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    mainFields: ['module', 'main'],
    external: [...BUNDLE_EXTERNALS],
    alias: { ...BUNDLE_ALIASES },
    banner: { js: BUNDLE_BANNER },
    metafile: true,
    write: false,
    logLevel: 'silent',
  } satisfies BuildOptions;
}

/**
 * Each Lambda bundled as infra deploys it (infra/lib/constructs/scheduler-function.ts: esbuild, minified ESM for
 * node24, module before main, the AWS SDK and the lazy modules external, jsonschema replaced), with what it is made of.
 */
export async function lambdaBundleSizes(root: string): Promise<LambdaBundle[]> {
  return Promise.all(
    LAMBDAS.map(async ({ area, entry }) => {
      const result = await build(lambdaBuildOptions(root, entry));
      const code = result.outputFiles[0].contents;
      return { area, bytes: code.byteLength, gzip: gzipSync(code).byteLength, parts: bundleParts(result.metafile) };
    }),
  );
}

const kb = (n: number) => `${(n / 1000).toFixed(0)} KB`;

const coldColumn = (cold: ColdStart | undefined, bare: ColdStart, bareTable: ColdStart | undefined) => {
  if (!cold) return '';
  const ratio = cold.p50Ms / bare.p50Ms;
  const tableRatio = bareTable ? `${`${(cold.p50Ms / bareTable.p50Ms).toFixed(1)}x`.padStart(6)} bare+table` : '';
  return `   cold ${cold.p50Ms.toFixed(0).padStart(5)} ms ${`${ratio.toFixed(1)}x`.padStart(6)} bare ${ratio > COLD_START_BUDGET_RATIO ? 'OVER' : 'OK  '}${tableRatio}`;
};

/**
 * The bench's lines: each area against the budget, with its cold start beside the bare handler's when measured
 * (cold-start.ts), and for one over the size budget, its largest parts.
 */
export function lambdaBundleLines(bundles: LambdaBundle[], budget = LAMBDA_BUDGET_BYTES, colds: ColdStart[] = []): string[] {
  const lines = [`Lambda bundles (as deployed: esbuild, minified ESM, AWS SDK external), budget ${kb(budget)} minified`];
  const bare = colds.find((c) => c.area === 'bare');
  const bareTable = colds.find((c) => c.area === 'bare-table');
  if (bare)
    lines.push(
      `Cold start: p50 of fresh Node processes importing the bundle and answering one request (no database), budget ${COLD_START_BUDGET_RATIO}x the bare handler's ${bare.p50Ms.toFixed(0)} ms`,
      ...(bareTable
        ? [
            `  beside a bare handler holding a DynamoDB document client (the floor of a handler that reads the table): ${bareTable.p50Ms.toFixed(0)} ms`,
          ]
        : []),
    );
  for (const b of bundles) {
    const over = b.bytes > budget;
    const largest = b.parts.filter((p) => p.bytes >= 10_000).slice(0, 6);
    const cold = bare
      ? coldColumn(
          colds.find((c) => c.area === b.area),
          bare,
          bareTable,
        )
      : '';
    lines.push(
      `${b.area.padEnd(21)} ${kb(b.bytes).padStart(8)}   gzip ${kb(b.gzip).padStart(7)}   ${over ? 'OVER' : 'OK  '}${cold}` +
        (over ? `   ${largest.map((p) => `${p.name} ${kb(p.bytes)}`).join(', ')}` : ''),
    );
  }
  return lines;
}
