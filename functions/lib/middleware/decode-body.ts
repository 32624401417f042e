import type { MiddlewareObj } from '@middy/core';
import { MSG } from '@scheduler/contracts/messages';
import { errors } from '@scheduler/core/errors';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { stateOf, type PipelineInternal } from '../pipeline-state.ts';

/** The body as sent: JSON, form fields, or (multipart) the text its handler parses; undefined when there is none. */
function decode(event: ApiEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const type = (event.headers?.['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (type.startsWith('multipart/form-data')) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw errors.validation(MSG.validationFailed, { body: 'The request body is not valid JSON' });
  }
}

/** Decodes the body into the pipeline state, for the markup check and then the route's schemas. */
export const decodeBody = (): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'decode-body',
  before: (request) => {
    stateOf(request.event).rawBody = decode(request.event);
  },
});
