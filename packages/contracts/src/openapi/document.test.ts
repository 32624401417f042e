import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { API_SCOPES } from '../api-scopes.ts';
import { defineRoute, PUBLIC, roles } from '../route.ts';
import { ROUTES } from '../routes/index.ts';
import { WEBHOOK_PAYLOADS } from '../schemas/webhook-payloads.ts';
import { WEBHOOK_EVENTS } from '../webhook-events.ts';
import { apiDocument, openApiDocument, routesMissingFrom } from './index.ts';

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
  'x-roles'?: string[];
};
const document = apiDocument();
const operations = (doc: { paths: Record<string, Record<string, unknown>> }) =>
  Object.values(doc.paths).flatMap((item) => Object.values(item) as Operation[]);
const operationOf = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()] as Operation | undefined;

describe('the OpenAPI document of the route table', () => {
  it('validates as OpenAPI 3.1 with a third-party validator', async () => {
    const result = await validate(structuredClone(document) as never);
    expect('errors' in result ? result.errors : []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('describes every route of the table, and names a route left out', () => {
    expect(routesMissingFrom(document, ROUTES)).toEqual([]);
    expect(operations(document)).toHaveLength(ROUTES.length);
    const dropped = ROUTES[ROUTES.length - 1];
    const partial = openApiDocument({ routes: ROUTES.filter((r) => r !== dropped), webhooks: WEBHOOK_PAYLOADS });
    expect(routesMissingFrom(partial, ROUTES)).toEqual([`${dropped?.area}.${dropped?.operation}`]);
  });

  it('gives every operation a unique operationId, also across webhooks', () => {
    const ids = [...operations(document), ...operations({ paths: document.webhooks as never })].map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('integration_createApiKey');
    expect(ids).toContain('project_alert_getList');
  });

  it('opens each route with an apiKeyScope to the API key with that scope, and no other route', () => {
    const keyed = ROUTES.filter((r) => r.apiKeyScope);
    expect(keyed.length).toBeGreaterThan(0);
    for (const route of ROUTES) {
      const op = operationOf(route.method, route.path);
      const keyRequirement = op?.security.find((s) => 'apiKey' in s);
      if (route.apiKeyScope) expect(keyRequirement, route.operation).toEqual({ apiKey: [route.apiKeyScope] });
      else expect(keyRequirement, route.operation).toBeUndefined();
    }
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(API_SCOPES.every((s) => ROUTES.some((r) => r.apiKeyScope === s))).toBe(true);
  });

  it('marks public routes open and names the roles of the others', () => {
    const login = ROUTES.find((r) => r.access.kind === 'public');
    expect(operationOf(login!.method, login!.path)?.security).toEqual([]);
    expect(operationOf('POST', '/api/integration/createApiKey/{organisationId}')).toMatchObject({
      security: [{ cognito: [] }],
      'x-roles': ['ROLE_ADMIN_TYPE'],
    });
  });

  it('describes parameters, bodies by media type, the answer and the spec’s error envelope', () => {
    const route = defineRoute({
      area: 'integration',
      operation: 'sample',
      method: 'POST',
      path: '/api/integration/sample/{organisationId}',
      access: roles('ROLE_ADMIN_TYPE'),
      apiKeyScope: 'bookings:read',
      spec: 'test',
      summary: 'A sample.',
      params: z.object({ organisationId: z.string() }),
      query: z.object({ page: z.coerce.number().int(), sort: z.string().optional() }),
      body: z.object({ when: z.date(), count: z.string().transform((s) => Number(s)) }),
      bodyType: 'form',
      response: z.object({ at: z.date(), total: z.number().transform(String) }),
    });
    const open = defineRoute({
      ...route,
      operation: 'open',
      path: '/api/integration/open',
      access: PUBLIC,
      apiKeyScope: undefined,
      params: undefined,
    });
    const doc = openApiDocument({ routes: [route, open], webhooks: {} });
    const op = doc.paths[route.path]?.post as unknown as Operation;
    expect(op.parameters).toEqual([
      expect.objectContaining({ name: 'organisationId', in: 'path', required: true }),
      expect.objectContaining({ name: 'page', in: 'query', required: true }),
      expect.objectContaining({ name: 'sort', in: 'query', required: false }),
    ]);
    const form = op.requestBody?.content['application/x-www-form-urlencoded']?.schema as { properties: Record<string, unknown> };
    expect(form.properties.when).toMatchObject({ type: 'string', format: 'date-time' });
    expect(form.properties.count).toMatchObject({ type: 'string' });
    const answer = op.responses['200']?.content?.['application/json']?.schema as { properties: Record<string, unknown> };
    expect(answer.properties.at).toMatchObject({ type: 'string', format: 'date-time' });
    expect(op.responses['406']).toEqual({ $ref: '#/components/responses/MarkupRejected' });
    expect(op.responses['429']).toEqual({ $ref: '#/components/responses/RateLimited' });
    expect(op.security).toEqual([{ cognito: [] }, { apiKey: ['bookings:read'] }]);
    const openOp = doc.paths[open.path]?.post as unknown as Operation;
    expect(openOp.security).toEqual([]);
    expect(openOp.responses['401']).toBeUndefined();
    expect(openOp.responses['429']).toBeUndefined();
    expect(doc.components.schemas.ErrorAnswer).toMatchObject({ required: ['status', 'message'] });
  });

  it('describes the answers that are not JSON as what they are', () => {
    const docs = operationOf('GET', '/api/docs');
    expect(Object.keys(docs?.responses['200']?.content ?? {})).toEqual(['text/html']);
    const feed = ROUTES.find((r) => r.area === 'calendar' && r.operation === 'feed');
    const feedOp = operationOf(feed!.method, feed!.path);
    expect(Object.keys(feedOp?.responses['200']?.content ?? {})).toEqual(['text/calendar']);
    expect(feedOp?.responses['304']).toBeDefined();
    const openapi = operationOf('GET', '/api/openapi.json');
    expect(openapi?.responses['200']?.content?.['application/json']?.schema).toMatchObject({ required: ['openapi', 'info', 'paths'] });
  });

  it('describes a JSON body for every webhook event, with the Standard Webhooks headers', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const event of WEBHOOK_EVENTS) {
      const post = (document.webhooks[event] as { post: Operation }).post;
      const schema = post.requestBody?.content['application/json']?.schema as { properties: Record<string, { const?: string }> };
      expect(schema.properties.type?.const, event).toBe(event);
      expect(schema.properties.data, event).toBeDefined();
      expect(post.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['header:webhook-id', 'header:webhook-timestamp', 'header:webhook-signature']);
    }
  });
});
