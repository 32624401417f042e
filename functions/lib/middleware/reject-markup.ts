import type { MiddlewareObj } from '@middy/core';
import { containsMarkup, richTextViolations } from '@scheduler/contracts/markup';
import { errors } from '@scheduler/core/errors';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { stateOf, type PipelineInternal } from '../pipeline-state.ts';

/** Every string in a value, with its dotted path; an object's keys count as strings too (at the path of their object). */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, path ? `${path}.${i}` : String(i));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      yield [path, k];
      yield* strings(v, path ? `${path}.${k}` : k);
    }
  }
}

/** Passwords are never shown back, and may hold any character (a password like `a<b...` is valid). */
const PASSWORD_FIELDS = new Set(['password', 'confirmPassword', 'currentPassword']);
const isPassword = (path: string) => PASSWORD_FIELDS.has(path.split('.').pop() ?? '');

/**
 * 406 for markup (doc 1 §5): rich-content fields may hold only the allowed tags; every other string, path parameter,
 * query value and key must be plain text. It reads the request as sent, before the route's schemas: markup in a field
 * with a format rule (an e-mail, an id, an enum) is refused as markup, not as a malformed value, so the client shows
 * 'Not Allowed Content'; and a field the schemas would drop is refused too. The schemas only strip, trim and narrow,
 * so what they pass on holds no markup either.
 */
export const rejectMarkup = (): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'reject-markup',
  before: (request) => {
    const state = stateOf(request.event);
    const { event } = request;
    const rich = new Set(state.route.richTextFields ?? []);
    const body = typeof state.rawBody === 'string' && state.route.bodyType === 'multipart' ? undefined : state.rawBody;
    for (const value of [event.pathParameters, event.queryStringParameters, body]) {
      for (const [path, text] of strings(value, '')) {
        if (isPassword(path)) continue;
        const bad = rich.has(path) ? richTextViolations(text).length > 0 : containsMarkup(text);
        if (bad) throw errors.markup();
      }
    }
  },
});
