import { errors } from '../errors.ts';

/** One exported column: the row field and the header text. */
export interface ExportColumn {
  key: string;
  label: string;
}

/**
 * Reads the table request's exportTableHeaders: each entry is `key_label` (split at the first
 * underscore, so labels may contain underscores, keys may not).
 */
export function parseExportColumns(headers: readonly string[]): ExportColumn[] {
  if (headers.length === 0) throw errors.validation('exportTableHeaders must name at least one column');
  return headers.map((entry) => {
    const at = entry.indexOf('_');
    const key = at < 0 ? entry.trim() : entry.slice(0, at).trim();
    const label = at < 0 ? key : entry.slice(at + 1).trim();
    if (!key) throw errors.validation(`Export header '${entry}' has no field key`);
    return { key, label: label || key };
  });
}

/** The value of `key` in a row; dotted keys reach into nested objects ('address.city'). */
export function cellValue(row: Readonly<Record<string, unknown>>, key: string): unknown {
  if (key in row) return row[key];
  return key.split('.').reduce<unknown>((v, part) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined), row);
}
