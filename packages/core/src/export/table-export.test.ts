import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { buildTableExport, exportFileName, parseExportFormat } from './table-export.ts';
import { PDF_EMPTY_TEXT } from './pdf-export.ts';

const headers = ['candidateName_Candidate Name', 'startsAt_Start', 'seats_Seats', 'note_Note'];
const rows = [
  { candidateName: 'Zoë Ångström', startsAt: new Date('2027-03-04T22:05:00Z'), seats: 3, note: 'says "hi", then\nleaves' },
  { candidateName: '=HYPERLINK("http://evil")', startsAt: new Date('2027-10-02T16:30:00Z'), seats: -1, note: '+61412345678' },
  { candidateName: '@admin', startsAt: null, seats: 0, note: undefined },
];
const base = { fileName: 'bookings_export', headers, rows, timeZone: 'Australia/Sydney' };
const decode = (b64: string) => Buffer.from(b64, 'base64');

const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length;
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'export-')), 'out.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('table export: CSV', () => {
  it('is RFC 4180 with a UTF-8 BOM, and parses back to the same table', async () => {
    const out = await buildTableExport({ ...base, format: 'CSV' });
    expect(out.fileName).toBe('bookings_export.csv');
    const bytes = decode(out.file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('\r\n');
    const table = parse(bytes, { bom: true }) as string[][];
    expect(table).toEqual([
      ['Candidate Name', 'Start', 'Seats', 'Note'],
      ['Zoë Ångström', 'Friday, 05 March 2027 09:05 AM', '3', 'says "hi", then\nleaves'],
      [`'=HYPERLINK("http://evil")`, 'Sunday, 03 October 2027 03:30 AM', '-1', `'+61412345678`],
      [`'@admin`, '', '0', ''],
    ]);
  });
});

describe('table export: XLSX', () => {
  it('reads back with a bold header, fitted widths, real numbers and real dates', async () => {
    const out = await buildTableExport({ ...base, format: 'xlsx', title: 'Bookings' });
    expect(out.fileName).toBe('bookings_export.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(decode(out.file) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Bookings')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Candidate Name', 'Start', 'Seats', 'Note']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('Zoë Ångström');
    const start = sheet.getCell('B2');
    expect(start.value).toBeInstanceOf(Date);
    expect((start.value as Date).toISOString()).toBe('2027-03-05T09:05:00.000Z');
    expect(start.numFmt).toBe('dd/mm/yyyy hh:mm AM/PM');
    expect(sheet.getCell('C3').value).toBe(-1);
    expect(sheet.getCell('A3').value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('=HYPERLINK("http://evil")'.length);
    expect(sheet.getColumn(3).width).toBe(10);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});

describe('table export: PDF', () => {
  const many = Array.from({ length: 120 }, (_, i) => ({
    candidateName: `Candidate ${i + 1}`,
    startsAt: new Date(Date.UTC(2027, 2, 1, i)),
    seats: i,
    note: 'ok',
  }));

  it('is a PDF with one page for a short table', async () => {
    const out = await buildTableExport({ ...base, format: 'pdf', title: 'Bookings' });
    expect(out.fileName).toBe('bookings_export.pdf');
    const pdf = decode(out.file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
  });

  it('breaks a long table over several pages', async () => {
    const pdf = decode((await buildTableExport({ ...base, rows: many, format: 'pdf', title: 'Bookings' })).file);
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(3);
  });

  it.skipIf(!hasPdftotext)('repeats the header on every page and numbers the pages (pdftotext)', async () => {
    const pdf = decode((await buildTableExport({ ...base, rows: many, format: 'pdf', title: 'Bookings' })).file);
    const pages = pdfText(pdf)
      .split('\f')
      .filter((p) => p.trim());
    const count = pdfPageCount(pdf);
    expect(pages).toHaveLength(count);
    expect(pages[0]).toContain('Bookings');
    pages.forEach((text, i) => {
      expect(text).toMatch(/Candidate Name\s+Start\s+Seats\s+Note/);
      expect(text).toContain(`Page ${i + 1} of ${count}`);
    });
    const all = pages.join('\n');
    expect(all).toContain('Candidate 1 ');
    expect(all).toContain('Candidate 120');
    expect(all).toContain('Monday, 01 March 2027 11:00 AM');
  });

  it.skipIf(!hasPdftotext)('shows the empty-table message (pdftotext)', async () => {
    const pdf = decode((await buildTableExport({ ...base, rows: [], format: 'pdf', title: 'Bookings' })).file);
    expect(pdfText(pdf)).toContain(PDF_EMPTY_TEXT);
  });

  it.runIf(!hasPdftotext)('pdftotext is absent: text checks skipped (apt-get install -y poppler-utils to run them)', () => {
    expect(hasPdftotext).toBe(false);
  });
});

describe('export format and file name', () => {
  it('accepts csv, pdf and xlsx in any case and refuses others', () => {
    expect(parseExportFormat('PDF')).toBe('pdf');
    expect(() => parseExportFormat('docx')).toThrow(/csv, pdf, xlsx/);
  });

  it('puts the right extension on a safe name', () => {
    expect(exportFileName('meetings_export', 'xlsx')).toBe('meetings_export.xlsx');
    expect(exportFileName('report.csv', 'pdf')).toBe('report.pdf');
    expect(exportFileName('../../etc/passwd', 'csv')).toBe('_etc_passwd.csv');
    expect(exportFileName('', 'csv')).toBe('export.csv');
  });
});
