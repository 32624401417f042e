import type { MiddlewareObj } from '@middy/core';
import { containsMarkup, richTextViolations } from '@scheduler/contracts/markup';
import { errors } from '@scheduler/core/errors';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { stateOf, type PipelineInternal } from '../pipeline-state.ts';

/** Every string in a value, with its dotted path. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, path ? `${path}.${i}` : String(i));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}

/** Secrets are never shown back, and may hold any character (a password like `a<b...` is valid). */
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'otpCode', 'code']);
const isSecret = (path: string) => SECRET_FIELDS.has(path.split('.').pop() ?? '');

/**
 * 406 for markup (doc 1 §5): rich-content fields may hold only the allowed tags; every other string,
 * path parameter and query value must be plain text.
 */
export const rejectMarkup = (): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'reject-markup',
  before: (request) => {
    const state = stateOf(request.event);
    const rich = new Set(state.route.richTextFields ?? []);
    const inputs: [unknown, string][] = [
      [state.params, ''],
      [state.query, ''],
      [typeof state.body === 'string' ? undefined : state.body, ''],
    ];
    for (const [value] of inputs) {
      for (const [path, text] of strings(value, '')) {
        if (isSecret(path)) continue;
        const bad = rich.has(path) ? richTextViolations(text).length > 0 : containsMarkup(text);
        if (bad) throw errors.markup();
      }
    }
  },
});
