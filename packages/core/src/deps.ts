import type { Db } from './db.ts';
import type { Clock } from './ports/clock.ts';
import type { Ids } from './ports/ids.ts';

/** What the table-backed services need: the entities, the time and an id source. */
export interface DataDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
}
