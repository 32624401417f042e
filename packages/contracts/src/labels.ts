/**
 * Per-organisation labels (spec doc 1 §1, doc 3 §3 "Label configuration"). Every word in the spec in braces
 * or capitalised as one of these is shown through `labelText`.
 */
export const LABEL_CODES = [
  'ASSESSOR',
  'ASSESSOR_ADMIN',
  'INVIGILATOR',
  'INTERVIEW',
  'ASSESSMENT',
  'INTERNAL',
  'REMOTE',
  'ONSITE',
  'MEETING',
  'MEETINGS',
  'CANDIDATE',
  'CANDIDATES',
  'MEETING_SHOW_JSON',
] as const;
export type LabelCode = (typeof LABEL_CODES)[number];
/** Codes that hold a word (every code except the meeting-show JSON value). */
export type TextLabelCode = Exclude<LabelCode, 'MEETING_SHOW_JSON'>;

/** Defaults of doc 1 §1: Assessor, Assessor Admin, Invigilator, Interview, Assessment, Internal, Remote, Onsite, Meeting(s), Candidate(s). */
export const LABEL_DEFAULTS: Readonly<Record<TextLabelCode, string>> = {
  ASSESSOR: 'Assessor',
  ASSESSOR_ADMIN: 'Assessor Admin',
  INVIGILATOR: 'Invigilator',
  INTERVIEW: 'Interview',
  ASSESSMENT: 'Assessment',
  INTERNAL: 'Internal',
  REMOTE: 'Remote',
  ONSITE: 'Onsite',
  MEETING: 'Meeting',
  MEETINGS: 'Meetings',
  CANDIDATE: 'Candidate',
  CANDIDATES: 'Candidates',
};

/** Form hints per code (doc 3 §3: the meeting-show JSON code carries 'This is JSON value'). */
export const LABEL_HINTS: Readonly<Partial<Record<LabelCode, string>>> = {
  MEETING_SHOW_JSON: 'This is JSON value',
};

/** Singular and plural codes that an organisation may not hold together (doc 3 §3). */
export const LABEL_EXCLUSIVE_PAIRS: readonly (readonly [LabelCode, LabelCode])[] = [
  ['MEETING', 'MEETINGS'],
  ['CANDIDATE', 'CANDIDATES'],
];

/** The configured plural code of a singular code. */
export const PLURAL_CODES: Readonly<Partial<Record<TextLabelCode, TextLabelCode>>> = {
  MEETING: 'MEETINGS',
  CANDIDATE: 'CANDIDATES',
};

export function isLabelCode(code: string): code is LabelCode {
  return (LABEL_CODES as readonly string[]).includes(code);
}

/** The code that may not coexist with `code`, if any. */
export function exclusivePartner(code: LabelCode): LabelCode | undefined {
  for (const [a, b] of LABEL_EXCLUSIVE_PAIRS) {
    if (a === code) return b;
    if (b === code) return a;
  }
  return undefined;
}

/**
 * Codes an organisation can still add (doc 3 §5): every code it does not hold and whose exclusive
 * partner it does not hold either. Empty means 'All Labels already present for this Organisation'.
 */
export function availableLabelCodes(presentCodes: Iterable<string>): LabelCode[] {
  const present = new Set(presentCodes);
  return LABEL_CODES.filter((code) => {
    if (present.has(code)) return false;
    const partner = exclusivePartner(code);
    return !(partner && present.has(partner));
  });
}

/** 'A plural of a label ending in y becomes ies' (doc 1 §1); any other label takes an s. */
export function pluralise(word: string): string {
  if (word.endsWith('y')) return `${word.slice(0, -1)}ies`;
  if (word.endsWith('Y')) return `${word.slice(0, -1)}IES`;
  return `${word}s`;
}

/** Labels as they arrive at login (`configLabels`: code and display) or as a map of code to display. */
export type LabelSet = Readonly<Record<string, string>> | readonly { readonly code: string; readonly display: string }[];

function toMap(labels: LabelSet): Readonly<Record<string, string>> {
  if (!Array.isArray(labels)) return labels as Readonly<Record<string, string>>;
  const map: Record<string, string> = {};
  for (const l of labels as readonly { code: string; display: string }[]) map[l.code] = l.display;
  return map;
}

const SINGULAR_CODES: Readonly<Partial<Record<TextLabelCode, TextLabelCode>>> = {
  MEETINGS: 'MEETING',
  CANDIDATES: 'CANDIDATE',
};

/**
 * The word to show for `code`: the organisation's display text, else the default. Plural (asked for with
 * `plural`, or by a plural code): a configured plural code (MEETINGS, CANDIDATES) wins; otherwise the
 * singular word is pluralised ('y' becomes 'ies', else + 's').
 */
export function labelText(labels: LabelSet, code: TextLabelCode, options: { readonly plural?: boolean } = {}): string {
  const map = toMap(labels);
  const configured = (c: string): string | undefined => map[c]?.trim() || undefined;
  const singular = SINGULAR_CODES[code] ?? code;
  const plural = options.plural === true || singular !== code;
  if (!plural) return configured(singular) ?? LABEL_DEFAULTS[singular];
  const pluralCode = PLURAL_CODES[singular];
  const configuredPlural = pluralCode ? configured(pluralCode) : undefined;
  return configuredPlural ?? pluralise(configured(singular) ?? LABEL_DEFAULTS[singular]);
}

/** The placeholder words of a label template (the spec's own notation: '{Meeting} Saved', '{candidates}'). */
const PLACEHOLDER_CODES: Readonly<Record<string, { code: TextLabelCode; plural?: boolean }>> = {
  assessor: { code: 'ASSESSOR' },
  assessors: { code: 'ASSESSOR', plural: true },
  'assessor admin': { code: 'ASSESSOR_ADMIN' },
  'assessor admins': { code: 'ASSESSOR_ADMIN', plural: true },
  invigilator: { code: 'INVIGILATOR' },
  invigilators: { code: 'INVIGILATOR', plural: true },
  interview: { code: 'INTERVIEW' },
  interviews: { code: 'INTERVIEW', plural: true },
  assessment: { code: 'ASSESSMENT' },
  assessments: { code: 'ASSESSMENT', plural: true },
  internal: { code: 'INTERNAL' },
  remote: { code: 'REMOTE' },
  onsite: { code: 'ONSITE' },
  meeting: { code: 'MEETING' },
  meetings: { code: 'MEETINGS' },
  candidate: { code: 'CANDIDATE' },
  candidates: { code: 'CANDIDATES' },
};

const PLACEHOLDER = new RegExp(
  `\\{(${Object.keys(PLACEHOLDER_CODES)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\}`,
  'gi',
);

/** A word in running text: 'Session' reads 'session'; a word with other capitals ('GP', 'eHealth') is kept. */
const lowerWords = (text: string) => text.replace(/\b([A-Z])([a-z]*)\b/g, (_, first: string, rest: string) => `${first.toLowerCase()}${rest}`);

/** True when `text` holds a label placeholder fillLabels would fill. */
export function hasLabelPlaceholder(text: string): boolean {
  if (!text.includes('{')) return false;
  PLACEHOLDER.lastIndex = 0;
  return PLACEHOLDER.test(text);
}

/**
 * A text with its label placeholders filled with the organisation's words (doc 1 §1: every word in braces is
 * configurable): `{Meeting}` gives the display text as configured, `{meeting}` (lower-case placeholder) the same words
 * in lower case where they are ordinary words ('Session' → 'session', 'GP Panel' → 'GP panel'), plurals by the plural
 * rule. Other braces (JSON, unknown words) are left as they are.
 */
export function fillLabels(text: string, labels: LabelSet): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, word: string) => {
    const target = PLACEHOLDER_CODES[word.toLowerCase()];
    if (!target) return whole;
    const display = labelText(labels, target.code, { plural: target.plural });
    return word[0] === word[0]!.toLowerCase() ? lowerWords(display) : display;
  });
}

/** The default words of the labels (singular and plural), as a person would read them: for tests that look for words left unlabelled. */
export const DEFAULT_LABEL_WORDS =
  /\b(candidates?|assessors?|assessor admins?|invigilators?|meetings?|interviews?|assessments?|internal|remote|onsite)\b/gi;
