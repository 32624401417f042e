import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures, LAPTOP, PHONE } from '../accessibility.ts';
import { resizeTo } from '../page-layout.ts';
import { person, signInWithBrowser, type E2eContext } from './context.ts';

/** yyyy-MM-dd `days` after today in Sydney (the seeded projects' zone). */
const sydneyDay = (days: number) => {
  const [y, m, d] = formatApiDate(new Date(), 'Australia/Sydney').split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

/** The meeting page checked with axe-core at laptop and phone sizes, with a screenshot at each. */
async function check(ctx: E2eContext, page: Page, what: string, shot: string, failures: string[]) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  failures.push(...(await accessibilityFailures(page, what, [LAPTOP, PHONE])));
  await page.screenshot({ path: join(ctx.shots, `${shot}-phone.png`), fullPage: true });
  await resizeTo(page, LAPTOP);
  await page.screenshot({ path: join(ctx.shots, `${shot}-laptop.png`), fullPage: true });
}

const report = (failures: string[]) => {
  if (failures.length) throw new Error(`accessibility violations (axe-core, serious or critical):\n  ${failures.join('\n  ')}`);
};

/** Clicks the dialog's OK once the saved message shows. */
async function acknowledge(page: Page, text: string | RegExp) {
  await page.getByRole('alertdialog').getByText(text).waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
}

/**
 * Doc 2 §2 "Meeting page" in the browser against the real handlers: an admin creates an onsite assessment with a room
 * and an invigilator and duplicates it; an assessor creates a remote interview; an assessor completes an internal
 * meeting's tasks. Each page passes axe-core at laptop and phone sizes.
 */
export function meetingScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'meeting page: an admin creates an onsite assessment with a room and an invigilator, then duplicates it',
      run: async () => {
        const admin = person('orgAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const projects = (await (
          await fetch(`${url}/api/project/getList/ACTIVE`, { method: 'POST', headers: api.headers, body: '{"pageSize":50}' })
        ).json()) as { dataset: { encryptedId: string; name: string }[] };
        const project = projects.dataset.find((p) => p.name === 'Graduate Assessment Centre');
        if (!project) throw new Error('the seeded Graduate Assessment Centre is not listed');

        const failures: string[] = [];
        const page = await signInWithBrowser(ctx, 'orgAdmin');
        await page.goto(`${url}/meeting/${project.encryptedId}/create`);
        await page.getByRole('heading', { name: 'Create Meeting' }).waitFor();
        await page.getByText('3 hours (set by the project)').waitFor();
        await page.getByRole('option', { name: 'Enter Start Date, Time & Duration to Populate Available List' }).waitFor({ state: 'attached' });
        await page.getByLabel(/^Start Date/).fill(sydneyDay(12));
        await page.getByLabel(/^Start Time/).fill('09:00');
        await page.getByRole('option', { name: /Ingrid Invigilator/ }).waitFor({ state: 'attached' });
        await page.getByLabel(/^Invigilator/).selectOption({ label: 'Ingrid Invigilator · Syd' });
        await page
          .getByText(/Assessment Room 1/)
          .first()
          .click();
        await page.getByLabel(/^Address Line 1/).fill('1 George Street');
        await page.getByLabel(/^City/).fill('Sydney');
        await page.getByLabel(/^State/).selectOption('NSW');
        await page.getByLabel(/^Post Code/).fill('2000');
        await page.getByLabel(/^Minimum Candidate Spots/).fill('2');
        await page.getByLabel(/^Maximum Candidate Spots/).fill('8');
        await page.getByText(/12:00 PM Syd$/).waitFor();
        await check(ctx, page, 'meeting page: create (filled in)', 'meeting-create', failures);
        await page.getByRole('button', { name: 'Save' }).click();
        await acknowledge(page, 'Meeting information saved.');
        await page.getByRole('heading', { name: 'Meeting Details' }).waitFor();
        const firstUrl = page.url();
        await page.getByText('Ingrid Invigilator').waitFor();
        await page.getByText(/Assessment Room 1/).waitFor();
        await check(ctx, page, 'meeting page: view', 'meeting-view', failures);

        await page.getByRole('button', { name: 'Duplicate' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/New Start Date/).fill(sydneyDay(13));
        await dialog.getByLabel(/New Start Time/).fill('09:00');
        await dialog.getByText(/12:00 PM Syd$/).waitFor();
        failures.push(...(await accessibilityFailures(page, 'meeting page: duplicate dialog', [LAPTOP, PHONE])));
        await page.setViewportSize(LAPTOP);
        await dialog.getByRole('button', { name: 'Duplicate' }).click();
        await acknowledge(page, 'Meeting information saved.');
        await page.waitForURL((u) => u.href !== firstUrl && /\/meeting\//.test(u.pathname));
        await page.getByRole('heading', { name: 'Meeting Details' }).waitFor();
        await page.getByText('Ingrid Invigilator').waitFor();
        await page.screenshot({ path: join(ctx.shots, 'meeting-duplicate.png'), fullPage: true });
        await page.close();
        report(failures);
      },
    },
    {
      name: 'meeting page: an assessor creates a remote interview',
      run: async () => {
        const failures: string[] = [];
        const page = await signInWithBrowser(ctx, 'assessor');
        await page.goto(`${url}/assessor/meeting/create`);
        await page.getByRole('heading', { name: 'Create Meeting' }).waitFor();
        await page.getByRole('option', { name: 'Graduate Interviews 2027' }).waitFor({ state: 'attached' });
        await page.getByLabel(/^Project/).selectOption({ label: 'Graduate Interviews 2027' });
        await page.getByText('Project - Graduate Interviews 2027').waitFor();
        await page.getByText('1 hour (set by the project)').waitFor();
        await page.getByLabel(/^Start Date/).fill(sydneyDay(15));
        await page.getByLabel(/^Start Time/).fill('10:00');
        await page.getByText('Remote', { exact: true }).click();
        await page.getByRole('option', { name: /Arjun Assessor/ }).waitFor({ state: 'attached' });
        await page.getByLabel(/^Assessor/).selectOption({ label: 'Arjun Assessor · Syd' });
        await check(ctx, page, 'assessor meeting page: create remote interview', 'meeting-assessor-create', failures);
        await page.getByRole('button', { name: 'Save' }).click();
        await acknowledge(page, 'Meeting information saved successfully');
        await page.getByRole('heading', { name: 'Meeting Details' }).waitFor();
        await page.getByText('Remote').first().waitFor();
        await page.getByRole('button', { name: 'Close' }).waitFor();
        await check(ctx, page, 'assessor meeting page: view remote interview', 'meeting-assessor-view', failures);
        await page.close();
        report(failures);
      },
    },
    {
      name: "meeting page: an assessor completes an internal meeting's tasks",
      run: async () => {
        const failures: string[] = [];
        const page = await signInWithBrowser(ctx, 'assessor');
        await page.goto(`${url}/assessor/meeting/create`);
        await page.getByRole('option', { name: 'Quality Assurance Sessions' }).waitFor({ state: 'attached' });
        await page.getByLabel(/^Project/).selectOption({ label: 'Quality Assurance Sessions' });
        await page.getByText('Project - Quality Assurance Sessions').waitFor();
        await page.getByLabel(/^Start Date/).fill(sydneyDay(-1));
        await page.getByLabel(/^Start Time/).fill('10:00');
        await page.getByLabel(/^Duration/).fill('2');
        await page.getByText('Remote', { exact: true }).click();
        await page.getByRole('option', { name: /Arjun Assessor/ }).waitFor({ state: 'attached' });
        await page.getByLabel(/^Assessor/).selectOption({ label: 'Arjun Assessor · Syd' });
        await page.getByLabel(/^Instructions/).fill('Review the screening queue.');
        await page.getByText('Screening', { exact: true }).click();
        await page.getByLabel('Screening comments').fill('Clear the backlog');
        await page.getByRole('button', { name: 'Save' }).click();
        await acknowledge(page, 'Meeting information saved successfully');
        await page.getByRole('heading', { name: 'Meeting Details' }).waitFor();

        await page.getByRole('button', { name: 'Complete' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await dialog.getByText('No Tasks Selected').waitFor();
        await dialog.getByText('Screening (allocated)').click();
        await dialog.getByLabel('Screening Completed Hours').fill('1.5');
        await dialog.getByLabel('Screening Completed Tasks').fill('12');
        await dialog.getByText('Total Actual Hours: 1.5').waitFor();
        failures.push(...(await accessibilityFailures(page, 'assessor meeting page: internal completion dialog', [LAPTOP, PHONE])));
        await page.setViewportSize(LAPTOP);
        await page.screenshot({ path: join(ctx.shots, 'meeting-internal-complete-dialog.png') });
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await acknowledge(page, 'Tasks Completed');
        await page.getByText('Completed', { exact: true }).waitFor();
        await page.getByText(/1\.5 hours, 12 tasks/).waitFor();
        await check(ctx, page, 'assessor meeting page: internal meeting completed', 'meeting-internal-completed', failures);
        await page.close();
        report(failures);
      },
    },
  ];
}
