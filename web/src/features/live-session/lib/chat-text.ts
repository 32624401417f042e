/** A chat message cut into plain text and web links (doc 2 §5: only http or https is linked; everything else stays text). */
export type ChatPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const WEB_LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Sentence punctuation right after a link is not part of it. */
const TRAILING = /[.,;:!?)\]]+$/;

export function chatParts(message: string): ChatPart[] {
  const parts: ChatPart[] = [];
  let at = 0;
  for (const match of message.matchAll(WEB_LINK)) {
    const href = match[0].replace(TRAILING, '');
    const index = match.index ?? 0;
    if (!URL.canParse(href)) continue;
    if (index > at) parts.push({ kind: 'text', text: message.slice(at, index) });
    parts.push({ kind: 'link', href });
    at = index + href.length;
  }
  if (at < message.length) parts.push({ kind: 'text', text: message.slice(at) });
  return parts;
}
