import type { ApiResult } from './lambda-types.ts';

const SECURITY_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult => ({
  statusCode,
  headers: { ...SECURITY_HEADERS, ...headers },
  body: JSON.stringify(body),
});

/** A handler answer that is not JSON (an ICS feed, a redirect). */
export class RawResponse {
  constructor(readonly result: ApiResult) {}
}
export const raw = (result: ApiResult) => new RawResponse(result);
