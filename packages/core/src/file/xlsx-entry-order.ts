import { unzipSync, zipSync } from 'fflate';

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * The workbook with every part ahead of its worksheets, so exceljs's streaming reader meets the shared strings before
 * the rows that point into them. Met the other way round (exceljs itself writes sheet1.xml before sharedStrings.xml),
 * the reader copies each worksheet to a temporary file and reads it back at the end: a second path through the disk,
 * which under load failed to read a valid file (CI, file-bounds.test.ts). Stored, not compressed: the reader inflates
 * nothing, and checkXlsxUnpackedSize has already bounded what the entries unpack to. A workbook already in order, or
 * one without shared strings (where the reader has no other path), is answered as it is.
 */
export function sharedStringsFirst(bytes: Uint8Array): Uint8Array {
  const entries = unzipSync(bytes);
  const names = Object.keys(entries);
  const strings = names.indexOf(SHARED_STRINGS);
  const firstSheet = names.findIndex((n) => WORKSHEET.test(n));
  if (strings < 0 || firstSheet < 0 || strings < firstSheet) return bytes;
  const ordered = [...names.filter((n) => !WORKSHEET.test(n)), ...names.filter((n) => WORKSHEET.test(n))];
  return zipSync(Object.fromEntries(ordered.map((n) => [n, [entries[n]!, { level: 0 }] as const])));
}
