import ExcelJS from 'exceljs';

/**
 * exceljs's streaming workbook reader, in a module of its own: file-rows.ts imports it by package name when an Excel
 * file is read, so that a Lambda bundle leaves exceljs out and ships it beside the bundle (infra/lib/entries.ts
 * LAZY_MODULES). A CSV upload never loads it.
 */
export const WorkbookReader = ExcelJS.stream.xlsx.WorkbookReader;
