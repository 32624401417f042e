import { countKeys } from '../lists/index-page.ts';

/** The first day any purge date can have: the lower end of every window (so the key range stays on one entity). */
const FIRST_DAY = '0000-00-00';

/** An entity on the purge index (purge-index.ts): project, meeting, booking, userOrgAccess. */
interface OnPurgeIndex<Q> {
  query: { byPurgeDate(key: { purgeScope: string }): { between(from: { purgeOn: string }, to: { purgeOn: string }): Q } };
}

/**
 * The records of one entity in an organisation's purge index whose purge date is on or before `until` (yyyy-MM-dd),
 * earliest first: a key range of the purge index. A BETWEEN, never a bare `<=`, because every kind shares the
 * organisation's partition and a `<=` on the entity-prefixed sort key would run into the kinds sorted before it.
 */
export function purgeWindow<Q>(entity: OnPurgeIndex<Q>, organisationId: string, until: string): Q {
  return entity.query.byPurgeDate({ purgeScope: organisationId }).between({ purgeOn: FIRST_DAY }, { purgeOn: until });
}

type HydratingQuery<T> = {
  params(options?: Record<string, unknown>): Record<string, unknown>;
  go(options: { hydrate: true; pages: 'all'; count?: number }): Promise<{ data: T[]; unprocessed?: unknown[] }>;
};

/**
 * One page of a purge window, earliest date first, and the window's total: the keys up to the page's end are read
 * and only they are fetched (the index holds keys only); the total is a keys-only count of the window.
 * pageSize 0 reads the whole window (an export).
 */
export async function purgeWindowPage<T>(query: HydratingQuery<T>, pageIndex: number, pageSize: number): Promise<{ items: T[]; total: number }> {
  const end = pageSize > 0 ? (pageIndex + 1) * pageSize : undefined;
  const [read, total] = await Promise.all([
    query.go({ hydrate: true, pages: 'all', ...(end ? { count: end } : {}) }),
    end ? countKeys({ query: query as never }) : Promise.resolve(undefined),
  ]);
  if (read.unprocessed?.length) throw new Error(`purgeWindowPage: ${read.unprocessed.length} records stayed unread`);
  return { items: read.data.slice(pageSize > 0 ? pageIndex * pageSize : 0, end), total: total ?? read.data.length };
}
