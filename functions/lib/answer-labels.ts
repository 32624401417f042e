import { fillLabels, hasLabelPlaceholder, LABEL_DEFAULTS, type LabelSet } from '@scheduler/contracts/labels';
import { createConfigLabelService } from '@scheduler/core/label/config-label';
import type { DataDeps } from '@scheduler/core/deps';

/**
 * The one place the organisation's words reach every answer (doc 1 §1, DESIGN §3.10): the services write the spec's
 * label placeholders ('{Meeting} Saved', 'Booking Cancelled by {Candidate}', '{candidate} spots') in their messages,
 * catalogue names and audit text, and the pipeline fills every string of the JSON answer (and of an error's message,
 * and of a table export's rows) with the caller's organisation's labels, the defaults where there is no caller.
 * Labels are read only when an answer holds a placeholder.
 */
function holdsPlaceholder(value: unknown): boolean {
  if (typeof value === 'string') return hasLabelPlaceholder(value);
  if (Array.isArray(value)) return value.some(holdsPlaceholder);
  if (value && typeof value === 'object') return Object.values(value).some(holdsPlaceholder);
  return false;
}

function filled<T>(value: T, labels: LabelSet): T {
  if (typeof value === 'string') return (hasLabelPlaceholder(value) ? fillLabels(value, labels) : value) as T;
  if (Array.isArray(value)) return value.map((v) => filled(v, labels)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, labels)])) as T;
  return value;
}

export type LabelWords = <T>(value: T) => Promise<T>;

/** A filler for one request: the labels of `organisationId` (defaults without one), read at most once, and only if needed. */
export function labelWordsFor(organisationId: string | undefined, deps: DataDeps): LabelWords {
  let labels: Promise<LabelSet> | undefined;
  const load = () => (labels ??= organisationId ? createConfigLabelService(deps).forOrganisation(organisationId) : Promise.resolve(LABEL_DEFAULTS));
  return async <T>(value: T): Promise<T> => (holdsPlaceholder(value) ? filled(value, await load()) : value);
}

/**
 * The request body a handler was given, mapped to its request's filler, so a table export (table-answer.ts) fills
 * its rows like the JSON answer: keyed by the body object itself, so concurrent requests never mix.
 */
const byBody = new WeakMap<object, LabelWords>();
export const rememberLabelWords = (body: unknown, words: LabelWords) => {
  if (body && typeof body === 'object') byBody.set(body, words);
};
export const labelWordsOfBody = (body: unknown): LabelWords | undefined => (body && typeof body === 'object' ? byBody.get(body) : undefined);
