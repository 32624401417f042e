import type { Db } from '../db.ts';
import { memberListFields } from './member-list.ts';
import { createUserListBackfillStore } from './user-list-backfill-store.ts';

/** Accesses rewritten at once. */
const AT_ONCE = 16;

/**
 * The data layout 7 migration (table.ts DATA_LAYOUT_VERSION): every access put again with its list fields as the
 * writes now keep them (member-list.ts memberListFields: what its row shows of the person, from the person as they
 * are), which writes its keys of the user lists' tab index (list3) and drops those of list1. Organisation by
 * organisation, a page of accesses at a time. Each put is conditioned on the access as read (its updatedAt and
 * search text): a write meanwhile keeps the fields itself and wins. Idempotent: a run can be repeated or resumed.
 * Answers the accesses read, those rewritten, and those left (a write won, or the person is gone).
 */
export async function backfillUserListRows(
  db: Db,
  organisationIds?: readonly string[],
): Promise<{ accesses: number; rewritten: number; left: number }> {
  const store = createUserListBackfillStore(db);
  const totals = { accesses: 0, rewritten: 0, left: 0 };
  for (const organisationId of organisationIds ?? (await store.organisationIds())) {
    let cursor: string | null = null;
    do {
      const page = await store.accessPage(organisationId, cursor);
      const people = await store.peopleOf(page.data.map((a) => a.userId));
      for (let i = 0; i < page.data.length; i += AT_ONCE) {
        const done = await Promise.all(
          page.data.slice(i, i + AT_ONCE).map(async (access) => {
            const person = people.get(access.userId);
            if (!person) return false;
            return store.accessRewritten(access, { ...access, ...memberListFields(person, access), listTab: access.listTab });
          }),
        );
        totals.rewritten += done.filter(Boolean).length;
        totals.left += done.filter((d) => !d).length;
      }
      totals.accesses += page.data.length;
      cursor = page.cursor;
    } while (cursor);
  }
  return totals;
}
