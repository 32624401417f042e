import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newestSource, staleWebBuild, staticWebApp, webBuildSources } from './web-app.ts';

let repo: string;
const web = () => join(repo, 'web');
const dist = () => join(web(), 'dist');

function file(path: string, secondsAgo: number) {
  const full = join(repo, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  const t = Date.now() / 1000 - secondsAgo;
  utimesSync(full, t, t);
}

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'web-build-'));
  file('web/src/main.tsx', 300);
  file('web/src/app/router.tsx', 300);
  file('web/index.html', 300);
  file('web/vite.config.ts', 300);
  file('packages/contracts/src/routes/index.ts', 300);
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('npm start serves web/dist, built again when missing or older than its sources', () => {
  it('builds when there is no build', () => {
    expect(staleWebBuild(dist(), webBuildSources(web()))).toMatch(/has no build/);
  });

  it('serves a build newer than every source', () => {
    file('web/dist/index.html', 100);
    expect(staleWebBuild(dist(), webBuildSources(web()))).toBeUndefined();
  });

  it.each(['web/src/app/router.tsx', 'web/index.html', 'web/vite.config.ts', 'packages/contracts/src/routes/index.ts', 'web/public/favicon.svg'])(
    'builds again when %s changed after the build',
    (source) => {
      file('web/dist/index.html', 100);
      file(source, 10);
      expect(staleWebBuild(dist(), webBuildSources(web()))).toBe(`${source} changed after the last build`);
    },
  );

  it('ignores tests, test helpers and node_modules, which the build does not read', () => {
    file('web/src/main.tsx', 200);
    file('web/dist/index.html', 100);
    file('web/src/app/router.test.tsx', 10);
    file('web/src/test/fake-api.ts', 10);
    file('packages/contracts/src/testing/answers.ts', 10);
    file('web/src/node_modules/x/index.js', 10);
    expect(staleWebBuild(dist(), webBuildSources(web()))).toBeUndefined();
    expect(newestSource([join(web(), 'src')])?.file).toBe(join(web(), 'src/main.tsx'));
  });
});

describe('the built app as npm start serves it', () => {
  it('serves the API reference renderer as a script and never index.html for a missing one', async () => {
    file('web/dist/index.html', 10);
    file('web/dist/api-docs/scalar.js', 10);
    const app = staticWebApp(dist());
    const server = createServer((req, res) => app.handle(req, res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const script = await fetch(`${base}/api-docs/scalar.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toBe('text/javascript');
      expect(await script.text()).toBe('web/dist/api-docs/scalar.js');
      expect((await fetch(`${base}/api-docs/other.js`)).status).toBe(404);
      const page = await fetch(`${base}/organisation/view/x`);
      expect(await page.text()).toBe('web/dist/index.html');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
