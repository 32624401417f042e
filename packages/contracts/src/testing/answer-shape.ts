import * as z from 'zod';
import type { RouteDef } from '../route.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The paths of fields in `given` that parsing dropped: fields the schema does not declare. */
function undeclared(given: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(given) && Array.isArray(kept)) return given.flatMap((g, i) => undeclared(g, kept[i], `${path}[${i}]`));
  if (!isRecord(given) || !isRecord(kept)) return [];
  return Object.entries(given).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (value === undefined) return [];
    return key in kept ? undeclared(value, kept[key], at) : [at];
  });
}

/**
 * For tests (DESIGN §3.3): why `answer` is not a 2xx answer `route` can give, or undefined when it is. An answer
 * must parse with the route's `response` schema and hold no field the schema does not declare, so neither a handler
 * nor a web test's fake can answer a shape the contract does not describe.
 */
export function answerMismatch(route: Pick<RouteDef, 'area' | 'operation' | 'response'>, answer: unknown): string | undefined {
  const id = `${route.area}.${route.operation}`;
  if (!route.response) return `${id} declares no response schema`;
  const parsed = route.response.safeParse(answer);
  if (!parsed.success) return `${id} answered outside its response schema:\n${z.prettifyError(parsed.error)}\nanswer: ${JSON.stringify(answer)}`;
  const extra = undeclared(answer, parsed.data, '');
  return extra.length ? `${id} answered fields its response schema does not declare: ${extra.join(', ')}` : undefined;
}
