/**
 * The purge index (table.ts `purge`) holds the records of an organisation that are ready to purge, by purge date:
 * the purge list's tabs (projects, meetings, bookings, users) and its 30/60/90-day filter, and the purge job. It is
 * sparse: a record enters it when the write that marks it ready sets these two attributes, moves in it when its
 * purge date is extended (purgeOn alone), and leaves it when the attributes are removed (unmarked or purged).
 * They are kept apart from readyToPurge and purgeDate so that a record written with a purge date but not through
 * this function (older rows, test set-ups) is simply not indexed rather than refused by ElectroDB.
 */
export function purgeIndexFields(organisationId: string, purgeDate: string) {
  return { purgeScope: organisationId, purgeOn: purgeDate };
}

/** The attributes a record leaves the purge index by (patch(...).remove(PURGE_INDEX_ATTRIBUTES)). */
export const PURGE_INDEX_ATTRIBUTES = ['purgeScope', 'purgeOn'] as const;

/** The entity attributes behind the purge index, for entity files. */
export const purgeIndexAttributes = {
  /** The organisation, while the record is in the purge index (purgeIndexFields). */
  purgeScope: { type: 'string' },
  /** yyyy-MM-dd, the purge date as the purge index orders it (purgeIndexFields). */
  purgeOn: { type: 'string' },
} as const;
