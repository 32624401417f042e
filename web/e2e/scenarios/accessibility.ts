import type { Locator, Page } from 'playwright-core';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures, LAPTOP, PHONE } from '../accessibility.ts';
import { INVITATION_LINK, mailCapture } from './outbox.ts';
import { chooseMenuItem, person, signInWithBrowser, type E2eContext } from './context.ts';

/**
 * Every built page (and the not-built placeholder) checked with axe-core at laptop and phone sizes, for the role that
 * sees it: the scenario fails on any serious or critical violation, naming the page, the size, the rule and elements.
 * A scenario visits all its pages before it fails, so one run lists every violation.
 */
/** The required-field messages of doc 1 §5 (forms say one or the other). */
const FIELD_MESSAGE = /^(This is a required field|Please enter .+)$/;

class Sweep {
  private readonly failures: string[] = [];
  checked = 0;

  /** Waits for `ready` (the page's heading, a dialog), lets its requests settle, then checks it at both sizes. */
  async check(page: Page, what: string, ready: Locator, sizes = [LAPTOP, PHONE]): Promise<void> {
    await ready.first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    this.failures.push(...(await accessibilityFailures(page, what, sizes)));
    this.checked++;
    await page.setViewportSize(LAPTOP);
  }

  /** After a save with empty required fields: the 'Validation Failed' message, then the form with its field messages. */
  async validationFailed(page: Page, what: string): Promise<void> {
    const message = page.getByRole('alertdialog').filter({ hasText: 'Validation Failed' });
    await this.check(page, `${what}: 'Validation Failed' message`, message);
    await message.getByRole('button', { name: 'OK', exact: true }).click();
    await message.waitFor({ state: 'detached' });
    await this.check(page, `${what}: the form with its field messages`, page.getByText(FIELD_MESSAGE));
  }

  async page(page: Page, path: string, heading: string | RegExp, what = path): Promise<void> {
    await page.goto(`${new URL(page.url()).origin}${path}`);
    await this.check(page, what, page.getByRole('heading', { name: heading }));
  }

  done(): void {
    if (this.failures.length)
      throw new Error(
        `accessibility violations (axe-core, serious or critical) on ${this.failures.length} page states:\n  ${this.failures.join('\n  ')}`,
      );
  }
}

async function blankPage(ctx: E2eContext): Promise<Page> {
  const page = await ctx.browser.newPage({ viewport: LAPTOP });
  await page.goto(`${ctx.runtime.url}/favicon.svg`);
  return page;
}

export function accessibilityScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'accessibility: the public pages (login, reset password, sign-up and single sign-on without a link, mfa, access denied, not built) pass axe-core at laptop and phone sizes',
      run: async () => {
        const sweep = new Sweep();
        const page = await blankPage(ctx);
        await sweep.page(page, '/login', 'Welcome to The Scheduler');
        await page.getByRole('button', { name: /Forgot/ }).click();
        await sweep.check(page, 'login: forgot password dialog', page.getByRole('dialog'));
        await sweep.page(page, '/resetPassword/not-a-link', 'Reset Password');
        await sweep.page(page, '/signup', 'Error', '/signup without an invitation');
        await sweep.page(page, '/redirect', 'ERROR Encountered', '/redirect without a token');
        await sweep.page(page, '/mfa', '2-Step Authentication', '/mfa without a session');
        await sweep.page(page, '/access-denied', 'ACCESS DENIED');
        await sweep.page(page, '/access-denied-location', 'ACCESS DENIED');
        await sweep.page(page, '/downloadFile/x', 'Download File', '/downloadFile (not built)');
        await page.close();
        sweep.done();
      },
    },
    {
      name: "accessibility: an org admin's pages (home, profile, manage users and the add-user dialogs, user detail, department new and view, not built) and the invitation's sign-up page",
      run: async () => {
        const sweep = new Sweep();
        const admin = person('orgAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const org = (
          (await (await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: api.headers })).json()) as { encryptedOrganisationId: string }
        ).encryptedOrganisationId;
        const departments = (await (
          await fetch(`${url}/api/department/list/${org}`, { method: 'POST', headers: api.headers, body: '{}' })
        ).json()) as { dataset: { encryptedId: string }[] };

        const page = await signInWithBrowser(ctx, 'orgAdmin');
        await sweep.page(page, '/home', 'Dashboard', '/home (dashboard, not built)');
        await sweep.page(page, '/userProfile', 'My Profile');
        await page.getByRole('button', { name: 'User menu' }).click();
        await sweep.check(page, 'user menu open', page.getByRole('menuitem', { name: 'Profile' }));
        await page.keyboard.press('Escape');
        await sweep.page(page, '/manage/user-list', 'Manage Users');
        await page.getByRole('button', { name: 'Add user' }).click();
        const choice = page.getByRole('dialog').filter({ hasText: 'User role' });
        await sweep.check(page, 'add user: role choice', choice);
        // The invigilator's name is the organisation's label (the label scenario may have renamed it): pick by the assessor's half.
        await choice.getByText(/^Assessor \/ /).click();
        await choice.getByRole('button', { name: 'Continue' }).click();
        const form = page.getByRole('dialog').filter({ hasText: 'New Assessor' });
        await form.getByRole('button', { name: 'Save' }).click();
        await sweep.validationFailed(page, 'add user');
        const email = `accessible.${Date.now()}@aurora.example`;
        await form.getByRole('radiogroup', { name: 'Type' }).getByText('Assessor', { exact: true }).click();
        await form.getByLabel('First Name').fill('Ada');
        await form.getByLabel('Last Name').fill('Access');
        await form.getByLabel('Email').fill(email);
        const invitedAt = Date.now() - 1000;
        await form.getByRole('button', { name: 'Save' }).click();
        const saved = page.getByRole('alertdialog').filter({ hasText: 'New Assessor' });
        await sweep.check(page, 'add user: saved message', saved);
        await saved.getByRole('button', { name: 'OK', exact: true }).click();
        await page.getByRole('row').nth(1).click();
        await page.waitForURL(/\/user\/[^/]+$/);
        await sweep.check(page, 'user detail', page.getByRole('heading', { name: 'User Details' }));
        await sweep.page(page, `/department/${org}/create`, 'Department Organisation', 'department (new)');
        await page.getByRole('button', { name: 'Save' }).click();
        await sweep.validationFailed(page, 'department (new)');
        await sweep.page(page, `/department/${org}/${departments.dataset[0].encryptedId}`, 'Department Details', 'department (view)');
        await sweep.page(page, '/project', 'Projects', '/project (not built)');
        await page.setViewportSize(PHONE);
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await sweep.check(page, 'navigation drawer (phone)', page.getByRole('dialog'), [PHONE]);
        await page.close();

        const link = await mailCapture(url, email, invitedAt, INVITATION_LINK);
        const signup = await ctx.browser.newPage({ viewport: LAPTOP });
        await signup.goto(link);
        await sweep.check(signup, 'sign-up: fill out details', signup.getByRole('region', { name: 'Fill Out Details' }));
        await signup.getByRole('button', { name: 'Next' }).click();
        await sweep.validationFailed(signup, 'sign-up: fill out details');
        await signup.close();
        sweep.done();
      },
    },
    {
      name: "accessibility: a grid admin's pages (active users, label list and page, organisation list and page), the 2-step code dialog and the mfa set-up",
      run: async () => {
        const sweep = new Sweep();
        const grid = await signInWithBrowser(ctx, 'gridAdmin');
        await sweep.page(grid, '/user-active', 'Active Users');
        await sweep.page(grid, '/config-label', 'Label Configurations');
        await sweep.page(grid, '/config-label/create', 'Create Label Configuration', 'label configuration (new)');
        await grid.getByRole('combobox', { name: /^Organisation/ }).selectOption({ label: 'Borealis Health Panels' });
        await grid.getByLabel('Code').selectOption({ index: 1 });
        await grid.getByLabel('Display').fill('Panellist');
        await grid.getByRole('button', { name: 'Save' }).click();
        const saved = grid.getByRole('alertdialog').filter({ hasText: 'Label Configuration Saved.' });
        await saved.getByRole('button', { name: 'OK', exact: true }).click();
        await sweep.check(grid, 'label configuration (view)', grid.getByRole('heading', { name: 'Label Configuration', exact: true }));
        await sweep.page(grid, '/organisation', 'Organisations List');
        await sweep.page(grid, '/organisation/create', 'Create Organisation', 'organisation (new)');
        await grid.close();

        const candidate = person('candidate');
        const login = await blankPage(ctx);
        await login.goto(`${url}/login`);
        await login.getByLabel('Username').fill(candidate.username);
        await login.getByLabel('Password').fill(candidate.password);
        await login.getByRole('button', { name: 'Sign In' }).click();
        await sweep.check(login, 'login: 2-step code dialog', login.getByRole('dialog').filter({ hasText: 'Verification Code' }));
        await login.close();

        // The assessor switches into the organisation that requires 2-step: the mfa page offers the set-up.
        const assessor = await signInWithBrowser(ctx, 'assessor');
        await assessor.getByRole('button', { name: /Switch organisation/ }).click();
        await sweep.check(assessor, 'organisation switch menu', assessor.getByRole('menuitem', { name: 'Borealis Health Panels' }));
        await chooseMenuItem(assessor, 'Borealis Health Panels');
        await assessor.waitForURL((u) => u.pathname === '/mfa', { timeout: 20_000 });
        await sweep.check(assessor, 'mfa set-up after the switch', assessor.getByRole('heading', { name: '2-Step Authentication' }));
        await assessor.close();
        sweep.done();
      },
    },
  ];
}
