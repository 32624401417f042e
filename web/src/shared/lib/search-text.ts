/**
 * The list search rule (doc 1 §5): trimmed, lower-cased, sanitised (markup characters removed);
 * returns the new filter, or null when it equals the one applied (no request).
 */
export function normaliseSearch(raw: string): string {
  return raw
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function nextFilter(applied: string, raw: string): string | null {
  const next = normaliseSearch(raw);
  return next === applied ? null : next;
}
