import { join } from 'node:path';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures, LAPTOP, PHONE } from '../accessibility.ts';
import { expectEqual, person, signInWithBrowser, type E2eContext } from './context.ts';

type Row = { encryptedId: string; name: string; status: string };

/**
 * Doc 3 §2.12 in the browser: an organisation admin opens a seeded room, edits it, and archives another; each state of
 * the page (view, edit with a field message, the archive question, Deleted) is checked with axe-core at both sizes.
 */
export function resourceScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'an organisation admin edits a seeded room (audited) and archives a room, which then shows as Deleted',
      run: async () => {
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
        const orgId = me.encryptedOrganisationId;
        const list = async () =>
          (
            (await (
              await fetch(`${url}/api/resource/getList/${orgId}`, { method: 'POST', headers: api.headers, body: '{"pageSize":0}' })
            ).json()) as {
              dataset: Row[];
            }
          ).dataset;
        const room = (await list()).find((r) => r.name === 'Assessment Room 1');
        if (!room) throw new Error('the seeded Assessment Room 1 is not listed');

        const page = await signInWithBrowser(ctx, 'orgAdmin');
        const failures: string[] = [];
        const axe = async (what: string) => {
          await page.waitForLoadState('networkidle').catch(() => undefined);
          failures.push(...(await accessibilityFailures(page, `resource page: ${what}`, [LAPTOP, PHONE])));
          await page.setViewportSize(LAPTOP);
        };
        await page.goto(`${url}/resource-booking/${orgId}/${room.encryptedId}`);
        await page.getByRole('heading', { name: 'Resource Details' }).waitFor();
        await page.getByText('Head office, 1 George Street, Level 3, Sydney NSW 2000').waitFor();
        // Its bookings (doc 3 §2.12): the meetings holding the room, under the detail card.
        await page.getByRole('table', { name: /holding this resource/ }).waitFor();
        await axe('view');
        await page.screenshot({ path: join(ctx.shots, 'resource-view.png'), fullPage: true });

        await page.getByRole('button', { name: 'Edit' }).click();
        await page.getByRole('heading', { name: 'Edit Resource' }).waitFor();
        await page.getByLabel('Resource Name').fill('Assessment Room 1A');
        await page.getByLabel('Post Code').fill('99');
        // Leaving the field shows its message (and moves the Save button down) before Save is clicked.
        await page.getByLabel('Post Code').blur();
        await page.getByText('Min. Value Allowed: 100').waitFor();
        await axe('edit with a field message');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Validation Failed').first().waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.getByLabel('Post Code').fill('2000');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Resource Updated').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.getByRole('heading', { name: 'Resource Details' }).waitFor();
        await page.getByRole('button', { name: 'Audit Log' }).click();
        await page.getByText(/Resource updated\. Name: 'Assessment Room 1' → 'Assessment Room 1A'/).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'resource-edited.png'), fullPage: true });

        const other = (await list()).find((r) => r.name === 'Assessment Room 2');
        if (!other) throw new Error('the seeded Assessment Room 2 is not listed');
        await page.goto(`${url}/resource-booking/${orgId}/${other.encryptedId}`);
        await page.getByRole('button', { name: 'Archive' }).click();
        await page.getByText(/It will show as Deleted/).waitFor();
        await axe('archive question');
        await page.getByRole('button', { name: 'OK' }).click();
        await page.getByText('Resource archived.').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.waitForURL((u) => !u.pathname.startsWith('/resource-booking/'));
        expectEqual((await list()).find((r) => r.encryptedId === other.encryptedId)?.status, 'Deleted', 'archived room status');

        await page.goto(`${url}/resource-booking/${orgId}/${other.encryptedId}`);
        await page.getByText('Deleted').first().waitFor();
        expectEqual(await page.getByRole('button', { name: 'Edit' }).count(), 0, 'Edit on a Deleted resource');
        await axe('deleted');
        await page.close();
        if (failures.length) throw new Error(`accessibility violations (axe-core, serious or critical):\n  ${failures.join('\n  ')}`);
      },
    },
  ];
}
