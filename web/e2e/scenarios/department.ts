import { join } from 'node:path';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { expectEqual, person, signInWithBrowser, type E2eContext } from './context.ts';

/** Doc 3 §2.3 in the browser: the grid admin creates a department, sees it saved, and its audit log shows the save. */
export function departmentScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'the seeded grid admin signs in and creates a department whose audit log shows the save',
      run: async () => {
        const admin = person('gridAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const me = (await (await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: api.headers })).json()) as {
          encryptedOrganisationId: string;
        };

        const page = await signInWithBrowser(ctx, 'gridAdmin');
        await page.goto(`${url}/department/${me.encryptedOrganisationId}/create`);
        await page.getByRole('heading', { name: 'Department Organisation' }).waitFor();
        await page.getByLabel('Name').fill('Graduate Programme');
        await page.getByLabel('Description').fill('Assessment centre for graduates');
        await page.screenshot({ path: join(ctx.shots, 'department-new.png'), fullPage: true });
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Department information saved.').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.waitForURL(/\/department\/[^/]+\/(?!create)[0-9A-Z]{26}$/i);
        await page.getByRole('heading', { name: 'Department Details' }).waitFor();
        await page.getByText('Graduate Programme').first().waitFor();
        await page.getByText('Audit Log').first().click();
        await page.getByText(/Department created\. Name: 'Graduate Programme'/).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'department-view.png'), fullPage: true });

        const id = page.url().split('/').pop()!;
        const saved = (await (await fetch(`${url}/api/department/get/${id}`, { headers: api.headers })).json()) as { name: string };
        expectEqual(saved.name, 'Graduate Programme', 'saved name');

        // EDIT: change the description, save, back in VIEW with the change audited.
        await page.getByRole('button', { name: 'Edit' }).click();
        await page.getByRole('heading', { name: 'Edit Department' }).waitFor();
        await page.getByLabel('Description').fill('Assessment centre for graduates and interns');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Department information saved.').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.getByRole('heading', { name: 'Department Details' }).waitFor();
        await page.getByRole('button', { name: 'Audit Log' }).click();
        await page
          .getByText(/Department updated\. Description: 'Assessment centre for graduates' → 'Assessment centre for graduates and interns'/)
          .waitFor();
        await page.screenshot({ path: join(ctx.shots, 'department-edited.png'), fullPage: true });
        await page.close();
      },
    },
    {
      name: 'a department form left empty shows the required-field messages and saves nothing',
      run: async () => {
        const page = await signInWithBrowser(ctx, 'orgAdmin', { width: 390, height: 844 });
        const admin = person('orgAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const me = (await (await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: api.headers })).json()) as {
          encryptedOrganisationId: string;
        };
        const before = (await (
          await fetch(`${url}/api/department/list/${me.encryptedOrganisationId}`, { method: 'POST', headers: api.headers, body: '{}' })
        ).json()) as { size: number };
        await page.goto(`${url}/department/${me.encryptedOrganisationId}/CREATE`);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Validation Failed').first().waitFor();
        await page.screenshot({ path: join(ctx.shots, 'department-invalid-phone.png'), fullPage: true });
        const after = (await (
          await fetch(`${url}/api/department/list/${me.encryptedOrganisationId}`, { method: 'POST', headers: api.headers, body: '{}' })
        ).json()) as { size: number };
        expectEqual(after.size, before.size, 'department count');
        await page.close();
      },
    },
  ];
}
