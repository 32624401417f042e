/**
 * What a Lambda bundle gets in place of the `jsonschema` package (entries.ts BUNDLE_ALIASES), which electrodb requires
 * only in src/validations.js, for two things at run time:
 * - checking an entity's model when the entity is built (createDb builds every entity of the table at a cold start);
 * - telling a model from an Entity instance when a Service is built (util.js getInstanceType: an Entity instance fails
 *   the check, for want of the model's `attributes` and `indexes`).
 * The models are constants of this repository: every one of them is checked against the real jsonschema wherever
 * electrodb is not bundled (the tests build every entity through createDb, and infra/test/electrodb-model-check.test.ts
 * checks each model with both). A bundle checks what tells a model from an instance, and a model's shape: the type and
 * the required properties at every level of `properties` (not the `$ref`, `patternProperties` or `format` rules).
 * The errors read as jsonschema's, which electrodb joins into its InvalidModel message.
 */

/** The part of a JSON schema this check reads. */
interface Schema {
  type?: string | readonly string[];
  /** The required properties (draft 4), or whether this property is required (draft 3, as electrodb writes some). */
  required?: boolean | readonly string[];
  properties?: Record<string, Schema>;
}

export interface SchemaError {
  property: string;
  message: string;
  argument: unknown;
}

function isType(value: unknown, type: string): boolean {
  switch (type) {
    case 'any':
      return true;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
}

function check(value: unknown, schema: Schema, property: string, errors: SchemaError[]): void {
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((t) => isType(value, t))) {
    errors.push({ property, message: `is not of a type(s) ${types.join(',')}`, argument: types });
    return;
  }
  if (!isType(value, 'object')) return;
  const object = value as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  const required = [
    ...(Array.isArray(schema.required) ? schema.required : []),
    ...properties.filter(([, s]) => s.required === true).map(([key]) => key),
  ];
  for (const key of required) {
    if (object[key] === undefined) errors.push({ property, message: `requires property "${key}"`, argument: key });
  }
  for (const [key, s] of properties) if (object[key] !== undefined) check(object[key], s, `${property}.${key}`, errors);
}

/** jsonschema's Validator as electrodb uses it: custom formats set on its prototype, schemas added, then validate. */
export class Validator {
  declare customFormats: Record<string, (input: unknown) => boolean>;

  /** The `$ref` schemas electrodb adds are not followed (see above). */
  addSchema(): void {}

  validate(instance: unknown, schema: Schema): { errors: SchemaError[] } {
    const errors: SchemaError[] = [];
    check(instance, schema, 'instance', errors);
    return { errors };
  }
}
Validator.prototype.customFormats = {};
