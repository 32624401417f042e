import { join } from 'node:path';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { expectEqual, person, signInWithBrowser, type E2eContext } from './context.ts';

/** Doc 3 §2.1, §2.2 in the browser: the grid admin creates an organisation with its configuration and finds it in the list. */
export function organisationScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'the grid admin creates an organisation with its configuration and sees it in the Organisations List',
      run: async () => {
        const name = `Kiwi Panels ${Date.now().toString(36)}`;
        const page = await signInWithBrowser(ctx, 'gridAdmin');
        await page.goto(`${url}/organisation`);
        await page.getByRole('heading', { name: 'Organisations List' }).waitFor();
        await page.getByRole('button', { name: 'Add New Organisation' }).click();
        await page.getByRole('heading', { name: 'Create Organisation' }).waitFor();

        await page.getByLabel(/^Name/).fill(name);
        await page.getByLabel(/^Alert Email/).fill('alerts@kiwi.example');
        await page.getByLabel(/^Contact Name/).fill('Kiri Panel');
        await page.getByLabel(/^Country/).selectOption('NZ');
        await page.getByLabel(/^Invitation Expiry/).fill('5');
        await page.getByLabel(/^Privacy Text/).fill('We keep your details only to run your interviews.');
        for (const label of [
          'Meeting edit not allowed (admin)',
          'Meeting edit not allowed (assessor)',
          'Booking cancel not allowed (assessor)',
          'Interview cancel not allowed (candidate)',
          'Assessment cancel not allowed (candidate)',
        ]) {
          await page.getByLabel(label).fill('Please contact us to change this.');
        }
        await page.getByRole('button', { name: 'Add Reminder' }).click();
        await page.getByLabel(/^Reminder 2 Key/).fill('FINAL_REMINDER');
        await page.getByLabel(/^Reminder 2 Hours Before/).fill('1');
        await page.getByRole('button', { name: 'Add Integration' }).click();
        await page.getByLabel(/^Integration 2/).selectOption('CalendarFeed');
        await page.screenshot({ path: join(ctx.shots, 'organisation-create.png'), fullPage: true });

        // An enabled calendar feed needs its fields: the server's own rule says which, and nothing is saved.
        await page
          .locator('label')
          .filter({ hasText: /^Enabled$/ })
          .nth(1)
          .click();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Integration Configuration: CalendarFeed required fields not found: start, end, inactive').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.getByLabel('start', { exact: true }).fill('30');
        await page.getByLabel('end', { exact: true }).fill('90');
        await page.getByLabel('inactive', { exact: true }).fill('60');

        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Organisation information saved.').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.waitForURL(/\/organisation\/[0-9A-Z]{26}$/i);
        await page.getByRole('heading', { name: 'Organisation Details' }).waitFor();
        await page.getByRole('button', { name: 'JIRA Export' }).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'organisation-view.png'), fullPage: true });

        const id = page.url().split('/').pop()!;
        const admin = person('gridAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const saved = (await (await fetch(`${url}/api/organisation/get/${id}`, { headers: api.headers })).json()) as {
          countryCode: string;
          config: { reminders: { key: string }[]; integrationConfig: { name: string; config: { enabled: boolean; start?: number } }[] };
        };
        expectEqual(saved.countryCode, 'NZ', 'saved country');
        expectEqual(saved.config.reminders.map((r) => r.key).join(','), 'MEETING_REMINDER,FINAL_REMINDER', 'saved reminders');
        expectEqual(saved.config.integrationConfig[1]?.config.start, 30, 'calendar feed start');

        await page.goto(`${url}/organisation`);
        await page.getByRole('heading', { name: 'Organisations List' }).waitFor();
        await page.getByText(name).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'organisation-list.png'), fullPage: true });
        await page.close();
      },
    },
  ];
}
