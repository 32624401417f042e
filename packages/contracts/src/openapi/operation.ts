import { API_SCOPE_TEXT } from '../api-scopes.ts';
import { fillLabels } from '../labels.ts';
import type { RouteDef } from '../route.ts';
import { ERROR_RESPONSES, errorStatusesFor, STATUS_ENVELOPE } from './answers.ts';
import { type JsonSchema, jsonSchemaOf, propertiesOf, type SchemaComponents } from './json-schema.ts';

/** `area_operation`, safe as an operationId and as a generated function name. */
export const operationIdOf = (route: Pick<RouteDef, 'area' | 'operation'>): string =>
  `${route.area}_${route.operation}`.replace(/[^A-Za-z0-9_]/g, '_');

const MEDIA_TYPE = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const;

/**
 * The calls that answer something other than JSON (the handler's raw answer): their 200 described as what it is. Every
 * other call answers JSON, its `response` schema or the status envelope.
 */
const NON_JSON_ANSWERS: Readonly<Record<string, { mediaType: string; description: string; notModified?: boolean }>> = {
  'integration.docs': { mediaType: 'text/html', description: 'The API reference page.' },
  'calendar.feed': { mediaType: 'text/calendar', description: 'The iCalendar feed of the token’s bookings.', notModified: true },
};

/** The `{name}` placeholders of a path. */
export const pathPlaceholders = (path: string): string[] => [...path.matchAll(/\{([^}+]+)\+?\}/g)].map((m) => m[1] as string);

function parameters(route: RouteDef, prefix: string, components: SchemaComponents): JsonSchema[] {
  const path = route.params ? propertiesOf(jsonSchemaOf(route.params, 'input', `${prefix}_params`, components)) : undefined;
  const pathParams = pathPlaceholders(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: path?.properties[name] ?? { type: 'string' },
  }));
  if (!route.query) return pathParams;
  const query = propertiesOf(jsonSchemaOf(route.query, 'input', `${prefix}_query`, components));
  const queryParams = Object.entries(query.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required.includes(name),
    schema,
  }));
  return [...pathParams, ...queryParams];
}

function whoMayCall(route: RouteDef): { security: Record<string, string[]>[]; text: string; roles?: readonly string[] } {
  const key = route.apiKeyScope;
  const keyText = key ? ` An API key with the scope \`${key}\` (${fillLabels(API_SCOPE_TEXT[key], {})}) may call it too.` : '';
  const people: Record<string, string[]>[] = key ? [{ cognito: [] }, { apiKey: [key] }] : [{ cognito: [] }];
  switch (route.access.kind) {
    case 'public':
      return { security: [], text: 'Public: no sign-in.' };
    case 'signedIn':
      return { security: people, text: `Any signed-in user.${keyText}`, roles: [] };
    case 'roles':
      return { security: people, text: `Signed in with one of: ${route.access.roles.join(', ')}.${keyText}`, roles: route.access.roles };
  }
}

function okAnswer(route: RouteDef, answer: JsonSchema): Record<string, JsonSchema> {
  const raw = NON_JSON_ANSWERS[`${route.area}.${route.operation}`];
  if (!raw) return { '200': { description: 'Success.', content: { 'application/json': { schema: answer } } } };
  return {
    '200': { description: raw.description, content: { [raw.mediaType]: { schema: { type: 'string' } } } },
    ...(raw.notModified ? { '304': { description: 'Not modified: the copy named by If-None-Match or If-Modified-Since is current.' } } : {}),
  };
}

/** One route as an OpenAPI operation: its parameters, body, answers, who may call it. */
export function operationOf(route: RouteDef, components: SchemaComponents): JsonSchema {
  const operationId = operationIdOf(route);
  const who = whoMayCall(route);
  const params = parameters(route, operationId, components);
  const bodyType = route.bodyType ?? (route.body ? 'json' : 'none');
  const requestBody =
    route.body && bodyType !== 'none'
      ? { required: true, content: { [MEDIA_TYPE[bodyType]]: { schema: jsonSchemaOf(route.body, 'input', `${operationId}_body`, components) } } }
      : undefined;
  const answer = route.response
    ? jsonSchemaOf(route.response, 'output', `${operationId}_answer`, components)
    : { ...STATUS_ENVELOPE, description: 'The status envelope, or (for a file or page) the content itself.' };
  const errors = errorStatusesFor({
    isPublic: route.access.kind === 'public',
    apiKey: route.apiKeyScope !== undefined,
    hasInput: params.length > 0 || requestBody !== undefined,
  });
  return {
    operationId,
    summary: route.summary,
    description: `${route.summary}\n\n**Who may call it:** ${who.text}\n\nSpec: ${route.spec}.`,
    tags: [route.area],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...okAnswer(route, answer),
      ...Object.fromEntries(errors.map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` }])),
    },
    security: who.security,
    ...(who.roles ? { 'x-roles': who.roles } : {}),
    ...(route.apiKeyScope ? { 'x-api-key-scope': route.apiKeyScope } : {}),
    ...(route.richTextFields?.length ? { 'x-rich-text-fields': route.richTextFields } : {}),
  };
}
