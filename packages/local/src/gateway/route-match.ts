import type { RouteDef } from '@scheduler/contracts/route';

export type RouteMatch =
  | { kind: 'found'; route: RouteDef; params: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allowed: string[] };

interface Compiled {
  route: RouteDef;
  regex: RegExp;
  names: string[];
  /** Literal characters: more specific templates win (like API Gateway's most specific match). */
  weight: number;
}

function compile(route: RouteDef): Compiled {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+?)(\\\+)?\}/g, (_m, name: string, greedy?: string) => {
    names.push(name.replace(/\\\+$/, ''));
    return greedy ? '(.+)' : '([^/]+)';
  });
  return { route, regex: new RegExp(`^${source}$`), names, weight: route.path.replace(/\{[^}]+\}/g, '').length };
}

/** Matches request paths against the route table's templates (`/api/department/get/{id}`, `{proxy+}`). */
export function createRouteMatcher(routes: readonly RouteDef[]) {
  const compiled = routes.map(compile).sort((a, b) => b.weight - a.weight);
  return (method: string, path: string): RouteMatch => {
    const allowed: string[] = [];
    for (const c of compiled) {
      const m = c.regex.exec(path);
      if (!m) continue;
      if (c.route.method !== method.toUpperCase()) {
        allowed.push(c.route.method);
        continue;
      }
      const params: Record<string, string> = {};
      c.names.forEach((n, i) => {
        let v = m[i + 1];
        try {
          v = decodeURIComponent(v);
        } catch {
          // keep the raw segment when it is not valid percent-encoding
        }
        params[n] = v;
      });
      return { kind: 'found', route: c.route, params };
    }
    return allowed.length ? { kind: 'method-not-allowed', allowed: [...new Set(allowed)] } : { kind: 'not-found' };
  };
}
