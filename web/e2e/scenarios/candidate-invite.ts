import { join } from 'node:path';
import { CSV_CANDIDATE_COLUMNS, EXCEL_CANDIDATE_COLUMNS } from '@scheduler/contracts/schemas/upload';
import ExcelJS from 'exceljs';
import { ulid } from 'ulid';
import { signInLocal } from '../../../scripts/lib/sign-in.ts';
import { person, signInWithBrowser, type E2eContext } from './context.ts';
import { mailTo } from './outbox.ts';

type OutboxMail = { to: string[]; subject?: string; text?: string };

/** A CSV of `rows` candidates with three bad rows (file rows 50, 99 and 140: e-mail, unique id, mobile). */
function candidateCsv(tag: string, rows: number): string {
  const lines = [CSV_CANDIDATE_COLUMNS.join(',')];
  for (let i = 2; i <= rows + 1; i++) {
    const r = [`U${i}`, `JIRA-${i}`, `First${i}`, `Last${i}`, '+61412345678', `${tag}.${i}@e2e.test`, 'Extra time'];
    if (i === 50) r[5] = 'not-an-email';
    if (i === 99) r[0] = '';
    if (i === 140) r[4] = '+6421234567';
    lines.push(r.join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** An Excel workbook of `rows` candidates with three bad rows (sheet rows 20, 77 and 301: e-mail, first name, NZ mobile). */
async function candidateXlsx(tag: string, rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Candidates');
  sheet.addRow([...EXCEL_CANDIDATE_COLUMNS]);
  for (let i = 2; i <= rows + 1; i++) {
    const r = [`First${i}`, `Last${i}`, `${tag}.${i}@e2e.test`, '+6421234567'];
    if (i === 20) r[2] = 'not-an-email';
    if (i === 77) r[0] = '';
    if (i === 301) r[3] = '+61412345678';
    sheet.addRow(r);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Doc 3 §2.15, §2.16 in the browser: an organisation admin invites one candidate, then uploads a file of 500 rows. */
export function candidateInviteScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'an organisation admin invites one candidate (the invitation e-mail reaches the outbox) and uploads a CSV of 500 rows with three bad rows',
      run: async () => {
        const admin = person('orgAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const { encryptedOrganisationId: organisationId } = (await (
          await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: api.headers })
        ).json()) as {
          encryptedOrganisationId: string;
        };
        const page = await signInWithBrowser(ctx, 'orgAdmin');

        const email = `${ulid().toLowerCase()}@e2e.test`;
        await page.goto(`${url}/candidate-individual/${organisationId}`);
        await page.getByRole('heading', { name: 'Invite New Candidate' }).waitFor();
        await page.getByRole('group', { name: 'Project Types' }).getByText('Assessment').click();
        const project = page.getByLabel(/Assessment Project/);
        await project.selectOption({ index: 1 });
        const projectId = await project.inputValue();
        await page.getByLabel('First Name').fill('Cara');
        await page.getByLabel('Last Name').fill('Candidate');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Mobile').fill('+61412345678');
        await page.getByLabel('Unique Id').fill('E2E-1');
        await page.getByRole('button', { name: 'Invite' }).click();
        await page.getByText('Candidate invited and the invitation email sent.').waitFor();
        await page.screenshot({ path: join(ctx.shots, 'candidate-individual-invited.png'), fullPage: true });
        await page.getByRole('button', { name: 'OK' }).click();
        const outbox = (await (await fetch(`${url}/_outbox/messages.json`)).json()) as OutboxMail[];
        const mail = outbox.find((m) => m.to.includes(email));
        if (!mail?.text?.includes('Cara') || !/signup\?invitation=/.test(mail.text))
          throw new Error(`no invitation e-mail for ${email} in the outbox`);
        // The project page's Messages tab shows the invitation's delivery record, sent (issue 9).
        await page.goto(`${url}/project/${projectId}`);
        await page.getByRole('heading', { name: 'Project Details' }).waitFor();
        await page.getByRole('tab', { name: 'Messages' }).click();
        const record = page.getByRole('row').filter({ hasText: email });
        await record.getByText('Sent').waitFor();
        await record.getByText('Email', { exact: true }).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'project-messages.png'), fullPage: true });

        const tag = ulid().toLowerCase();
        await page.goto(`${url}/candidate-upload/${organisationId}`);
        await page.getByRole('heading', { name: 'Upload Candidates' }).waitFor();
        await page.getByRole('group', { name: 'Project Types' }).getByText('Assessment').click();
        await page.getByLabel(/Assessment Project/).selectOption({ index: 1 });
        await page
          .getByLabel('File', { exact: true })
          .setInputFiles({ name: 'candidates.csv', mimeType: 'text/csv', buffer: Buffer.from(candidateCsv(tag, 500)) });
        await page.getByRole('button', { name: 'Upload' }).click();
        await page.getByText('497 Candidate/s Added Successfully').waitFor({ timeout: 240_000 });
        for (const row of [50, 99, 140]) await page.getByText(new RegExp(`^Row ${row}: `)).waitFor();
        // The file's invitation e-mails were queued in the outbox; the sender (started by notification.outbox-queued) sends them.
        await mailTo(url, `${tag}.2@e2e.test`, 0, () => true, 60_000);
        await page.screenshot({ path: join(ctx.shots, 'candidate-upload-result.png'), fullPage: true });
        await page.getByRole('button', { name: 'Upload another' }).click();
      },
    },
    {
      name: 'the grid admin uploads an Excel file of 500 candidates with three bad rows into the Excel organisation',
      run: async () => {
        const admin = person('gridAdmin');
        const api = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const list = (await (
          await fetch(`${url}/api/organisation/getAllActive`, { method: 'POST', headers: api.headers, body: JSON.stringify({ pageSize: 100 }) })
        ).json()) as { dataset?: { name: string; encryptedId: string }[] };
        const borealis = list.dataset?.find((o) => o.name === 'Borealis Health Panels');
        if (!borealis) throw new Error(`no seeded Excel organisation in ${JSON.stringify(list)}`);

        const page = await signInWithBrowser(ctx, 'gridAdmin');
        await page.goto(`${url}/candidate-upload/${borealis.encryptedId}`);
        await page.getByRole('heading', { name: 'Upload Candidates' }).waitFor();
        await page.getByRole('group', { name: 'Project Types' }).getByText('Assessment').click();
        await page.getByLabel(/Assessment Project/).selectOption({ label: 'Clinical Panel Assessments 2027' });
        await page.getByLabel('File', { exact: true }).setInputFiles({
          name: 'candidates.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await candidateXlsx(ulid().toLowerCase(), 500),
        });
        await page.getByRole('button', { name: 'Upload' }).click();
        await page.getByText('497 Candidate/s Added Successfully').waitFor({ timeout: 240_000 });
        for (const row of [20, 77, 301]) await page.getByText(new RegExp(`^Row ${row}: `)).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'candidate-upload-xlsx-result.png'), fullPage: true });
      },
    },
  ];
}
