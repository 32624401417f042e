import type { RouteDef } from '@scheduler/contracts/route';

/** The route of one operation from an area's route list, keeping its exact (schema-typed) shape. */
export function pickRoute<const T extends readonly RouteDef[], O extends T[number]['operation']>(
  routes: T,
  operation: O,
): Extract<T[number], { operation: O }> {
  const found = routes.find((r) => r.operation === operation);
  if (!found) throw new Error(`no route for operation ${operation}`);
  return found as Extract<T[number], { operation: O }>;
}
