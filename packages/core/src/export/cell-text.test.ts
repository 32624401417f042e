import { describe, expect, it } from 'vitest';
import { cellText, guardFormula } from './cell-text.ts';

describe('cell text', () => {
  it('formats values for CSV and PDF', () => {
    expect(cellText(new Date('2027-03-04T22:05:00Z'), 'Australia/Sydney')).toBe('Friday, 05 March 2027 09:05 AM');
    expect(cellText(true, 'UTC')).toBe('Yes');
    expect(cellText(null, 'UTC')).toBe('');
    expect(cellText(2.5, 'UTC')).toBe('2.5');
    expect(cellText(['a', 'b'], 'UTC')).toBe('a; b');
  });

  it('guards formula starts with a leading quote and leaves other text alone', () => {
    for (const s of ['=SUM(A1)', '+61412345678', '-2+3', '@cmd', '\t=1']) expect(guardFormula(s)).toBe(`'${s}`);
    for (const s of ['Sydney', '1+1', 'a=b', '']) expect(guardFormula(s)).toBe(s);
  });
});
