import * as z from 'zod';

/** The spec's answer envelope: `{ status: 'SUCCESS' | <CODE>, message }`. */
export const statusAnswer = z.object({ status: z.string(), message: z.string().optional() });
export type StatusAnswer = z.infer<typeof statusAnswer>;

/** The spec's table request (doc 1 §3, doc 2 §3). */
export const tableRequest = z.object({
  filter: z.string().max(200).optional().default(''),
  sortDirection: z.enum(['asc', 'desc', '']).optional().default(''),
  sortColumn: z.string().max(100).optional().default(''),
  pageIndex: z.coerce.number().int().min(0).optional().default(0),
  pageSize: z.coerce.number().int().min(0).max(1000).optional().default(10),
  searchData: z.string().max(20_000).optional(),
  exportFormat: z.enum(['csv', 'pdf', 'xlsx', '']).optional(),
  exportFileName: z.string().max(200).optional(),
  exportTableHeaders: z.array(z.string().max(300)).max(100).optional(),
  apiUrl: z.string().max(500).optional(),
});
export type TableRequest = z.infer<typeof tableRequest>;

/** Table answers: `{ dataset, size }`; an export answers `{ file (base64), fileName }`. */
export const tableAnswer = <T extends z.ZodType>(row: T) => z.object({ dataset: z.array(row), size: z.number() });
export const exportAnswer = z.object({ file: z.string(), fileName: z.string() });

export const SUCCESS = 'SUCCESS' as const;
