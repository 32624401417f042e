import { UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { Unzip, UnzipInflate } from 'fflate';
import { FileReadError } from './file-read-error.ts';

const MB = 1024 * 1024;

/**
 * How far an .xlsx may unpack (it is a zip archive: a 4 MB upload can inflate to gigabytes). A 40,000-row candidate
 * file unpacks to about 11 MB (a 6 MB sheet, 4 MB of shared strings), so these leave room and still keep a function
 * of 512 MB well clear: the shared strings are held in memory while the sheet is read, so they have the tightest bound.
 */
export const XLSX_UNPACKED_BUDGET = { total: 50 * MB, entry: 32 * MB, sharedStrings: 16 * MB } as const;

const CHUNK = 256 * 1024;

class OverBudget extends Error {}

/**
 * Refuses an .xlsx whose entries unpack past XLSX_UNPACKED_BUDGET ('Uploaded file is too large once unpacked'), or
 * that is no zip archive ('could not be read'), before any parser holds it. Every entry is inflated and counted as it
 * goes, so an archive that understates its sizes is caught at the budget, not believed; nothing inflated is kept.
 * The entries are walked by their local headers, in order, as the sheet reader (exceljs through unzipper) walks them,
 * so no entry it reads escapes the count. Between chunks the event loop is let go.
 */
export async function checkXlsxUnpackedSize(bytes: Uint8Array, budget = XLSX_UNPACKED_BUDGET): Promise<void> {
  let total = 0;
  let entries = 0;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    entries += 1;
    const cap = file.name === 'xl/sharedStrings.xml' ? budget.sharedStrings : budget.entry;
    if ((file.originalSize ?? 0) > cap) throw new OverBudget();
    let size = 0;
    file.ondata = (error, data) => {
      if (error) throw error;
      size += data.length;
      total += data.length;
      if (size > cap || total > budget.total) throw new OverBudget();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += CHUNK) {
      unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    failure = error;
  }
  if (failure instanceof OverBudget) throw new FileReadError(UPLOAD_MESSAGES.tooLargeUnpacked);
  if (failure || entries === 0) throw new FileReadError(UPLOAD_MESSAGES.unreadable);
}
