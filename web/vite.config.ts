import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';

/**
 * `virtual:scheduler-routes`: method, path and body type of every contract route, read from
 * @scheduler/contracts/routes at build time, so the browser gets the route table without the zod schemas.
 */
function contractRoutes(): Plugin {
  const id = 'virtual:scheduler-routes';
  return {
    name: 'scheduler-contract-routes',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const mod = (await tsImport('@scheduler/contracts/routes/index', import.meta.url)) as {
        ROUTES: readonly { area: string; operation: string; method: string; path: string; bodyType?: string }[];
      };
      const slim = mod.ROUTES.map(({ area, operation, method, path, bodyType }) => ({ area, operation, method, path, bodyType }));
      return `export default ${JSON.stringify(slim)};`;
    },
  };
}

/**
 * Background blur's MediaPipe selfie segmentation (script, WASM, model) served from the app's own origin under
 * /mediapipe/selfie_segmentation/ (live-session blur-processor.ts loads them at run time, never in the first load):
 * copied into the build as static files, served from node_modules in dev.
 */
function mediapipeAssets(): Plugin {
  const base = 'mediapipe/selfie_segmentation/';
  const dir = dirname(createRequire(import.meta.url).resolve('@mediapipe/selfie_segmentation/package.json'));
  const files = readdirSync(dir).filter((f) => /\.(js|wasm|tflite|binarypb|data)$/.test(f));
  return {
    name: 'scheduler-mediapipe-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith(`/${base}`) ? req.url.slice(base.length + 1).split('?')[0] : undefined;
        if (!file || !files.includes(file)) return next();
        res.setHeader(
          'content-type',
          file.endsWith('.wasm') ? 'application/wasm' : file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
        );
        res.end(readFileSync(join(dir, file)));
      });
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${base}${file}`, source: readFileSync(join(dir, file)) });
    },
  };
}

/**
 * The API reference page's renderer (Scalar's standalone browser build) as a static file, /api-docs/scalar.js: the
 * page /api/docs (functions/integration/api-docs-page.ts) loads it; the app never imports it, so its first load never
 * includes it. Copied into the build, served from node_modules in dev.
 */
function apiDocsAssets(): Plugin {
  const fileName = 'api-docs/scalar.js';
  // The package exports no path to it: found beside its main entry (dist/index.js).
  const source = join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser/standalone.js');
  return {
    name: 'scheduler-api-docs-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${fileName}`) return next();
        res.setHeader('content-type', 'text/javascript');
        res.end(readFileSync(source));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(source) });
    },
  };
}

/**
 * The SPA build. The local runtime serves the app and /api on one origin, so no dev proxy.
 * Every page and the signed-in shell are lazy routes; Amplify loads on first use. Cacheable groups: React and the UI
 * core (Chakra's styled system, emotion and the first load's components) for the first load, Amplify (lazy). The UI
 * group takes only first-load modules ($initial): a group takes every module it matches, so without the tag the
 * components of lazy pages (tabs, steps, menus...) would come into the first load with it.
 */
export default defineConfig({
  plugins: [react(), contractRoutes(), mediapipeAssets(), apiDocsAssets()],
  // amazon-chime-sdk-js (live session, lazy): browser entry points (else node: built-ins come in through its messaging
  // package) and `global` as the browser's (DefaultMeetingSession reads it).
  resolve: { mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'] },
  define: { global: 'globalThis' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 30 },
            {
              name: 'ui',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|proxy-compare|stylis)[\\/]/,
              tags: ['$initial'],
              priority: 20,
            },
            {
              name: 'amplify',
              test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk[\\/]types|@smithy[\\/](types|util-hex-encoding))[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
