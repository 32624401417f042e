import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const webFile = (path: string) => resolve(import.meta.dirname, '../..', path);
const page = new DOMParser().parseFromString(readFileSync(webFile('index.html'), 'utf8'), 'text/html');

describe('the page head (web/index.html)', () => {
  it('names an icon the app serves itself, so the browser does not ask for a missing /favicon.ico on every page', () => {
    const icon = page.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(icon?.getAttribute('type')).toBe('image/svg+xml');
    const href = icon?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/[\w.-]+\.svg$/);
    const file = webFile(`public${href}`);
    expect(existsSync(file)).toBe(true);
    const svg = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml').documentElement;
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 64 64');
  });

  it("keeps the spec's title and the en-GB language", () => {
    expect(page.title).toBe('Welcome to The Scheduler');
    expect(page.documentElement.getAttribute('lang')).toBe('en-GB');
  });
});
