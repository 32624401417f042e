import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { AREAS } from '@scheduler/contracts/route';

/** Each area Lambda bundled as deployed (esbuild, minified ESM, AWS SDK external): bytes and gzip bytes. */
export async function lambdaBundleSizes(root: string): Promise<{ area: string; bytes: number; gzip: number }[]> {
  const out: { area: string; bytes: number; gzip: number }[] = [];
  for (const area of [...AREAS, 'ws']) {
    const result = await build({
      entryPoints: [`${root}/functions/${area}/index.ts`],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      write: false,
      external: ['@aws-sdk/*', 'pdfkit', 'exceljs'],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0].contents;
    out.push({ area, bytes: code.byteLength, gzip: gzipSync(code).byteLength });
  }
  return out;
}
