import type { Db } from '../db.ts';

/** The organisation reads and writes: the only code that touches the organisation entity. */
export function createOrganisationStore(db: Db) {
  return {
    /** The organisation by id, or null. */
    async organisationOf(organisationId: string) {
      return (await db.organisation.get({ organisationId }).go()).data;
    },
  };
}
export type OrganisationStore = ReturnType<typeof createOrganisationStore>;
