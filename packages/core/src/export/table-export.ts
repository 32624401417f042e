import { errors } from '../errors.ts';
import { parseExportColumns } from './export-columns.ts';

/** Export file types of tables (spec: csv, pdf, xlsx). */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function parseExportFormat(value: string): ExportFormat {
  const format = value.trim().toLowerCase();
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw errors.validation(`Export format must be one of csv, pdf, xlsx`);
  return format as ExportFormat;
}

/** `base` (the request's exportFileName, e.g. meetings_export) made safe, with the format's extension. */
export function exportFileName(base: string, format: ExportFormat): string {
  const stem = base
    .trim()
    .replace(/\.(csv|xlsx|pdf)$/i, '')
    .replace(/[^\w\- ]+/g, '_')
    .slice(0, 100);
  return `${stem || 'export'}.${format}`;
}

export interface TableExportInput {
  /** exportFormat of the table request (csv, pdf, xlsx; case ignored). */
  format: string;
  /** exportFileName of the table request, without extension. */
  fileName: string;
  /** exportTableHeaders of the table request: `key_label` entries. */
  headers: readonly string[];
  rows: readonly Readonly<Record<string, unknown>>[];
  /** Zone in which Date cells are shown. */
  timeZone: string;
  /** Sheet name and PDF title; defaults to the file name. */
  title?: string;
  subtitle?: string;
}

/** The spec's export response: the file as base64 and its name with the right extension. */
export interface TableExportFile {
  file: string;
  fileName: string;
}

/** Builds a table export (CSV, XLSX or PDF) from rows and the request's headers. */
export async function buildTableExport(input: TableExportInput): Promise<TableExportFile> {
  const format = parseExportFormat(input.format);
  const columns = parseExportColumns(input.headers);
  const title = input.title ?? input.fileName;
  // Each format's writer (csv-stringify, exceljs, pdfkit) is loaded only when that format is asked for, by package name
  // so that a Lambda bundle leaves them out and ships each as its own module beside it (infra/lib/entries.ts LAZY_MODULES).
  const bytes =
    format === 'csv'
      ? (await import('@scheduler/core/export/csv-export')).buildCsv(columns, input.rows, input.timeZone)
      : format === 'xlsx'
        ? await (await import('@scheduler/core/export/xlsx-export')).buildXlsx(columns, input.rows, { title, timeZone: input.timeZone })
        : await (await import('@scheduler/core/export/pdf-export')).buildPdf(columns, input.rows, {
            title,
            subtitle: input.subtitle,
            timeZone: input.timeZone,
          });
  return { file: bytes.toString('base64'), fileName: exportFileName(input.fileName, format) };
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
