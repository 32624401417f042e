import type { TableRequest } from '@scheduler/contracts/envelope';
import { buildTableExport } from '@scheduler/core/export/index';
import { SERVER_TIME_ZONE } from '@scheduler/core/time/time-zones';

/**
 * A list answers its page `{ dataset, size }`, or — when the request asked for an export — the file built
 * from the same rows (the table's one rule serves both), `{ file (base64), fileName }`.
 */
export async function tableOrExport<T extends object>(req: TableRequest, defaultName: string, result: { dataset: T[]; size: number }) {
  if (!req.exportFormat) return result;
  const rows = result.dataset as Record<string, unknown>[];
  const headers = req.exportTableHeaders?.length ? req.exportTableHeaders : Object.keys(rows[0] ?? {}).map((k) => `${k}_${k}`);
  return buildTableExport({ format: req.exportFormat, fileName: req.exportFileName || defaultName, headers, rows, timeZone: SERVER_TIME_ZONE });
}
