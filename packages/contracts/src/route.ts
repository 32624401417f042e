import type * as z from 'zod';
import type { ApiScope } from './api-scopes.ts';
import type { Role } from './roles.ts';

/**
 * Who may call a route. `public`: no login (the spec's "no login" pages and calls);
 * `signedIn`: any signed-in user with a live session; `roles`: signed in with at least one of the roles
 * in the caller's current organisation (ROLE_ADMIN_TYPE = any admin).
 */
export type Access = { readonly kind: 'public' } | { readonly kind: 'signedIn' } | { readonly kind: 'roles'; readonly roles: readonly Role[] };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const roles = (...r: Role[]): Access => ({ kind: 'roles', roles: r });

/** The Lambda (and functions/ folder) that serves a route. */
export const AREAS = [
  'auth',
  'signup',
  'user',
  'assessor',
  'organisation',
  'department',
  'project',
  'project-alert',
  'noti-template',
  'config-label',
  'resource',
  'meeting',
  'user-booking',
  'calendar',
  'upload',
  'download',
  'meeting-session',
  'audit-log',
  'dashboard',
  'purge',
  'integration',
] as const;
export type Area = (typeof AREAS)[number];

export type HttpMethod = 'GET' | 'POST';
export type BodyType = 'json' | 'form' | 'multipart' | 'none';

/** One call of the spec. `path` is the API Gateway route path, e.g. `/api/department/get/{id}`. */
export interface RouteDef {
  readonly area: Area;
  /** The spec's operation name, unique inside the area (`getMeetingList`). */
  readonly operation: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** Spec document (1, 2 or 3) and a short reference, so a reader can trace it. */
  readonly spec: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly bodyType?: BodyType;
  readonly response?: z.ZodType;
  /**
   * Fields of the body that hold rich content (the spec's allowed tags). Every other string
   * in the request must be plain text; markup there answers 406.
   */
  readonly richTextFields?: readonly string[];
  /**
   * The call is open to a session that still has to set up 2-step authentication (its organisation
   * requires it and the user has no method yet): the mfa page's calls, the profile, logout and the organisation switch
   * (so a switch into such an organisation can always be switched back).
   */
  readonly duringMfaSetup?: boolean;
  /**
   * The scope that opens this route to an organisation API key (DESIGN §17). A key's call runs the same handler,
   * rules and messages as a person's, as its organisation's integration; a route without a scope is for people only.
   */
  readonly apiKeyScope?: ApiScope;
}

export const routeId = (r: Pick<RouteDef, 'area' | 'operation'>): string => `${r.area}.${r.operation}`;

/** The id a route is called by: `area.operation` (`department.save`). */
export type RouteIdOf<R extends Pick<RouteDef, 'area' | 'operation'>> = `${R['area']}.${R['operation']}`;

type Output<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;
type Input<S, Otherwise> = S extends z.ZodType ? z.input<S> : Otherwise;

/**
 * The two ends of a route, read from its schemas (DESIGN §3.3, §3.11). The server side gets what the schemas
 * output (parsed, defaults filled) and answers what the response schema takes in; the client sends what the
 * request schemas take in and reads what the response schema puts out.
 */
export type RouteParams<R extends RouteDef> = Output<R['params'], Record<string, string>>;
export type RouteQuery<R extends RouteDef> = Output<R['query'], Record<string, string>>;
export type RouteBody<R extends RouteDef> = Output<R['body'], unknown>;
export type RouteAnswer<R extends RouteDef> = Input<R['response'], unknown>;
export type RouteParamsIn<R extends RouteDef> = Input<R['params'], undefined>;
export type RouteQueryIn<R extends RouteDef> = Input<R['query'], undefined>;
export type RouteBodyIn<R extends RouteDef> = Input<R['body'], undefined>;
export type RouteResult<R extends RouteDef> = Output<R['response'], unknown>;
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export function defineRoute<const R extends RouteDef>(r: R): R {
  return r;
}
