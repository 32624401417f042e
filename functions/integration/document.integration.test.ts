import { validate } from '@readme/openapi-parser';
import { integrationRoutes } from '@scheduler/contracts/routes/integration';
import { ROUTES } from '@scheduler/contracts/routes/index';
import { testDb } from '@scheduler/local/testing/test-db';
import { describe, expect, it } from 'vitest';
import { createArea } from '../lib/create-area.ts';
import { lambdaContext } from '@scheduler/events/lambda-context';
import { apiEvent } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { API_DOCS_CSP, API_DOCS_SCRIPT } from './api-docs-page.ts';
import { documentHandlers } from './document-handlers.ts';

testDb();
const { handler } = createArea('integration', integrationRoutes, documentHandlers);
// The page is not JSON: called directly. The document goes through testing/invoke (checked against its response schema).
const get = (path: string) => handler(apiEvent({ method: 'GET', path }), lambdaContext('test'));
const getDocument = () => invoke(handler, { method: 'GET', path: '/api/openapi.json' });

describe('integration/openapi and integration/docs (public)', () => {
  it('answers the OpenAPI document of every route as raw JSON, without signing in', async () => {
    const result = await getDocument();
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toMatch(/^application\/json\b/);
    const document = JSON.parse(result.body ?? '{}');
    expect(document.openapi).toBe('3.1.0');
    expect(document.status).toBeUndefined();
    for (const route of ROUTES) expect(document.paths[route.path]?.[route.method.toLowerCase()], route.path).toBeDefined();
    expect((await validate(document)).valid).toBe(true);
    expect((await getDocument()).body).toBe(result.body);
  });

  it('answers the reference page: a titled HTML page with its own CSP, loading the renderer from the static files', async () => {
    const result = await get('/api/docs');
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toMatch(/^text\/html\b/);
    expect(result.headers?.['content-security-policy']).toBe(API_DOCS_CSP);
    expect(API_DOCS_CSP).toContain("script-src 'self'");
    expect(API_DOCS_CSP).not.toContain('unsafe-eval');
    const page = result.body ?? '';
    expect(page).toMatch(/<title>Scheduler API reference<\/title>/);
    expect(page).toContain(`<script src="${API_DOCS_SCRIPT}"></script>`);
    expect(page).toContain('data-url="/api/openapi.json"');
    // No inline script to run: the only <script> without src holds data for the renderer.
    expect(page.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([expect.stringContaining('type="application/json"')]);
  });
});
