import type { NotificationTagInfo } from '@scheduler/contracts/alerts';

/** The tag popup shows at most this many tags (doc 3 §9). */
export const TAG_POPUP_MAX = 10;
export const TAG_TRIGGER = '$';

/** The tag being typed just before the caret: where its `$` is and the letters after it; none outside a tag. */
export function tagQueryAt(text: string, caret: number): { start: number; query: string } | undefined {
  const before = text.slice(0, caret);
  const match = /\$([A-Za-z0-9]*)$/.exec(before);
  if (!match) return undefined;
  const start = caret - match[0].length;
  // '$' inside a word (e.g. 'US$') starts no tag.
  if (start > 0 && /[A-Za-z0-9]/.test(text.charAt(start - 1))) return undefined;
  return { start, query: match[1] ?? '' };
}

/** The tags that match what is typed: codes starting with it first, then codes containing it, then names; at most 10. */
export function tagSuggestions(tags: readonly NotificationTagInfo[], query: string): NotificationTagInfo[] {
  const q = query.toLowerCase();
  const code = (t: NotificationTagInfo) => t.code.slice(1).toLowerCase();
  const starts = tags.filter((t) => code(t).startsWith(q));
  const inCode = tags.filter((t) => !code(t).startsWith(q) && code(t).includes(q));
  const inName = tags.filter((t) => !code(t).includes(q) && t.name.toLowerCase().includes(q));
  return [...starts, ...inCode, ...inName].slice(0, TAG_POPUP_MAX);
}

/** `text` with the typed tag (from `start` to `caret`) replaced by `tag`, and the caret after it. */
export function insertTag(text: string, start: number, caret: number, tag: string): { text: string; caret: number } {
  const next = text.slice(0, start) + tag + text.slice(caret);
  return { text: next, caret: start + tag.length };
}
