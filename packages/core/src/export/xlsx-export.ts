import ExcelJS from 'exceljs';
import { offsetMinutes } from '../time/zoned-date-time.ts';
import { cellText } from './cell-text.ts';
import { cellValue, type ExportColumn } from './export-columns.ts';

const MIN_WIDTH = 10;
const MAX_WIDTH = 60;
export const XLSX_DATE_FORMAT = 'dd/mm/yyyy hh:mm AM/PM';

/** Excel has no time zones: a date cell holds the wall-clock time of the export's zone. */
const wallClock = (instant: Date, timeZone: string) => new Date(instant.getTime() + offsetMinutes(timeZone, instant) * 60_000);

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetName = (title: string) =>
  title
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31) || 'Export';

/** XLSX with a bold, frozen, filterable header row, fitted column widths, real numbers and real dates. */
export async function buildXlsx(
  columns: readonly ExportColumn[],
  rows: readonly Readonly<Record<string, unknown>>[],
  opts: { title: string; timeZone: string },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Scheduler';
  const sheet = workbook.addWorksheet(sheetName(opts.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = columns.map((c) => c.label.length);

  sheet.addRow(columns.map((c) => c.label)).font = { bold: true };
  for (const row of rows) {
    const values = columns.map((c, i) => {
      const v = cellValue(row, c.key);
      if (v instanceof Date && !Number.isNaN(v.getTime())) {
        widths[i] = Math.max(widths[i], 20);
        return wallClock(v, opts.timeZone);
      }
      if (typeof v === 'number' && Number.isFinite(v)) {
        widths[i] = Math.max(widths[i], String(v).length);
        return v;
      }
      const text = cellText(v, opts.timeZone);
      widths[i] = Math.max(widths[i], ...text.split('\n').map((line) => line.length));
      return text;
    });
    sheet.addRow(values);
  }
  columns.forEach((_, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widths[i] + 2));
    column.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = XLSX_DATE_FORMAT;
    });
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
