import type * as z from 'zod';
import { AREAS, type RouteDef } from '../route.ts';
import type { WebhookEvent } from '../webhook-events.ts';
import { ERROR_ENVELOPE, ERROR_RESPONSES, SECURITY_SCHEMES } from './answers.ts';
import type { JsonSchema, SchemaComponents } from './json-schema.ts';
import { operationOf } from './operation.ts';
import { webhooksOf } from './webhooks.ts';

/** An OpenAPI 3.1 document, as plain JSON. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  webhooks: Record<string, JsonSchema>;
  components: { schemas: SchemaComponents; responses: Record<string, JsonSchema>; securitySchemes: typeof SECURITY_SCHEMES };
  security: Record<string, string[]>[];
}

export interface OpenApiSource {
  routes: readonly RouteDef[];
  webhooks: Readonly<Partial<Record<WebhookEvent, z.ZodType>>>;
  title?: string;
  version?: string;
}

const DESCRIPTION = [
  'Every call of the Scheduler, generated from the same route table the web app uses, so this document cannot drift from it.',
  '',
  '**Answers** keep the spec’s envelope: `{ status: "SUCCESS" | <CODE>, message }`; tables answer `{ dataset, size }`.',
  'Refusals answer `{ status, code, message }` with the HTTP status that says what to do: 401 sign in again, 403 access denied,',
  '406 markup rejected, 409 access modified, 422 a business rule refused the call, 429 rate limited, 503 location refused.',
  '',
  '**Integrations** call with an organisation API key (`Authorization: Bearer sch_...`): the calls that name an `apiKey` scope',
  'are open to it, within its organisation. **Webhooks** (below) are signed per Standard Webhooks.',
].join('\n');

/** The OpenAPI 3.1 document of a route table and its webhook payloads (DESIGN §17). */
export function openApiDocument(source: OpenApiSource): OpenApiDocument {
  const schemas: SchemaComponents = {};
  const paths: OpenApiDocument['paths'] = {};
  for (const route of source.routes) {
    const item = paths[route.path] ?? {};
    item[route.method.toLowerCase()] = operationOf(route, schemas);
    paths[route.path] = item;
  }
  const areas = AREAS.filter((area) => source.routes.some((r) => r.area === area));
  return {
    openapi: '3.1.0',
    info: { title: source.title ?? 'Scheduler API', version: source.version ?? '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/', description: 'This deployment (the API is served under /api on the same origin as the app).' }],
    tags: [
      ...areas.map((area) => ({ name: area, description: `The ${area} calls.` })),
      { name: 'webhooks', description: 'What the Scheduler sends to a subscribed https address, signed per Standard Webhooks.' },
    ],
    paths,
    webhooks: webhooksOf(source.webhooks, schemas),
    components: {
      schemas: { ErrorAnswer: ERROR_ENVELOPE, ...schemas },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } } },
        ]),
      ),
      securitySchemes: SECURITY_SCHEMES,
    },
    security: [{ cognito: [] }],
  };
}

/** The routes (`area.operation`) the document does not describe as their method and path: none, or it is incomplete. */
export function routesMissingFrom(document: Pick<OpenApiDocument, 'paths'>, routes: readonly RouteDef[]): string[] {
  return routes.filter((r) => document.paths[r.path]?.[r.method.toLowerCase()] === undefined).map((r) => `${r.area}.${r.operation}`);
}
