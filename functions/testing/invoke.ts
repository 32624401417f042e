import { expect } from 'vitest';
import { routeKey } from '@scheduler/contracts/route';
import { ROUTES } from '@scheduler/contracts/routes/index';
import { answerMismatch } from '@scheduler/contracts/testing/answer-shape';
import { lambdaContext } from '@scheduler/events/lambda-context';
import type { ApiEvent, ApiResult, LambdaHandler } from '../lib/lambda-types.ts';
import { apiEvent, type ApiRequest } from './api-event.ts';

const BY_KEY = new Map(ROUTES.map((r) => [routeKey(r), r]));

/**
 * How a handler test calls an area Lambda: with a request (made into the API Gateway event) or a ready event. Every
 * 2xx JSON answer of a route of the table must be one its `response` schema describes, or the test fails.
 */
export async function invoke(handler: LambdaHandler, request: ApiRequest | ApiEvent): Promise<ApiResult> {
  const event = 'routeKey' in request ? request : apiEvent(request);
  const result = await handler(event, lambdaContext('test'));
  const route = BY_KEY.get(event.routeKey);
  const isJson = /^application\/json\b/.test(String(result.headers?.['content-type'] ?? ''));
  const status = result.statusCode ?? 200;
  if (route && status >= 200 && status < 300 && isJson) {
    expect(answerMismatch(route, JSON.parse(result.body ?? 'null')), `${event.routeKey} answered ${result.body}`).toBeUndefined();
  }
  return result;
}
