import { join } from 'node:path';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { accessibilityFailures } from '../accessibility.ts';
import { chooseMenuItem, expectEqual, person, signInWithBrowser, type E2eContext } from './context.ts';

/** yyyy-MM-dd `days` after today (UTC); a day or more ahead is after today in every offered zone. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Doc 3 §2.4–§2.5 in the browser: the seeded organisation admin finds the seeded projects in both tabs, creates a
 * project, sees it saved with its audit log and its default alerts, uses its Download ICS, Upload meeting and Add
 * candidate (Manually), sees the seeded interview project (no alerts) warned of on its page and in the list, and finds
 * the new project in the list; the pages pass axe-core on the way.
 */
export function projectScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'an organisation admin creates a project and finds it in the project list',
      run: async () => {
        const admin = person('orgAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const a11y: string[] = [];
        const page = await signInWithBrowser(ctx, 'orgAdmin');

        await page.goto(`${url}/project`);
        await page.getByRole('heading', { name: 'Projects' }).waitFor();
        await page.getByText('Graduate Interviews 2027').waitFor();
        a11y.push(...(await accessibilityFailures(page, '/project (Active Projects)')));
        await page.getByRole('tab', { name: 'Inactive Projects' }).click();
        await page.getByText('Graduate Interviews 2026').waitFor();
        await page.getByText('Graduate Assessment Centre 2025').waitFor();

        await page.getByRole('button', { name: 'Add New Project' }).click();
        await page.getByRole('heading', { name: 'Create Project' }).waitFor();
        await page.getByLabel(/^Department/).selectOption({ label: 'Talent Acquisition' });
        await page.getByLabel(/^Default Timezone/).selectOption('Australia/Sydney');
        await page.getByLabel(/^Project Name/).fill('Summer Internship Assessments');
        await page.getByLabel(/^Start Date/).fill(dayAhead(2));
        await page.getByLabel(/^Start Time/).fill('09:00');
        await page.getByLabel(/^End Date/).fill(dayAhead(40));
        await page.getByLabel(/^End Time/).fill('17:00');
        await page.getByLabel(/^Summary/).fill('A written assessment for the summer intake.');
        await page.getByLabel(/^Instructions/).fill('Bring photo identification.');
        await page.getByLabel(/^Completion Checklist/).fill('Identity checked;Paper collected');
        for (const [field, value] of [
          ['Freeze Period Onsite', '24'],
          ['Freeze Period Remote', '12'],
          ['Freeze Period Edit', '2'],
          ['Freeze Period Completion', '48'],
          ['Duration', '2'],
          ['Meeting Period Visible', '30'],
          ['Meeting Period Gap', '1'],
        ])
          await page.getByLabel(new RegExp(`^${field}`)).fill(value);
        a11y.push(...(await accessibilityFailures(page, '/project/create (filled in)')));
        await page.screenshot({ path: join(ctx.shots, 'project-new.png'), fullPage: true });
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Project information saved.').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.waitForURL(/\/project\/[0-9A-Z]{26}$/i);
        await page.getByRole('heading', { name: 'Project Details' }).waitFor();
        await page.getByRole('tab', { name: 'Audit Log' }).click();
        await page.getByText(/Project created\. Name: 'Summer Internship Assessments'/).waitFor();
        a11y.push(...(await accessibilityFailures(page, '/project/{id} (view, audit log tab)')));
        await page.screenshot({ path: join(ctx.shots, 'project-view.png'), fullPage: true });

        const id = page.url().split('/').pop()!;
        const saved = (await (await fetch(`${url}/api/project/get/${id}`, { headers: api.headers })).json()) as {
          name: string;
          startTimeDisplay: string;
        };
        expectEqual(saved.name, 'Summer Internship Assessments', 'saved name');
        expectEqual(saved.startTimeDisplay, '09:00', 'saved start time');

        // Issue 18 item 1: the new project came with its step type's default alerts, the confirmation among them.
        await page.getByRole('tab', { name: 'Project Alerts' }).click();
        await page.getByRole('cell', { name: 'Booking Confirmed', exact: true }).waitFor();
        if (await page.getByText('No Booking Confirmed Alert').count())
          throw new Error('a project with its default alerts warns of a missing confirmation');

        // Issue 18 item 12: Download ICS with no meetings warns; Upload meeting opens the dialog for this project.
        await page.getByRole('button', { name: 'Download ICS' }).click();
        await page.getByText('Calendar file download aborted due to no active meetings').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.getByRole('tab', { name: 'Active Meetings', exact: true }).click();
        await page.getByRole('button', { name: 'Upload meeting' }).click();
        const upload = page.getByRole('dialog', { name: 'Upload Meetings' });
        await upload.getByTestId('meeting-upload-columns').waitFor();
        await upload.getByRole('button', { name: 'Cancel' }).click();

        // The Bookings tab's Add candidate menu: Manually invites one candidate into this project.
        await page.getByRole('tab', { name: 'Bookings List' }).click();
        await page.getByRole('button', { name: /^Add Candidate/ }).click();
        await chooseMenuItem(page, 'Manually');
        const manual = page.getByRole('dialog', { name: 'Add candidate manually' });
        await manual.getByLabel(/^First Name/).fill('Sam');
        await manual.getByLabel(/^Last Name/).fill('Summers');
        await manual.getByLabel(/^Email/).fill(`sam.summers.${Date.now()}@e2e.test`);
        if (await manual.getByLabel(/^Unique Id/).count()) await manual.getByLabel(/^Unique Id/).fill(`SUM-${Date.now()}`);
        a11y.push(...(await accessibilityFailures(page, '/project/{id} (Add candidate manually)')));
        await manual.getByRole('button', { name: 'Add' }).click();
        await page.getByText(/Candidate successfully added to this Project/).waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page
          .getByRole('cell', { name: /Sam Summers/ })
          .first()
          .waitFor({ timeout: 20_000 });

        // Without its confirmation alert (removed here, as an admin may), the project's page and its list row say so.
        const call = async <T>(path: string, body?: unknown) =>
          (await (
            await fetch(`${url}/api/${path}`, {
              method: 'POST',
              headers: { ...api.headers, 'content-type': 'application/json' },
              body: JSON.stringify(body ?? {}),
            })
          ).json()) as T;
        const alerts = await call<{ dataset: { encryptedId?: string; code?: string }[] }>(`project-alert/getListByProject/${id}`, {
          pageIndex: 0,
          pageSize: 50,
        });
        const confirmation = alerts.dataset.find((r) => r.code === 'BOOKING_CONFIRMED');
        if (!confirmation?.encryptedId) throw new Error(`the new project has no confirmation alert to remove: ${JSON.stringify(alerts)}`);
        await call(`project-alert/remove/${confirmation.encryptedId}`);
        const listed = await call<{ dataset: { name: string; confirmationAlertMissing?: boolean }[] }>('project/getList/ACTIVE', {
          filter: 'Summer Internship Assessments',
          pageIndex: 0,
          pageSize: 10,
        });
        expectEqual(
          listed.dataset.find((p) => p.name === 'Summer Internship Assessments')?.confirmationAlertMissing,
          true,
          'the project without its confirmation alert is flagged',
        );
        await page.goto(`${url}/project/${id}`);
        await page.getByText('No Booking Confirmed Alert').waitFor();

        await page.getByRole('link', { name: 'Projects' }).click();
        await page.getByRole('heading', { name: 'Projects' }).waitFor();
        await page.getByRole('tab', { name: 'Active Projects', exact: true }).click();
        await page.getByRole('cell', { name: 'Summer Internship Assessments' }).waitFor();
        await page
          .getByRole('row', { name: /Summer Internship Assessments/ })
          .getByText('No confirmation alert')
          .waitFor();
        await page.screenshot({ path: join(ctx.shots, 'project-list.png'), fullPage: true });
        await page.close();
        if (a11y.length) throw new Error(`accessibility violations (axe-core, serious or critical):\n  ${a11y.join('\n  ')}`);
      },
    },
  ];
}
