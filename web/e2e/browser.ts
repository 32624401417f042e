import { chromium, type Browser, type Page } from 'playwright-core';
import { pageTrace } from './page-trace.ts';

/**
 * Fake camera, microphone (a beep) and screen, granted without a prompt; peers on 127.0.0.1 may connect; media plays
 * without a gesture. Only the live session's browser takes them (web/e2e/scenarios/live-session.ts).
 */
export const MEDIA_FLAGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * Debian's Chromium, headless, with the flags this offline machine needs (no background networking), plus `extraArgs`.
 * Every page it opens (browser.newPage, or a page of browser.newContext) is watched by the run's page trace, and
 * photographed for it when the browser is closed.
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  const newPage = browser.newPage.bind(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    pageTrace.watch(page);
    return page;
  };
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', (page) => pageTrace.watch(page));
    return context;
  };
  // A scenario that launched its own browser closes it before its failure is written: its pages are photographed first.
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await pageTrace.photograph(browser.contexts().flatMap((c) => c.pages()));
    return close(options);
  };
  return browser;
}
