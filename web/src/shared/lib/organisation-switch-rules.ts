import { MSG } from '@scheduler/contracts/messages';
import { ApiError, type CallAnswer } from './api/index.ts';

export interface SwitchColors {
  background: string;
  text: string;
}

const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%]+\))$/i;
const safe = (c: unknown): string | undefined => (typeof c === 'string' && COLOUR.test(c.trim()) ? c.trim() : undefined);

/** A switch colour: a background and a text colour separated by a semicolon (doc 1 §3); unusable values give none. */
export function parseSwitchColor(value: unknown): SwitchColors | undefined {
  let pair: unknown[] | undefined;
  if (typeof value === 'string') pair = value.split(';');
  else if (Array.isArray(value)) pair = value.length === 1 && typeof value[0] === 'string' ? value[0].split(';') : value;
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    pair = [o.background ?? o.bg, o.text ?? o.color];
  }
  const background = safe(pair?.[0]);
  const text = safe(pair?.[1]);
  return background && text ? { background, text } : undefined;
}

export const SWITCH_TEXT = {
  failedTitle: 'ERROR',
  failed: 'Error encountered while switching Organisation. You are now logged out, please log back again',
  locationTitle: MSG.accessDenied,
  location: MSG.locationDenied,
} as const;

/** user/updateDefaultOrganisation's answer: mfaEnabled without mfaType means the session is held to 2-step set-up. */
type SwitchAnswer = CallAnswer<'user.updateDefaultOrganisation'>;

export type SwitchOutcome =
  | { kind: 'switched'; configLabels?: { code: string; display: string }[]; pageSize?: number[]; mfaSetupRequired?: boolean }
  | { kind: 'location' }
  | { kind: 'failed' };

/** user/updateDefaultOrganisation's answer, or its failure, as what the shell does next (doc 1 §4, §8). */
export function switchOutcome(answer: Partial<SwitchAnswer> | undefined, error?: unknown): SwitchOutcome {
  if (error !== undefined) {
    if (error instanceof ApiError && (error.answerStatus === 'COUNTRY_NOT_ALLOWED' || error.httpStatus === 503)) return { kind: 'location' };
    return { kind: 'failed' };
  }
  if (answer?.status === 'SUCCESS') {
    const switched: SwitchOutcome = { kind: 'switched', configLabels: answer.configLabels, pageSize: answer.pageSize };
    // The new organisation requires 2-step authentication and the user has no method: the mfa page comes first.
    return answer.mfaEnabled && !answer.mfaType ? { ...switched, mfaSetupRequired: true } : switched;
  }
  if (answer?.status === 'COUNTRY_NOT_ALLOWED') return { kind: 'location' };
  return { kind: 'failed' };
}
