import { join } from 'node:path';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures } from '../accessibility.ts';
import { expectEqual, person, signInWithBrowser, type E2eContext } from './context.ts';

/**
 * Doc 3 §2.6–§2.7 in the browser: the grid admin adds an e-mail alert to a seeded project from its templates (the
 * preview shows the chosen template), sees it saved with its audit row, and finds it in the Project Alerts list.
 */
export function projectAlertScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'a grid admin adds a project alert with an e-mail template and finds it in the project alerts list',
      run: async () => {
        const admin = person('gridAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const call = async (path: string, body?: unknown) => {
          const res = await fetch(`${url}/api/${path}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: api.headers,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
          return res.json();
        };
        const projects = (await call('project/getSelectList/NA')) as { encryptedId: string; name: string; encryptedOrganisationId?: string }[];
        const project = projects.find((p) => p.name === 'Graduate Interviews 2027');
        if (!project?.encryptedOrganisationId)
          throw new Error(`no seeded project 'Graduate Interviews 2027' in ${JSON.stringify(projects.map((p) => p.name))}`);
        const template = (await call('noti-template/save', {
          encryptedOrganisationId: project.encryptedOrganisationId,
          scope: 'Project',
          code: 'BOOKING_CONFIRMED',
          deliveryMethod: 'EMAIL',
          name: 'Interview booking confirmed',
          subject: 'Your interview for $projectName is confirmed',
          body: 'Dear $candidateFirstName, your interview on $meetingStart is confirmed.',
        })) as { status: string };
        expectEqual(template.status, 'SUCCESS', 'template saved');

        const a11y: string[] = [];
        const page = await signInWithBrowser(ctx, 'gridAdmin');
        await page.goto(`${url}/projectAlert/create?projectId=${project.encryptedId}`);
        await page.getByRole('heading', { name: 'Create Project Alert' }).waitFor();
        await page.getByText('Please select Project & Alert Name to get List of Templates').waitFor();
        await page.getByLabel(/^Alert Name/).selectOption({ label: 'Booking Confirmed' });
        await page.getByRole('checkbox', { name: 'EMAIL' }).check({ force: true });
        await page.getByLabel(/^Email Template/).selectOption({ label: 'Interview booking confirmed' });
        await page.getByText('Your interview for $projectName is confirmed').waitFor();
        await page.getByLabel(/^Email Address/).fill('recruitment@example.com;$candidateEmail');
        a11y.push(...(await accessibilityFailures(page, '/projectAlert/create (filled in)')));
        await page.screenshot({ path: join(ctx.shots, 'project-alert-new.png'), fullPage: true });
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('alertdialog').getByText('Project Alert Saved').first().waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.waitForURL(/\/projectAlert\/[0-9A-Z]{26}$/i);
        await page.getByRole('heading', { name: 'Project Alert' }).waitFor();
        await page.getByText('recruitment@example.com; $candidateEmail').waitFor();
        await page.getByRole('button', { name: 'Audit Log' }).click();
        await page.getByText(/Project Alert created\. Alert Name: 'Booking Confirmed'; Email Template: 'Interview booking confirmed'/).waitFor();
        a11y.push(...(await accessibilityFailures(page, '/projectAlert/{id} (view, audit log)')));

        const id = page.url().split('/').pop()!;
        const saved = (await call(`project-alert/get/${id}`)) as { emAddress: string; projectName: string };
        expectEqual([saved.projectName, saved.emAddress], ['Graduate Interviews 2027', 'recruitment@example.com; $candidateEmail'], 'saved alert');

        await page.goto(`${url}/projectAlertAllList`);
        await page.getByRole('heading', { name: 'Project Alerts' }).waitFor();
        // The seeded assessment and internal projects' default alerts fill the first page: find the new one by search.
        await page.getByRole('searchbox', { name: 'Search' }).fill('Graduate Interviews');
        const row = page.getByRole('row').filter({ hasText: 'Graduate Interviews 2027' }).filter({ hasText: 'Booking Confirmed' });
        await row.getByText('Interview booking confirmed').waitFor();
        a11y.push(...(await accessibilityFailures(page, '/projectAlertAllList')));
        await page.screenshot({ path: join(ctx.shots, 'project-alert-list.png'), fullPage: true });
        await page.close();
        if (a11y.length) throw new Error(`accessibility violations (axe-core, serious or critical):\n  ${a11y.join('\n  ')}`);
      },
    },
  ];
}
