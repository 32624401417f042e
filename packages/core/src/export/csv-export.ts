import { stringify } from 'csv-stringify/sync';
import { cellText, guardFormula } from './cell-text.ts';
import { cellValue, type ExportColumn } from './export-columns.ts';

/**
 * RFC 4180 CSV (CRLF, quotes doubled, fields quoted when needed) with a UTF-8 byte-order mark so Excel
 * reads accents right. Numbers stay numbers; every text cell passes the formula-injection guard.
 */
export function buildCsv(columns: readonly ExportColumn[], rows: readonly Readonly<Record<string, unknown>>[], timeZone: string): Buffer {
  const header = columns.map((c) => guardFormula(c.label));
  const body = rows.map((row) =>
    columns.map((c) => {
      const v = cellValue(row, c.key);
      return typeof v === 'number' && Number.isFinite(v) ? String(v) : guardFormula(cellText(v, timeZone));
    }),
  );
  return Buffer.from(stringify([header, ...body], { bom: true, record_delimiter: 'windows', quoted_match: /^\s|\s$/ }), 'utf8');
}
