import { join } from 'node:path';
import { accessibilityFailures, LAPTOP, PHONE } from '../accessibility.ts';
import { signInWithBrowser, type E2eContext } from './context.ts';

/** Doc 3 §2.8–2.9 in the browser: the grid admin writes a template with tags through the `$` popup and finds it listed. */
export function notiTemplateScenarios(ctx: E2eContext) {
  return [
    {
      name: 'the grid admin creates a notification template with tags and finds it in the list',
      run: async () => {
        const page = await signInWithBrowser(ctx, 'gridAdmin');
        await page.goto(`${ctx.runtime.url}/notiTemplate/Create`);
        await page.getByRole('heading', { name: 'Create Notification Template' }).waitFor();
        await page.getByRole('combobox', { name: /^Organisation/ }).selectOption({ label: 'Aurora Talent Assessments' });
        await page.getByRole('radiogroup', { name: 'Scope' }).getByText('Project', { exact: true }).click();
        await page.getByRole('combobox', { name: /^Alert Name/ }).selectOption('BOOKING_CONFIRMED');
        await page.getByRole('combobox', { name: /^Method/ }).selectOption('EMAIL');
        await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Booking confirmed');

        const body = page.getByRole('combobox', { name: /^Body/ });
        await body.click();
        await body.pressSequentially('Dear $candidateF');
        const popup = page.getByRole('listbox', { name: 'Tags' });
        await popup.getByRole('option', { name: /\$candidateFirstName/ }).waitFor();
        const failures = await accessibilityFailures(page, '/notiTemplate/Create with the tag popup open', [LAPTOP]);
        await page.setViewportSize(LAPTOP);
        await body.press('Enter');
        await body.pressSequentially(', your $labelMeeting starts $meetingSt');
        await body.press('ArrowDown');
        await body.press('ArrowUp');
        await body.press('Enter');
        const written = await body.inputValue();
        if (written !== 'Dear $candidateFirstName, your $labelMeeting starts $meetingStart') throw new Error(`body: ${written}`);

        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Notification Template saved.').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.getByRole('heading', { name: 'Notification Template', exact: true }).waitFor();
        await page.getByText('Dear $candidateFirstName, your $labelMeeting starts $meetingStart').waitFor();
        await page.screenshot({ path: join(ctx.shots, 'noti-template-view.png'), fullPage: true });
        failures.push(...(await accessibilityFailures(page, '/notiTemplate/{id} (VIEW)', [LAPTOP, PHONE])));
        await page.setViewportSize(LAPTOP);

        await page.goto(`${ctx.runtime.url}/notiTemplate`);
        await page.getByRole('heading', { name: 'Notification Templates' }).waitFor();
        // The seeded templates fill the first page: find the new one by search.
        await page.getByRole('searchbox', { name: 'Search' }).fill('E2E');
        await page.getByRole('cell', { name: 'E2E Booking confirmed', exact: true }).waitFor();
        failures.push(...(await accessibilityFailures(page, '/notiTemplate', [LAPTOP, PHONE])));
        await page.close();
        if (failures.length) throw new Error(`accessibility violations (axe-core, serious or critical):\n  ${failures.join('\n  ')}`);
      },
    },
  ];
}
