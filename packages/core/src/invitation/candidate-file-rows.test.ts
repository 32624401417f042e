import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CSV_CANDIDATE_COLUMNS, EXCEL_CANDIDATE_COLUMNS, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { type LayoutRow, readLayoutRows } from '../file/file-layout.ts';
import { cellText, FileReadError as CandidateFileError } from '../file/file-rows.ts';
import { candidateFileLayout, type CandidateFileRow } from './candidate-file-rows.ts';

/** A candidate file of the organisation's upload type, read through its layout as the upload reads it. */
const readCandidateRows = (bytes: Uint8Array, opts: { uploadType: 'CSV' | 'Excel'; headerRow: boolean; onBytes?: (n: number) => void }) =>
  readLayoutRows(bytes, opts.uploadType === 'CSV' ? 'csv' : 'xlsx', candidateFileLayout, opts);
const all = async (rows: AsyncGenerator<LayoutRow<CandidateFileRow>>) => {
  const out: LayoutRow<CandidateFileRow>[] = [];
  for await (const r of rows) out.push(r);
  return out;
};
const bytes = (text: string) => new TextEncoder().encode(text);

describe('readCandidateRows, CSV (doc 3 §5 column order)', () => {
  it('numbers rows as in the file, reads quoted commas and newlines, a BOM, and joins up to five request type columns', async () => {
    const csv = `\uFEFF${CSV_CANDIDATE_COLUMNS.join(',')}\r\nU1,J1,Ada,"Lovelace, Countess",+61412345678,ada@x.test,Extra time,Reader,,\r\n\r\nU2,J2,"Alan ""AT""","Tu\nring",,alan@x.test\r\n`;
    const seen: number[] = [];
    const rows = await all(readCandidateRows(bytes(csv), { uploadType: 'CSV', headerRow: true, onBytes: (n) => seen.push(n) }));
    expect(rows).toEqual([
      {
        row: 2,
        input: {
          uniqueId: 'U1',
          issueId: 'J1',
          firstName: 'Ada',
          lastName: 'Lovelace, Countess',
          mobile: '+61412345678',
          email: 'ada@x.test',
          requestTypes: 'Extra time,Reader',
        },
      },
      {
        row: 3,
        input: { uniqueId: 'U2', issueId: 'J2', firstName: 'Alan "AT"', lastName: 'Tu\nring', mobile: '', email: 'alan@x.test', requestTypes: '' },
      },
    ]);
    expect(seen.at(-1)).toBeGreaterThan(0);
  });

  it('refuses a header that is not the spec’s columns, and a first row of the wrong width without one; later short rows are row errors', async () => {
    await expect(all(readCandidateRows(bytes('Name,Email\nAda,ada@x.test\n'), { uploadType: 'CSV', headerRow: true }))).rejects.toThrow(
      UPLOAD_MESSAGES.wrongColumns(CSV_CANDIDATE_COLUMNS),
    );
    await expect(all(readCandidateRows(bytes('Ada,ada@x.test\n'), { uploadType: 'CSV', headerRow: false }))).rejects.toBeInstanceOf(
      CandidateFileError,
    );
    const rows = await all(readCandidateRows(bytes('U1,J1,Ada,L,,a@x.test\nU2,J2,Bob\n'), { uploadType: 'CSV', headerRow: false }));
    expect(rows[1]).toEqual({ row: 2, error: 'Expected 6 to 11 columns, found 3' });
  });
});

describe('readCandidateRows, Excel', () => {
  it('streams the first sheet: formulas as their text, rich text and numbers as typed, Mobile optional', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Candidates');
    sheet.addRow([...EXCEL_CANDIDATE_COLUMNS]);
    sheet.addRow([{ formula: 'CONCAT("A","B")', result: 'AB' }, { richText: [{ text: 'Love' }, { text: 'lace' }] }, 'ada@x.test']);
    sheet.addRow(['Alan', 'Turing', 'alan@x.test', 61412345678]);
    workbook.addWorksheet('Ignored').addRow(['x', 'y', 'z@x.test']);
    const content = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await all(readCandidateRows(content, { uploadType: 'Excel', headerRow: true }))).toEqual([
      { row: 2, input: { firstName: '=CONCAT("A","B")', lastName: 'Lovelace', email: 'ada@x.test', mobile: undefined } },
      { row: 3, input: { firstName: 'Alan', lastName: 'Turing', email: 'alan@x.test', mobile: '61412345678' } },
    ]);
  });

  it('answers the unreadable message for a file that is not a workbook', async () => {
    await expect(
      all(readCandidateRows(bytes('this is not a zip file at all, just text'), { uploadType: 'Excel', headerRow: false })),
    ).rejects.toThrow(UPLOAD_MESSAGES.unreadable);
  });

  it('cellText keeps dates as yyyy-MM-dd and hyperlinks as their text', () => {
    expect(cellText(new Date('2027-03-04T00:00:00Z'))).toBe('2027-03-04');
    expect(cellText({ text: 'site', hyperlink: 'http://x.test' })).toBe('site');
  });
});
