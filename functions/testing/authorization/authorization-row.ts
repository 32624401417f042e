import type { Db } from '@scheduler/core/db';
import type { FileStore } from '@scheduler/core/ports/file-store';
import type { Person, TwoOrganisations } from '../two-organisations.ts';

/** A row of the authorization table: the call, and the answer each kind of caller may get. */

/**
 * The authorization table (issue 7): for every implemented route, the answer each kind of caller may get when it
 * acts on records of organisation A. Read by authorization.integration.test.ts, which fails when an implemented
 * route has no row here.
 */

/** The callers: nobody, A's candidate, assessor and invigilator, A's admin, B's admin, the grid admin. */
export const CALLERS = ['none', 'candidate', 'assessor', 'invigilator', 'adminA', 'adminB', 'grid'] as const;

export type Caller = (typeof CALLERS)[number];

/** A 2xx answer. */
export const OK = 'OK';

/** Refused without revealing whether the record exists: 403 or 404. */
export const DENIED = 'DENIED';

/**
 * Forged input to a public call: any 4xx, or the spec's answer whose status is not SUCCESS (its sign-up and reset
 * pages read the status); which refusal does not matter, but nothing may happen.
 */
export const REFUSED = '4xx';

export type Expected = typeof OK | typeof DENIED | typeof REFUSED | 400 | 401 | 403 | 404 | 422;

export type Expectations = Readonly<Record<Caller, Expected>>;

export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** A form-encoded body (the spec's form calls). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** The person the call is about: a refused answer must not name them, and their records must stay as they were. */
  target?: Person;
}

/** Records of organisation A the suite sets up once, for rows that act on them. */
export interface RowContext {
  world: TwoOrganisations;
  db: Db;
  /** The uploads bucket the upload calls read (a browser's presigned POST is a put here). */
  uploads: FileStore;
  departmentA(): Promise<string>;
  labelA: string;
  /** A Project-scope e-mail template of A (templateOfA), made once for the rows that only read it. */
  templateA(): Promise<string>;
  /** A resource of A (resourceOfA), made once for the rows that only read it. */
  resourceA(): Promise<string>;
  /** A candidate upload job of A (uploadJobOfA), made once for the rows that only read it. */
  uploadJobA(): Promise<string>;
}

export interface AuthorizationRow {
  /** The route id, `area.operation`. */
  route: string;
  /** What differs when a route has more than one row. */
  variant?: string;
  /** The call, built on fresh records of organisation A (so an allowed change never affects another row). */
  call(ctx: RowContext): Promise<Call>;
  expect: Expectations;
  /** Callers whose answer, even a 2xx one, must not mention organisation A (its id or name) or the target (their id). */
  blind?: { callers: readonly Caller[]; of: 'organisation A' | 'the target' };
}

export const everyone = (e: Expected): Expectations => ({ none: e, candidate: e, assessor: e, invigilator: e, adminA: e, adminB: e, grid: e });

/** Any signed-in caller, about themselves or their own organisation. */
export const signedIn = (e: Partial<Expectations> = {}): Expectations => ({ ...everyone(OK), none: 401, ...e });

/** Admin calls on A's records: A's admin and the grid admin; B's admin is refused without learning anything. */
export const adminsOfA: Expectations = { none: 401, candidate: 403, assessor: 403, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK };

export const gridOnly: Expectations = { none: 401, candidate: 403, assessor: 403, invigilator: 403, adminA: 403, adminB: 403, grid: OK };
