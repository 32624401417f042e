import type * as z from 'zod';

/**
 * For tests: the first message per top-level field of a request that `schema` (a route's body schema) refuses:
 * the same rule the server applies, so the form says what the server would. Issues of the whole body are under ''.
 */
export function schemaErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
