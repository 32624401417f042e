import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { cellValue, parseExportColumns } from './export-columns.ts';

describe('export columns', () => {
  it('splits key_label at the first underscore', () => {
    expect(parseExportColumns(['fullName_Full Name', 'startDateDisplay_Start_Date', 'status'])).toEqual([
      { key: 'fullName', label: 'Full Name' },
      { key: 'startDateDisplay', label: 'Start_Date' },
      { key: 'status', label: 'status' },
    ]);
  });

  it('refuses no headers or a header without a key', () => {
    expect(() => parseExportColumns([])).toThrow(DomainError);
    expect(() => parseExportColumns(['_Label'])).toThrow(/no field key/);
  });

  it('reads plain and dotted keys', () => {
    expect(cellValue({ a: 1 }, 'a')).toBe(1);
    expect(cellValue({ address: { city: 'Perth' } }, 'address.city')).toBe('Perth');
    expect(cellValue({ address: null }, 'address.city')).toBeUndefined();
  });
});
