import { fieldMessages } from '@scheduler/contracts/field-rules';
import { containsMarkup } from '@scheduler/contracts/markup';
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/** Passwords may hold any character and are never shown back (the server's markup rule skips them too). */
const PASSWORD_FIELDS = new Set(['password', 'confirmPassword', 'currentPassword']);

/** The dotted paths of every string in `values` that holds markup, outside `richText` paths and passwords. */
export function markupPaths(values: unknown, richText: readonly string[] = [], path = ''): string[] {
  if (typeof values === 'string') {
    const name = path.split('.').pop() ?? '';
    return !PASSWORD_FIELDS.has(name) && !richText.includes(path) && containsMarkup(values) ? [path] : [];
  }
  if (values && typeof values === 'object') {
    return Object.entries(values).flatMap(([k, v]) => markupPaths(v, richText, path ? `${path}.${k}` : k));
  }
  return [];
}

/**
 * The server's markup rule as the form's own (doc 1 §5): a plain-text value holding markup reads 'Invalid Markup
 * found...' under its field, before any other message of that field, and the form is not sent (the server would
 * answer 406). Rich-content fields (`richText`) are the server's to check against the allowed tags.
 */
export function withMarkupRule<V extends FieldValues, C, Out>(resolver: Resolver<V, C, Out>, richText?: readonly string[]): Resolver<V, C, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const paths = markupPaths(values, richText);
    if (paths.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<V>;
    for (const p of paths) set(errors, p, { type: 'markup', message: fieldMessages.invalidMarkup });
    return { values: {}, errors };
  };
}
