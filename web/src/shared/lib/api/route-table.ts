import type { RouteId } from '@scheduler/contracts/routes/index';
import ROUTES from 'virtual:scheduler-routes';

/** A contract route as the browser needs it (generated from @scheduler/contracts/routes at build time, without the schemas). */
export type ClientRoute = (typeof ROUTES)[number];

const BY_ID = new Map(ROUTES.map((r) => [`${r.area}.${r.operation}`, r]));

/** The contract route of an id, `area.operation` (DESIGN §3.1: the route table is the single source). */
export function findRoute(id: RouteId): ClientRoute {
  const r = BY_ID.get(id);
  if (!r) throw new Error(`No route ${id} in @scheduler/contracts/routes`);
  return r;
}

export type PathParams = Record<string, string | number>;

/** Fills `{name}` segments of a route path; every segment must be given. */
export function buildPath(path: string, params: PathParams = {}): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
