import type { Browser, BrowserContext, Page } from 'playwright-core';

/** One cold page load: navigation timing (ms from the start of navigation) and when the page showed its content. */
export interface FirstLoad {
  responseEnd: number;
  domContentLoaded: number;
  load: number;
  /** The page's own content visible (the login form, the list heading): what a person waits for. */
  ready: number;
  /** JavaScript fetched (bytes over the wire, as the server sent them). */
  scriptBytes: number;
}

/** The parts of the page's Performance Timeline read here (PerformanceResourceTiming, PerformanceNavigationTiming). */
interface TimelineEntry {
  name: string;
  initiatorType: string;
  transferSize: number;
}
interface NavigationEntry extends TimelineEntry {
  responseEnd: number;
  domContentLoadedEventEnd: number;
  loadEventEnd: number;
}
interface BrowserTimeline {
  getEntriesByType(type: 'navigation' | 'resource'): TimelineEntry[];
}

async function timed(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<FirstLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const readyAt = await page.evaluate(() => performance.now());
  await page.waitForLoadState('load');
  const nav = await page.evaluate(() => {
    // Runs in the page: its Performance Timeline (the script is type-checked with the server's node types, no DOM).
    const timeline = (globalThis as unknown as { performance: BrowserTimeline }).performance;
    const n = timeline.getEntriesByType('navigation')[0] as NavigationEntry;
    const scripts = timeline
      .getEntriesByType('resource')
      .filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js') || r.name.includes('.ts') || r.name.includes('.tsx'));
    return {
      responseEnd: n.responseEnd,
      domContentLoaded: n.domContentLoadedEventEnd,
      load: n.loadEventEnd,
      scriptBytes: scripts.reduce((a, r) => a + r.transferSize, 0),
    };
  });
  await page.close();
  return { ...nav, ready: readyAt };
}

/**
 * The first load of the login page, then (signed in as `who`) of a signed-in page, each with an empty browser cache,
 * in headless Chromium against `baseUrl`.
 */
export async function firstLoads(
  browser: Browser,
  baseUrl: string,
  who: { username: string; password: string },
  signedInPage = { path: '/manage/user-list', heading: 'Manage Users' },
): Promise<{ login: FirstLoad; signedIn: FirstLoad }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const login = await timed(context, `${baseUrl}/login`, (p) => p.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 30_000 }));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill(who.username);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.close();
    const signedIn = await timed(context, `${baseUrl}${signedInPage.path}`, (p) =>
      p.getByRole('heading', { name: signedInPage.heading }).waitFor({ timeout: 30_000 }),
    );
    return { login, signedIn };
  } finally {
    await context.close();
  }
}

export const firstLoadLine = (what: string, f: FirstLoad) =>
  `${what.padEnd(28)} ready ${f.ready.toFixed(0).padStart(5)} ms   DOMContentLoaded ${f.domContentLoaded.toFixed(0).padStart(5)} ms   load ${f.load.toFixed(0).padStart(5)} ms   JS ${(f.scriptBytes / 1024).toFixed(0).padStart(5)} KiB`;
