import type { RouteBodyIn, RouteParamsIn, RouteQueryIn, RouteResult } from '@scheduler/contracts/route';
import type { RouteId, RouteTable } from '@scheduler/contracts/routes/index';

/** A request part the call must give when its schema requires something, may give when all of it is optional. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : {} extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a call sends, typed from the route's schemas (`z.input`): its path parameters, query and body. */
export type CallRequest<Id extends RouteId> = Part<'params', RouteParamsIn<RouteTable[Id]>> &
  Part<'query', RouteQueryIn<RouteTable[Id]>> &
  Part<'body', RouteBodyIn<RouteTable[Id]>>;

/** What a call reads back: the route's `response` schema (`z.output`). */
export type CallAnswer<Id extends RouteId> = RouteResult<RouteTable[Id]>;

/** The routes whose answer is a table page or its export (`{ dataset, size }` | `{ file, fileName }`). */
export type TableRouteId = { [Id in RouteId]: Extract<CallAnswer<Id>, { dataset: unknown[] }> extends never ? never : Id }[RouteId];
/** One row of a table route's page. */
export type TableRow<Id extends TableRouteId> = Extract<CallAnswer<Id>, { dataset: unknown[] }>['dataset'][number];

/** The page of a table answer; an export answer (given only when the request asked for an export) has none. */
export function pageOf<T>(
  answer: { dataset: T[]; size: number } | { file: string; fileName: string } | undefined,
): { dataset: T[]; size: number } | undefined {
  return answer && 'dataset' in answer ? answer : undefined;
}
