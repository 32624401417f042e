import { BOOKING_UPLOAD_COLUMNS, BOOKING_UPLOAD_MESSAGES, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readLayoutRows } from '../file/file-layout.ts';
import { formatOfName } from '../file/file-rows.ts';
import { bookingFileLayout } from './booking-upload.ts';

/** A booking file's rows, read whole through its layout as the upload reads them. */
async function readBookingRows(bytes: Uint8Array, fileName: string, headerRow: boolean) {
  const rows = [];
  for await (const r of readLayoutRows(bytes, formatOfName(fileName)!, bookingFileLayout, { headerRow })) rows.push(r);
  return rows;
}

const text = (s: string) => new TextEncoder().encode(s);
async function xlsx(rows: (string | number)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Candidates');
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('readBookingRows (the meeting page’s Upload existing candidates file)', () => {
  it('reads a CSV file as Unique Id, Email (doc 3 §5 order), a missing unique id read as empty', async () => {
    const csv = 'Unique Id,Email\r\nU-1, ana@example.test \r\n,bo@example.test\r\nU-3\r\n';
    expect(await readBookingRows(text(csv), 'b.csv', true)).toEqual([
      { row: 2, uniqueId: 'U-1', email: 'ana@example.test' },
      { row: 3, uniqueId: '', email: 'bo@example.test' },
      { row: 4, uniqueId: 'U-3', email: '' },
    ]);
    expect(await readBookingRows(text('U-1,ana@example.test\n'), 'b.CSV', false)).toEqual([{ row: 1, uniqueId: 'U-1', email: 'ana@example.test' }]);
  });

  it('reads an Excel file by its Email column alone', async () => {
    const file = await xlsx([['Email'], ['ana@example.test'], ['bo@example.test', 'ignored']]);
    expect(await readBookingRows(file, 'b.xlsx', true)).toEqual([
      { row: 2, email: 'ana@example.test' },
      { row: 3, email: 'bo@example.test' },
    ]);
    expect(await readBookingRows(await xlsx([['ana@example.test']]), 'b.xlsx', false)).toEqual([{ row: 1, email: 'ana@example.test' }]);
  });

  it('refuses a header not in the format’s order, and a file with no rows', async () => {
    await expect(readBookingRows(text('Email,Unique Id\r\na@x.test,U\r\n'), 'b.csv', true)).rejects.toThrow(
      UPLOAD_MESSAGES.wrongColumns(BOOKING_UPLOAD_COLUMNS.csv),
    );
    await expect(
      readBookingRows(
        await xlsx([
          ['Unique Id', 'Email'],
          ['U', 'a@x.test'],
        ]),
        'b.xlsx',
        true,
      ),
    ).rejects.toThrow(UPLOAD_MESSAGES.wrongColumns(BOOKING_UPLOAD_COLUMNS.xlsx));
    await expect(readBookingRows(text('Unique Id,Email\r\n'), 'b.csv', true)).rejects.toThrow(BOOKING_UPLOAD_MESSAGES.emptyFile);
  });
});
