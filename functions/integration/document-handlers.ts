import { apiDocument } from '@scheduler/contracts/openapi/index';
import { integrationRoutes } from '@scheduler/contracts/routes/integration';
import { handle, type RouteHandler } from '../lib/handle.ts';
import { raw } from '../lib/http.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { API_DOCS_CSP, API_DOCS_PAGE } from './api-docs-page.ts';

let documentJson: string | undefined;
/** The document, generated once per container from the route table it ships with. */
const documentText = (): string => {
  documentJson ??= JSON.stringify(apiDocument());
  return documentJson;
};

/** integration/openapi and docs: the published OpenAPI document and its reference page (DESIGN §17). */
export const documentHandlers: readonly RouteHandler<any>[] = [
  handle(pickRoute(integrationRoutes, 'openapi'), async () =>
    raw({
      statusCode: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=300',
        'x-content-type-options': 'nosniff',
        'access-control-allow-origin': '*',
      },
      body: documentText(),
    }),
  ),
  handle(pickRoute(integrationRoutes, 'docs'), async () =>
    raw({
      statusCode: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=300',
        'content-security-policy': API_DOCS_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
      },
      body: API_DOCS_PAGE,
    }),
  ),
];
