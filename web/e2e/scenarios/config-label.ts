import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { signInWithBrowser, type E2eContext } from './context.ts';

/** Export the table on the page as a person would (Export → file type → All → Download); answers the saved file. */
async function exportAs(page: Page, type: 'CSV' | 'PDF' | 'XLSX', path: string): Promise<string> {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByText(type, { exact: true }).click();
  await dialog.getByText('All', { exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  await download.saveAs(path);
  return path;
}

/** Doc 3 §2.10–2.11 in the browser: the label list with its organisation filter, and a new label saved. */
export function labelScenarios(ctx: E2eContext) {
  return [
    {
      name: 'the grid admin adds a label configuration and finds it in the list',
      run: async () => {
        const page = await signInWithBrowser(ctx, 'gridAdmin');
        await page.goto(`${ctx.runtime.url}/config-label/create`);
        await page.getByRole('heading', { name: 'Create Label Configuration' }).waitFor();
        await page.getByRole('combobox', { name: /^Organisation/ }).selectOption({ label: 'Aurora Talent Assessments' });
        await page.getByLabel('Code').selectOption('INVIGILATOR');
        await page.getByLabel('Display').fill('Supervisor');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Label Configuration Saved.').waitFor();
        await page.getByRole('button', { name: 'OK' }).click();
        await page.getByRole('heading', { name: 'Label Configuration' }).waitFor();
        await page.goto(`${ctx.runtime.url}/config-label`);
        await page.getByRole('cell', { name: 'Supervisor' }).waitFor();
        await page.screenshot({ path: join(ctx.shots, 'config-label-list.png'), fullPage: true });

        // The same list exported, each file opened with an independent reader.
        const xlsx = await exportAs(page, 'XLSX', join(ctx.shots, 'labels.xlsx'));
        const book = new ExcelJS.Workbook();
        await book.xlsx.readFile(xlsx);
        const sheet = book.worksheets[0];
        const header = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
        for (const h of ['Code', 'Display', 'Organisation']) if (!header.includes(h)) throw new Error(`xlsx header ${header} lacks ${h}`);
        const cells = sheet.getSheetValues().flat().map(String);
        if (!cells.includes('Supervisor')) throw new Error('xlsx export lacks the new label');

        const csvPath = await exportAs(page, 'CSV', join(ctx.shots, 'labels.csv'));
        const rows = parse(readFileSync(csvPath, 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
        if (!rows.some((r) => r.Display === 'Supervisor' && r.Code === 'INVIGILATOR')) throw new Error(`csv rows: ${JSON.stringify(rows)}`);

        const pdf = readFileSync(await exportAs(page, 'PDF', join(ctx.shots, 'labels.pdf')));
        if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('pdf export is not a PDF');
        await page.close();
      },
    },
  ];
}
