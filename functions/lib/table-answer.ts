import type { TableRequest } from '@scheduler/contracts/envelope';
import { buildTableExport } from '@scheduler/core/export/index';
import { SERVER_TIME_ZONE } from '@scheduler/core/time/time-zones';
import { labelWordsOfBody } from './answer-labels.ts';

/**
 * A list answers its page `{ dataset, size }`, or — when the request asked for an export — the file built
 * from the same rows (the table's one rule serves both), `{ file (base64), fileName }`, its headers and rows in the
 * organisation's words.
 */
export async function tableOrExport<T extends object>(req: TableRequest, defaultName: string, result: { dataset: T[]; size: number }) {
  if (!req.exportFormat) return result;
  // The file is built here, so its rows get the organisation's words here (the JSON answer gets them in the router).
  const words = labelWordsOfBody(req);
  const rows = (words ? await words(result.dataset) : result.dataset) as Record<string, unknown>[];
  const asked = req.exportTableHeaders?.length ? req.exportTableHeaders : Object.keys(rows[0] ?? {}).map((k) => `${k}_${k}`);
  const headers = words ? await words(asked) : asked;
  return buildTableExport({ format: req.exportFormat, fileName: req.exportFileName || defaultName, headers, rows, timeZone: SERVER_TIME_ZONE });
}
