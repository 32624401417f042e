import type { Browser, Page } from 'playwright-core';
import type { LocalRuntime } from '@scheduler/local/runtime';
import { LOCAL_PASSWORD, SEED_PEOPLE, type SeedPerson } from '@scheduler/local/seed/seed-data';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';

export interface E2eContext {
  runtime: LocalRuntime;
  browser: Browser;
  shots: string;
}

export const person = (key: SeedPerson['key']) => {
  const p = SEED_PEOPLE.find((x) => x.key === key);
  if (!p) throw new Error(`no seeded ${key}`);
  return { ...p, password: LOCAL_PASSWORD };
};

/** Signs a seeded person in through Cognito and auth/login, as an API client does; answers the session and its headers. */
export function signInApi(ctx: E2eContext, key: SeedPerson['key']) {
  const who = person(key);
  return signInLocal({
    baseUrl: ctx.runtime.url,
    cognitoEndpoint: ctx.runtime.cognito.endpoint,
    clientId: ctx.runtime.cognito.clientId,
    username: who.username,
    password: who.password,
  });
}

/** Signs in through the login card as a person would; answers once the app has left the login page. */
export async function signInWithBrowser(ctx: E2eContext, key: SeedPerson['key'], viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await ctx.browser.newPage({ viewport });
  const who = person(key);
  await page.goto(`${ctx.runtime.url}/login`);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
  return page;
}

/**
 * Picks an item of an open menu as a person does: the pointer rests on it until the menu highlights it, then a click.
 * The menu (Ark/Zag) selects its highlighted item on click; on a loaded machine a click that lands before the menu has
 * settled open highlighted nothing, selected nothing and left the menu open (a failed CI run of the project scenario).
 */
export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name, exact: true });
  await item.hover();
  await page.locator('[role="menuitem"][data-highlighted]').filter({ hasText: name }).waitFor();
  await item.click();
}

export function expectEqual<T>(actual: T, expected: T, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
