import { UPLOAD_MAX_ROW_CHARS, UPLOAD_MAX_ROWS_READ, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type FileFormat, type FileRow, readFileRows } from './file-rows.ts';
import { checkXlsxUnpackedSize, XLSX_UNPACKED_BUDGET } from './xlsx-unpacked-size.ts';

const MB = 1024 * 1024;

async function readAll(bytes: Uint8Array, format: FileFormat): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  for await (const r of readFileRows(bytes, format)) rows.push(r);
  return rows;
}

/** A real workbook (exceljs) of the given rows, unpacked to its entries so a test can change one. */
async function workbookEntries(rows: string[][]): Promise<Record<string, Uint8Array>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Candidates');
  for (const r of rows) sheet.addRow(r);
  return unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

/** The workbook with its first sheet's rows replaced by `sheetData` (the XML inside <sheetData>). */
async function workbookWithSheetData(sheetData: string): Promise<Uint8Array> {
  const entries = await workbookEntries([['First Name', 'Last Name', 'Email']]);
  const name = 'xl/worksheets/sheet1.xml';
  const xml = strFromU8(entries[name]!).replace(/<sheetData>[\s\S]*<\/sheetData>|<sheetData\/>/, `<sheetData>${sheetData}</sheetData>`);
  return zipSync({ ...entries, [name]: strToU8(xml) });
}

/** Sets the uncompressed size every header of a one-entry zip states (local at 22, central at 24) to `size`. */
function understate(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  view.setUint32(22, size, true);
  const central = out.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
  view.setUint32(central + 24, size, true);
  return out;
}

describe('the bounds on an uploaded file', () => {
  it('refuses an .xlsx whose shared strings inflate past their budget, before the sheet reader holds them', async () => {
    const entries = await workbookEntries([['First Name', 'Last Name', 'Email']]);
    const bomb = zipSync({ ...entries, 'xl/sharedStrings.xml': new Uint8Array(XLSX_UNPACKED_BUDGET.sharedStrings + MB).fill(0x41) });
    expect(bomb.length).toBeLessThan(MB);
    await expect(readAll(bomb, 'xlsx')).rejects.toThrow(UPLOAD_MESSAGES.tooLargeUnpacked);
  });

  it('refuses an archive past its total budget though no entry is over its own', async () => {
    const entries = await workbookEntries([['First Name']]);
    const filler: [Uint8Array, { level: 1 }] = [new Uint8Array(26 * MB).fill(0x20), { level: 1 }];
    const big = zipSync({ ...entries, 'xl/media/a.bin': filler, 'xl/media/b.bin': filler });
    await expect(readAll(big, 'xlsx')).rejects.toThrow(UPLOAD_MESSAGES.tooLargeUnpacked);
  });

  it('counts what an entry inflates to, not what its headers say', async () => {
    const honest = zipSync({ 'a.txt': new Uint8Array(2 * MB).fill(0x42) });
    const budget = { total: MB, entry: MB, sharedStrings: MB };
    await expect(checkXlsxUnpackedSize(honest, budget)).rejects.toThrow(UPLOAD_MESSAGES.tooLargeUnpacked);
    await expect(checkXlsxUnpackedSize(understate(honest, 10), budget)).rejects.toThrow(UPLOAD_MESSAGES.tooLargeUnpacked);
    await expect(checkXlsxUnpackedSize(zipSync({ 'a.txt': new Uint8Array(MB / 2) }), budget)).resolves.toBeUndefined();
  });

  it('says a file that is no archive could not be read', async () => {
    await expect(readAll(strToU8('First Name,Last Name\nAda,Lovelace\n'), 'xlsx')).rejects.toThrow(UPLOAD_MESSAGES.unreadable);
  });

  it('counts blank rows of a sheet towards the cap, and refuses a flood of them', async () => {
    const blank = (from: number, count: number) => Array.from({ length: count }, (_, i) => `<row r="${from + i}"/>`).join('');
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>Email</t></is></c></row>';
    const last = (r: number) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>ada@example.com</t></is></c></row>`;
    const within = await readAll(await workbookWithSheetData(header + blank(2, 1000) + last(1002)), 'xlsx');
    expect(within).toEqual([
      { row: 1, cells: ['Email'] },
      { row: 1002, cells: ['ada@example.com'] },
    ]);
    const flood = await workbookWithSheetData(header + blank(2, UPLOAD_MAX_ROWS_READ) + last(UPLOAD_MAX_ROWS_READ + 2));
    await expect(readAll(flood, 'xlsx')).rejects.toThrow(UPLOAD_MESSAGES.tooManyRowsRead);
  });

  it('counts blank lines of a CSV towards the cap', async () => {
    const text = `Email\n${'\n'.repeat(UPLOAD_MAX_ROWS_READ)}ada@example.com\n`;
    await expect(readAll(strToU8(text), 'csv')).rejects.toThrow(UPLOAD_MESSAGES.tooManyRowsRead);
    expect(await readAll(strToU8(`Email\n${'\n'.repeat(1000)}ada@example.com\n`), 'csv')).toEqual([
      { row: 1, cells: ['Email'] },
      { row: 2, cells: ['ada@example.com'] },
    ]);
  });

  it.each(['csv', 'xlsx'] as const)('makes a %s row longer than the limit a row error, and reads on', async (format) => {
    const rows = [
      ['Email', 'Name'],
      ['a@example.com', 'x'.repeat(UPLOAD_MAX_ROW_CHARS)],
      ['b@example.com', 'Bea'],
    ];
    const bytes = format === 'csv' ? strToU8(rows.map((r) => r.join(',')).join('\n')) : zipSync(await workbookEntries(rows));
    expect(await readAll(bytes, format)).toEqual([
      { row: 1, cells: ['Email', 'Name'] },
      { row: 2, refused: UPLOAD_MESSAGES.rowTooLong },
      { row: 3, cells: ['b@example.com', 'Bea'] },
    ]);
  });
});
