import { join } from 'node:path';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures, LAPTOP } from '../accessibility.ts';
import { expectEqual, person, signInWithBrowser, type E2eContext } from './context.ts';

type Row = { encryptedId?: string; stepType?: string; surge?: boolean; dateTimeCombined?: string };

/**
 * Doc 2 manage/meeting-list in the browser: the organisation admin's list shows the seeded meetings, two interviews
 * are bulk-edited (Surge) through the bulk edit modal and its irreversible confirmation, and the invigilator's row
 * click opens the meeting dialog; each screen passes axe-core at laptop and phone sizes.
 */
export function meetingListScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'meeting list: the admin sees the seeded meetings and bulk-edits two interviews; the invigilator opens a row',
      run: async () => {
        const admin = person('orgAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const activeRows = async () => {
          const res = await fetch(`${url}/api/meeting/getMeetingList/NA/NA`, {
            method: 'POST',
            headers: api.headers,
            body: JSON.stringify({ pageIndex: 0, pageSize: 50, searchData: JSON.stringify({ listType: 'active' }) }),
          });
          if (!res.ok) throw new Error(`getMeetingList: ${res.status} ${await res.text()}`);
          return ((await res.json()) as { dataset: Row[] }).dataset;
        };
        // Two future interviews not yet surge: the ones the admin edits.
        const picked = (await activeRows()).filter((r) => r.stepType === 'INTERVIEW' && !r.surge).slice(0, 2);
        if (picked.length < 2) throw new Error('the seed has fewer than two active interviews');

        const page = await signInWithBrowser(ctx, 'orgAdmin', LAPTOP);
        await page.goto(`${url}/manage/meeting-list`);
        await page.getByRole('heading', { name: /^Manage / }).waitFor();
        await page.getByRole('row').filter({ hasText: picked[0]!.dateTimeCombined! }).first().waitFor();
        const a11y = await accessibilityFailures(page, '/manage/meeting-list (admin, Active)');
        await page.screenshot({ path: join(ctx.shots, 'meeting-list-admin-phone.png'), fullPage: true });
        await page.setViewportSize(LAPTOP);
        await page.screenshot({ path: join(ctx.shots, 'meeting-list-admin.png'), fullPage: true });

        await page.getByRole('button', { name: 'Bulk Edit' }).click();
        for (const r of picked) {
          await page.getByRole('row').filter({ hasText: r.dateTimeCombined! }).first().locator('[data-part="control"]').click();
        }
        await page.getByRole('button', { name: 'Edit Selected (2)' }).click();
        const dialog = page.getByRole('dialog', { name: /Bulk Edit \(2 selected\)/ });
        await dialog.waitFor();
        await dialog.getByText('Surge', { exact: true }).click();
        await dialog.getByText('Set Surge', { exact: true }).click();
        a11y.push(...(await accessibilityFailures(page, 'meeting bulk edit modal')));
        await page.setViewportSize(LAPTOP);
        await page.screenshot({ path: join(ctx.shots, 'meeting-list-bulk-edit.png') });
        await dialog.getByRole('button', { name: 'Submit' }).click();
        const confirm = page.getByRole('alertdialog').filter({ hasText: 'This bulk edit cannot be undone.' });
        await confirm.waitFor();
        await confirm.getByRole('button', { name: 'Confirm' }).click();
        const done = page.getByRole('alertdialog').filter({ hasText: /^.*2 .* updated\./ });
        await done.waitFor();
        await page.screenshot({ path: join(ctx.shots, 'meeting-list-bulk-edited.png') });
        await done.getByRole('button', { name: 'OK' }).click();
        const after = await activeRows();
        expectEqual(
          picked.map((p) => after.find((r) => r.encryptedId === p.encryptedId)?.surge),
          [true, true],
          'surge of the two bulk-edited interviews',
        );

        const invigilator = await signInWithBrowser(ctx, 'invigilator', LAPTOP);
        await invigilator.goto(`${url}/manage/meeting-list`);
        await invigilator.getByRole('heading', { name: /^Manage / }).waitFor();
        const first = invigilator.getByRole('row').nth(1);
        await first.waitFor();
        expectEqual(
          (await invigilator.getByRole('tab').allTextContents()).slice(0, 2),
          ['Active', 'Pending Approval'],
          "the invigilator's first tabs",
        );
        a11y.push(...(await accessibilityFailures(invigilator, '/manage/meeting-list (invigilator)')));
        await invigilator.setViewportSize(LAPTOP);
        await first.click();
        const details = invigilator.getByRole('dialog', { name: /Details$/ });
        await details.waitFor();
        a11y.push(...(await accessibilityFailures(invigilator, 'meeting dialog (invigilator)')));
        await invigilator.setViewportSize(LAPTOP);
        await invigilator.screenshot({ path: join(ctx.shots, 'meeting-list-invigilator-dialog.png') });
        expectEqual(new URL(invigilator.url()).pathname, '/manage/meeting-list', 'the invigilator stays on the list');
        await details.getByRole('button', { name: 'Close' }).click();
        if (a11y.length) throw new Error(a11y.join('\n'));
      },
    },
  ];
}
