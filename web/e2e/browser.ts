import { chromium, type Browser } from 'playwright-core';

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

/** Debian's Chromium, headless, with the flags this offline machine needs (no background networking), plus `extraArgs`. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
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
}
