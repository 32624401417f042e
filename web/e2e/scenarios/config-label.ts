import { join } from 'node:path';
import { signInWithBrowser, type E2eContext } from './context.ts';

/** Doc 3 §2.10–2.11 in the browser: the label list with its organisation filter, and a new label saved. */
export function labelScenarios(ctx: E2eContext) {
  return [
    {
      name: 'the grid admin adds a label configuration and finds it in the list',
      run: async () => {
        const page = await signInWithBrowser(ctx, 'gridAdmin');
        await page.goto(`${ctx.runtime.url}/config-label/create`);
        await page.getByRole('heading', { name: 'Create Label Configuration' }).waitFor();
        await page.getByLabel('Organisation').selectOption({ label: 'Aurora Talent Assessments' });
        await page.getByLabel('Code').selectOption('INVIGILATOR');
        await page.getByLabel('Display').fill('Supervisor');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Label Configuration Saved.').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.getByRole('heading', { name: 'Label Configuration' }).waitFor();
        await page.goto(`${ctx.runtime.url}/config-label`);
        await page.getByRole('cell', { name: 'Supervisor' }).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'config-label-list.png'), fullPage: true });
        await page.close();
      },
    },
  ];
}
