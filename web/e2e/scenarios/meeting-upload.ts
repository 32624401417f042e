import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import { type E2eContext, signInWithBrowser } from './context.ts';

/** yyyy-MM-dd `days` after today in Sydney (the seeded projects' zone). */
const sydneyDay = (days: number) => {
  const [y, m, d] = formatApiDate(new Date(), 'Australia/Sydney').split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

/**
 * Doc 2 §2 Upload dialogs in the browser against the real handlers and bucket: an assessor uploads a meeting file from
 * the meeting list (a good row and a bad one), reads the result, and the list moves to Pending Approval (Inactive).
 */
export function meetingUploadScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'meeting upload: an assessor uploads a meeting file from the meeting list and lands on Pending Approval',
      run: async () => {
        const sample = await fetch(`${url}/samples/meeting-upload-assessor-interview.csv`);
        if (!sample.ok || !(await sample.text()).startsWith('Start Date,Start Time')) throw new Error('the assessor sample file is not served');
        const page = await signInWithBrowser(ctx, 'assessor');
        await page.goto(`${url}/manage/meeting-list`);
        await page.getByRole('heading', { name: /^Manage / }).waitFor();
        await page.getByRole('button', { name: 'Upload' }).click();
        const dialog = page.getByRole('dialog', { name: /^Upload / });
        await dialog.getByRole('option', { name: 'Graduate Interviews 2027' }).waitFor({ state: 'attached' });
        await dialog.getByLabel('Project').selectOption({ label: 'Graduate Interviews 2027' });
        await dialog.getByRole('link', { name: 'Sample file (assessor, interview)' }).waitFor();
        await dialog.getByText('File contains header row').click();
        const csv = `${sydneyDay(16)},07:00,1,REMOTE,,,,,,\r\n${sydneyDay(16)},09:00,1,PHONE,,,,,,\r\n`;
        await dialog.locator('input[type=file]').setInputFiles({ name: 'meetings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await dialog.getByRole('button', { name: 'Submit' }).click();
        const result = page.getByRole('alertdialog');
        await result.getByText(/^1 .+\/s Added Successfully$/).waitFor();
        await result.getByText('Row 2: Method: Method must be ONSITE or REMOTE').waitFor();
        await result.getByRole('button', { name: 'Upload another' }).click();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('tab', { name: 'Pending Approval', selected: true }).waitFor();
        await page.close();
      },
    },
  ];
}
