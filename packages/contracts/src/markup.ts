/**
 * The markup rule of spec doc 1 §5: rich content may hold only the allowed tags; every other text field
 * must hold no markup at all. Pure string scanning, no DOM, so the web and the server share it.
 */
export const ALLOWED_RICH_TAGS: ReadonlySet<string> = new Set([
  'a',
  'b',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'u',
  'ul',
]);

/** Attributes whose value is a URL; only http(s), mailto, tel, relative and fragment URLs are allowed there. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'cite', 'srcset']);
const FORBIDDEN_ATTRIBUTES = new Set(['srcdoc']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$|[^:]*[/?#])/i;
const SCRIPT_SCHEME = /(?:javascript|vbscript|livescript)\s*:/i;

const EVENT_HANDLER_WORDS = [
  'abort',
  'animation\\w*',
  'auxclick',
  'before\\w+',
  'blur',
  'cancel',
  'canplay\\w*',
  'change',
  'click',
  'close',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'drag\\w*',
  'drop',
  'durationchange',
  'ended',
  'error',
  'focus\\w*',
  'formdata',
  'hashchange',
  'input',
  'invalid',
  'key\\w+',
  'load\\w*',
  'message',
  'mouse\\w+',
  'offline',
  'online',
  'page\\w+',
  'paste',
  'pause',
  'play\\w*',
  'pointer\\w+',
  'popstate',
  'progress',
  'ratechange',
  'reset',
  'resize',
  'scroll\\w*',
  'search',
  'seek\\w+',
  'select\\w*',
  'show',
  'stalled',
  'storage',
  'submit',
  'suspend',
  'timeupdate',
  'toggle',
  'touch\\w+',
  'transition\\w+',
  'unload',
  'volumechange',
  'waiting',
  'wheel',
];
/** An inline event handler written out (`onerror=`, `onclick =`), even outside a tag. */
const EVENT_HANDLER = new RegExp(`\\bon(?:${EVENT_HANDLER_WORDS.join('|')})\\s*=`, 'i');
/** Anything a browser would start parsing as a tag, end tag, comment, declaration or processing instruction. */
const TAG_LIKE = /<(?:\/?[a-z]|!|\?)/i;

/**
 * True when a plain-text field holds markup: a tag-like `<x`, `</x`, `<!--`, `<!x`, `<?`, a script URL
 * (`javascript:`) or an inline event handler (`onerror=`). `a < b` and `1<2` are not markup.
 */
export function containsMarkup(text: string): boolean {
  const t = decodeEntities(text);
  return TAG_LIKE.test(t) || SCRIPT_SCHEME.test(stripControls(t)) || EVENT_HANDLER.test(t);
}

export type MarkupViolationKind = 'tag' | 'attribute' | 'url' | 'comment' | 'declaration';
export interface MarkupViolation {
  readonly kind: MarkupViolationKind;
  /** Tag or attribute name (lower case); for `url` the attribute that holds it; `<!--` or `<!`/`<?` otherwise. */
  readonly name: string;
}

/**
 * What a rich-content value holds beyond the allowed set: disallowed tags (script, style, iframe, img ...),
 * event-handler attributes, script URLs, comments and declarations. Empty when the value is acceptable.
 */
export function richTextViolations(html: string): MarkupViolation[] {
  const out: MarkupViolation[] = [];
  const seen = new Set<string>();
  const add = (kind: MarkupViolationKind, name: string) => {
    const key = `${kind}:${name}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ kind, name });
    }
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      add('comment', '<!--');
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      add('declaration', `<${next}`);
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const isEnd = next === '/';
    const nameStart = isEnd ? lt + 2 : lt + 1;
    const nameMatch = /^[a-z][^\s/>]*/i.exec(html.slice(nameStart));
    if (!nameMatch) {
      i = lt + 1;
      continue;
    }
    const tag = nameMatch[0].toLowerCase();
    if (!ALLOWED_RICH_TAGS.has(tag)) add('tag', tag);
    i = scanAttributes(html, nameStart + nameMatch[0].length, (name, value) => {
      if (isEnd) return;
      const attr = name.toLowerCase();
      if (attr.startsWith('on') || FORBIDDEN_ATTRIBUTES.has(attr)) {
        add('attribute', attr);
        return;
      }
      if (value === undefined) return;
      const v = stripControls(decodeEntities(value)).trim();
      if (SCRIPT_SCHEME.test(v)) add('url', attr);
      else if (URL_ATTRIBUTES.has(attr) && !SAFE_URL.test(v)) add('url', attr);
      else if (attr === 'style' && /expression\s*\(|url\s*\(/i.test(v)) add('url', attr);
    });
  }
  return out;
}

export function isAllowedRichText(html: string): boolean {
  return richTextViolations(html).length === 0;
}

/** Reads attributes from `from` up to the closing `>` (quotes respected); returns the index after it. */
function scanAttributes(s: string, from: number, onAttr: (name: string, value: string | undefined) => void): number {
  let i = from;
  while (i < s.length) {
    const c = s[i];
    if (c === '>') return i + 1;
    if (/\s|\//.test(c)) {
      i++;
      continue;
    }
    const nameMatch = /^[^\s/>=]+/.exec(s.slice(i));
    if (!nameMatch) {
      i++;
      continue;
    }
    const name = nameMatch[0];
    i += name.length;
    while (i < s.length && /\s/.test(s[i])) i++;
    if (s[i] !== '=') {
      onAttr(name, undefined);
      continue;
    }
    i++;
    while (i < s.length && /\s/.test(s[i])) i++;
    const q = s[i];
    let value: string;
    if (q === '"' || q === "'") {
      const end = s.indexOf(q, i + 1);
      value = s.slice(i + 1, end < 0 ? s.length : end);
      i = end < 0 ? s.length : end + 1;
    } else {
      const m = /^[^\s>]*/.exec(s.slice(i));
      value = m ? m[0] : '';
      i += value.length;
    }
    onAttr(name, value);
  }
  return s.length;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Browsers ignore tabs, newlines and other control characters inside a URL scheme. */
function stripControls(s: string): string {
  return s.replace(/[\u0000-\u001f\u007f-\u009f]+/g, '');
}
