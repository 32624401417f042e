/** Password minimum length and messages of doc 1 §5 (no zod here: the web loads this rule on its own). */
export const PASSWORD_MIN_LENGTH = 14;
export const PASSWORD_MESSAGES = {
  minLength: 'Password must include minimum of 14 characters',
  mismatchTitle: 'Password Mismatch',
  mismatch: 'Password & Confirm Password do not match, please check again.',
} as const;

/**
 * The one password rule (doc 1 §5), run by the web as the user types and by the server (signup/checkPassword,
 * signup/create, auth/resetPassword, user/update). Cognito's pool policy repeats the first five checks.
 */
export const PASSWORD_RULE_MESSAGES = {
  minLength: PASSWORD_MESSAGES.minLength,
  number: 'Password must include a number',
  special: 'Password must include a special character',
  upper: 'Password must include an uppercase letter',
  lower: 'Password must include a lowercase letter',
  repeating: 'Password must not repeat the same character 3 or more times in a row',
  sequence: 'Password must not contain consecutive sequences such as abc, 123 or qwer',
  commonWord: 'Password must not contain common words or your name',
} as const;

export const PASSWORD_HINT =
  'At least 14 characters with a number, a special character, an uppercase and a lowercase letter. No repeating characters, consecutive sequences or common words.';

/** Cognito's accepted symbols (the pool policy's RequireSymbols). */
const SPECIAL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Words people reach for first; a password containing one (case-insensitive) is refused. */
export const COMMON_WORDS = [
  'password',
  'passw0rd',
  'welcome',
  'letmein',
  'qwerty',
  'admin',
  'login',
  'secret',
  'dragon',
  'monkey',
  'master',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'iloveyou',
  'trustno1',
  'shadow',
  'superman',
  'scheduler',
  'summer',
  'winter',
  'spring',
  'autumn',
  'january',
  'february',
  'december',
  'changeme',
  'default',
  'abc123',
] as const;

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];
const RUN = 3;

function hasRepeat(pw: string): boolean {
  return new RegExp(`(.)\\1{${RUN - 1},}`, 'u').test(pw);
}

const KEYBOARD_RUN = 4;

/** 3 consecutive letters or digits up or down the alphabet or number line (abc, cba, 123), or 4 along a keyboard row (qwer). */
function hasSequence(pw: string): boolean {
  const s = pw.toLowerCase();
  for (let i = 0; i + RUN <= s.length; i++) {
    const part = s.slice(i, i + RUN);
    if (!/^([a-z]+|[0-9]+)$/.test(part)) continue;
    const codes = [...part].map((c) => c.charCodeAt(0));
    const steps = codes.slice(1).map((c, k) => c - codes[k]!);
    if (steps.every((d) => d === 1) || steps.every((d) => d === -1)) return true;
  }
  for (let i = 0; i + KEYBOARD_RUN <= s.length; i++) {
    if (KEYBOARD_ROWS.some((row) => row.includes(s.slice(i, i + KEYBOARD_RUN)))) return true;
  }
  return false;
}

function hasCommonWord(pw: string, personal: readonly string[]): boolean {
  const s = pw.toLowerCase();
  const own = personal.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 3);
  return [...COMMON_WORDS, ...own].some((w) => s.includes(w));
}

/**
 * The first problem with `password`, or undefined when it passes. `personal` holds words the password must
 * not contain: the user's first and last name and the local part of the e-mail.
 */
export function passwordProblem(password: string, personal: readonly string[] = []): string | undefined {
  const m = PASSWORD_RULE_MESSAGES;
  if (password.length < PASSWORD_MIN_LENGTH) return m.minLength;
  if (!/\d/.test(password)) return m.number;
  if (!SPECIAL.test(password)) return m.special;
  if (!/[A-Z]/.test(password)) return m.upper;
  if (!/[a-z]/.test(password)) return m.lower;
  if (hasRepeat(password)) return m.repeating;
  if (hasSequence(password)) return m.sequence;
  if (hasCommonWord(password, personal)) return m.commonWord;
  return undefined;
}

/** The words of a person the password must not contain: names and the e-mail's local part. */
export function personalWords(p: { firstName?: string; lastName?: string; email?: string }): string[] {
  return [p.firstName ?? '', p.lastName ?? '', (p.email ?? '').split('@')[0] ?? ''].filter(Boolean);
}
