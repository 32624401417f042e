import type { Page } from 'playwright-core';

// Functions run in the page (DOM): kept apart from browser.ts, which the benches import with the server's node types.

/** Waits until the page has drawn a frame after what it was doing (the frame after next: what React committed is on it). */
export function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))));
}

/** Resizes the page and waits until it has laid itself out again: its window has the new width and a frame was drawn. */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await framesDrawn(page);
}
