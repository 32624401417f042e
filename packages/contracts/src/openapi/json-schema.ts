import * as z from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as the document holds it. */
export type JsonSchema = Record<string, unknown>;

/** Which side of a schema to describe: what a caller sends (`input`) or what the API answers (`output`). */
export type SchemaSide = 'input' | 'output';

/**
 * Shared definitions the conversions hoist out of their schemas (a recursive or registered schema): placed under
 * `components.schemas`, with the `$ref`s that named them rewritten to point there.
 */
export type SchemaComponents = Record<string, JsonSchema>;

const rewriteRefs = (node: unknown, names: ReadonlyMap<string, string>): unknown => {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, names));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
        const target = names.get(value.slice('#/$defs/'.length));
        return [key, target ? `#/components/schemas/${target}` : value];
      }
      return [key, rewriteRefs(value, names)];
    }),
  );
};

/**
 * One zod schema as JSON Schema for the document (zod 4's `z.toJSONSchema`).
 * - `io` picks the side: a request is described as the caller sends it (before coercion, defaults optional), an
 *   answer as the handler produces it.
 * - What JSON Schema cannot say (a transform's result, a custom check) becomes "any value" rather than an error
 *   (`unrepresentable: 'any'`); a refine keeps its base schema, its rule stays on the server.
 * - A date is an ISO 8601 string on the wire.
 * - `$defs` are moved to `components.schemas` under `prefix` so their `$ref`s resolve from the document's root.
 */
export function jsonSchemaOf(schema: z.ZodType, io: SchemaSide, prefix: string, components: SchemaComponents): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def;
      if (def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = converted;
  if (!$defs || typeof $defs !== 'object') return rest;
  const names = new Map(Object.keys($defs).map((key) => [key, `${prefix}_${key}`.replace(/[^A-Za-z0-9._-]/g, '_')]));
  for (const [key, def] of Object.entries($defs as Record<string, JsonSchema>)) {
    components[names.get(key) as string] = rewriteRefs(def, names) as JsonSchema;
  }
  return rewriteRefs(rest, names) as JsonSchema;
}

/** The properties and required names of an object schema (path and query parameters). */
export function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: readonly string[] } {
  return {
    properties: (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (schema.required as string[] | undefined) ?? [],
  };
}
