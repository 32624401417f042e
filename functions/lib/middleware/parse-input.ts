import type { MiddlewareObj } from '@middy/core';
import type { ZodType } from 'zod';
import { MSG } from '@scheduler/contracts/messages';
import { errors } from '@scheduler/core/errors';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { stateOf, type PipelineInternal } from '../pipeline-state.ts';

function parseWith(schema: ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return value;
  // No body at all reads as an empty form; a JSON null is a body, and not an object.
  const result = schema.safeParse(value === undefined && where === 'body' ? {} : value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : where;
    fields[key] ??= issue.message;
  }
  throw errors.validation(MSG.validationFailed, fields);
}

/**
 * Validates params, query and the decoded body (decode-body.ts) with the route's zod schemas, after the markup check
 * (so markup answers 406 whatever format rule its field has). Object schemas strip keys they do not declare, so a
 * service never sees (or stores) a field the contract does not name; a route without a body schema gets no body,
 * except a multipart upload, which its handler parses.
 */
export const parseInput = (): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'parse-input',
  before: (request) => {
    const state = stateOf(request.event);
    const { event } = request;
    state.params = parseWith(state.route.params, event.pathParameters ?? {}, 'params');
    state.query = parseWith(state.route.query, event.queryStringParameters ?? {}, 'query');
    state.body = state.route.body
      ? parseWith(state.route.body, state.rawBody, 'body')
      : state.route.bodyType === 'multipart'
        ? state.rawBody
        : undefined;
  },
});
