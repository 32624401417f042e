import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sharedStringsFirst } from './xlsx-entry-order.ts';

async function workbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Candidates').addRow(['Email', 'Name']);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('shared strings ahead of the worksheets', () => {
  it('moves the worksheets after every other part of a workbook that holds them first, keeping each entry whole', async () => {
    const bytes = await workbook();
    const before = unzipSync(bytes);
    const names = Object.keys(before);
    expect(names.indexOf('xl/sharedStrings.xml')).toBeGreaterThan(names.indexOf('xl/worksheets/sheet1.xml'));
    const after = unzipSync(sharedStringsFirst(bytes));
    const order = Object.keys(after);
    expect(order.indexOf('xl/sharedStrings.xml')).toBeLessThan(order.indexOf('xl/worksheets/sheet1.xml'));
    expect(order.at(-1)).toBe('xl/worksheets/sheet1.xml');
    expect(new Set(order)).toEqual(new Set(names));
    for (const name of names) expect(after[name], name).toEqual(before[name]);
  });

  it('answers a workbook already in order, or one without shared strings, as it is', async () => {
    const entries = unzipSync(await workbook());
    const { 'xl/sharedStrings.xml': strings, ...rest } = entries;
    const ordered = zipSync({ 'xl/sharedStrings.xml': strings!, ...rest });
    expect(sharedStringsFirst(ordered)).toBe(ordered);
    const none = zipSync(rest);
    expect(sharedStringsFirst(none)).toBe(none);
  });
});
