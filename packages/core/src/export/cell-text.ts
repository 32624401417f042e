import { formatDisplayDateTime } from '../time/time-formats.ts';

/** Plain text for a cell in CSV and PDF: dates in the spec's display format in the export's zone. */
export function cellText(value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDisplayDateTime(value, timeZone);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (Array.isArray(value)) return value.map((v) => cellText(v, timeZone)).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** Spreadsheet formula-injection guard (OWASP CSV injection): text starting with = + - @ tab or CR gets a leading quote. */
export const guardFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
