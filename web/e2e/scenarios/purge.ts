import { join } from 'node:path';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures } from '../accessibility.ts';
import { expectEqual, person, signInWithBrowser, type E2eContext } from './context.ts';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Doc 3 §2.17 in the browser: a project the organisation admin archives (made through the API, so no other
 * scenario's data is touched) shows on the purge list's Projects tab with its purge date, and its date is extended.
 */
export function purgeScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'the purge list shows an archived project and its purge date can be extended',
      run: async () => {
        const admin = person('orgAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
          const res = await fetch(`${url}${path}`, { method, headers: api.headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
          if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
          return (await res.json()) as T;
        };
        const { encryptedOrganisationId: org } = await call<{ encryptedOrganisationId: string }>('GET', '/api/user/getCurrentUserProfile');
        const [department] = await call<{ encryptedId: string }[]>('GET', `/api/department/getSelectList/${org}`);
        const [zone] = await call<{ encryptedId: string }[]>('GET', `/api/organisation/getTimezoneList/${org}`);
        const saved = await call<{ message: string }>('POST', '/api/project/save', {
          formAction: 'create',
          encryptedOrganisationId: org,
          encryptedDepartmentId: department!.encryptedId,
          name: 'Archived Internal Review Project',
          stepType: 'INTERNAL',
          startDateDisplay: dayAhead(2),
          startTimeDisplay: '09:00',
          endDateDisplay: dayAhead(30),
          endTimeDisplay: '17:00',
          encryptedTimezoneId: zone!.encryptedId,
          freezePeriodOnsite: 0,
          freezePeriodRemote: 0,
          freezePeriodEdit: 0,
          freezePeriodCompletion: 0,
        });
        const projectId = saved.message;
        await call('POST', `/api/project/archive/${projectId}`);

        const page = await signInWithBrowser(ctx, 'orgAdmin');
        await page.goto(`${url}/manage/purge-list`);
        await page.getByRole('heading', { name: 'Data Purge Controller' }).waitFor();
        await page.getByLabel('Day Filter').selectOption('90');
        const row = page.getByRole('row', { name: /Archived Internal Review Project/ });
        await row.waitFor();
        const a11y = await accessibilityFailures(page, '/manage/purge-list (Projects, 90 days)');
        await row.getByRole('button', { name: 'Extend' }).click();
        const later = dayAhead(120);
        await page.locator('input[type="date"]').fill(later);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Purging Date Extended').waitFor();
        await page.screenshot({ path: join(ctx.shots, 'purge-list-extended.png'), fullPage: true });
        const project = await call<{ purgeDate?: string }>('GET', `/api/project/get/${projectId}`);
        expectEqual(project.purgeDate, later, 'the extended purge date');
        if (a11y.length) throw new Error(a11y.join('\n'));
      },
    },
  ];
}
