/**
 * The single DynamoDB table. CDK (infra/lib/stacks/data-stack.ts) and the local runtime
 * (packages/local) both create it from this one definition. ElectroDB entities map their
 * indexes onto these attribute names; each entity file lists, at its top, the access patterns it serves and on
 * which index.
 */

/** How much of an item an index holds (DynamoDB's projection types). */
export type IndexProjection = { type: 'ALL' } | { type: 'KEYS_ONLY' } | { type: 'INCLUDE'; attributes: readonly string[] };

export interface GlobalIndex {
  name: string;
  partitionKey: string;
  sortKey: string;
  projection: IndexProjection;
}

/**
 * The search text of a list row: lower-cased, its fields joined by LIST_SEARCH_SEPARATOR, so a search term (which
 * never holds the separator) matches inside one field only. Entities on a list index write it; searches read it
 * from the index's projection with `contains` (lists/index-page.ts).
 */
export const LIST_SEARCH_ATTRIBUTE = 'listSearch';
export const LIST_SEARCH_SEPARATOR = '\u001f';

/**
 * What a list index holds besides its keys: the search text, the attributes that name the item on the table (the
 * primary-key composites of every entity on the list indexes) so a page fetches its items with one batch get, and
 * the few a list filters on without fetching the rows: candidateId (the user list's booking-status filter reads the
 * candidates of a status from the bookings), status, archived and invitationExpiry (its status and expiry filters).
 */
export const LIST_INDEX_ATTRIBUTES = [
  LIST_SEARCH_ATTRIBUTE,
  'organisationId',
  'userId',
  'bookingId',
  'meetingId',
  'refType',
  'refId',
  'logId',
  'tokenHash',
  'candidateId',
  'status',
  'archived',
  'invitationExpiry',
] as const;

/**
 * The version of the data layout: the keys and list attributes the entities write. Raise it when a change makes rows
 * written before it unreadable (a moved key, a new list attribute): the local runtime refuses a kept table of another
 * layout (npm run reset), instead of answering lists that miss their rows. 2: labels moved to their own partition;
 * 3: projects sorted by name on gsi1 (the project list); 4: audit and field-audit rows by author on gsi1 / gsi2 (the
 * purge of a person's access finds the rows they wrote); 5: the dashboard's meeting counters (dashboard/meeting-figure-counters.ts);
 * 6: the user search's token rows (user/user-search-token-entity.ts); 7: the user lists' tabs on list3 (whole items,
 * a page in one query) with what their rows show of the person copied onto each access (member-list.ts
 * memberListFields), and the search token rows carry the access's list fields. scripts/migrate-data-layout.ts brings a
 * table of layout 5 or 6 here (local/emulators/data-layout-migration.ts). The calendar feeds' written
 * windows (calendar/calendar-feed-window-entity.ts) are a cache keyed by their feed and window versions: a table of
 * layout 6 starts without them and needs nothing.
 */
export const DATA_LAYOUT_VERSION = 7;

export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    /**
     * gsi1–gsi4: overloaded, whole items (ALL), for the lookups and bounded sets that read whole items: a user by
     * username or identity, the accesses of a user, the bookings of a meeting or candidate, the meetings of a
     * project or assessor by start (calendar, clash checks, dashboard), departments and labels by id, every
     * organisation, alert and template (grid admin, few), live sessions by expiry.
     */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: { type: 'ALL' } },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: { type: 'ALL' } },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: { type: 'ALL' } },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projection: { type: 'ALL' } },
    /**
     * list1: the tabs of the unbounded lists (DESIGN §3.7), keyed by organisation and tab, sorted by the list's
     * default order, holding only LIST_INDEX_ATTRIBUTES (a page reads keys, then batch-gets its rows):
     * - bookings: organisation + status, by meeting start (status date for Cancelled and Archived)
     * - meetings: organisation + tab (active, inactive, internal, show_no, archived), by start
     * - audit rows: organisation + record, by log id (time)
     * - invitations in one status, by expiry (the grid admin's active-users list pages the pending ones)
     */
    { name: 'list1', partitionKey: 'list1pk', sortKey: 'list1sk', projection: { type: 'INCLUDE', attributes: LIST_INDEX_ATTRIBUTES } },
    /**
     * list2: the second view of the same lists, narrower or wider than a tab:
     * - users: organisation + user type (the All tab, the staff pickers, the admins of an organisation, the candidate
     *   export), by full name
     * - bookings: organisation + assessor + status (an assessor's booking tabs), by start (status date for Cancelled and Archived)
     * - meetings: organisation + assessor + tab (an assessor's meeting list), by start
     */
    { name: 'list2', partitionKey: 'list2pk', sortKey: 'list2sk', projection: { type: 'INCLUDE', attributes: LIST_INDEX_ATTRIBUTES } },
    /**
     * byId: a record by its id alone, for the grid admin who opens a record of any organisation (project, template,
     * alert, meeting, booking). Keys only: the lookup answers the record's table key, then reads the record.
     */
    { name: 'byId', partitionKey: 'idpk', sortKey: 'idsk', projection: { type: 'KEYS_ONLY' } },
    /**
     * purge: the records ready to purge of an organisation by purge date (the purge list's tabs and day filter, the
     * purge job). Sparse: only records marked ready carry its keys. Keys only, like byId.
     */
    { name: 'purge', partitionKey: 'purgepk', sortKey: 'purgesk', projection: { type: 'KEYS_ONLY' } },
    /**
     * list3: the user lists' tabs, whole items (ALL), so a page's rows come from the one query that finds them (the
     * access carries what its row shows of the person: member-list.ts memberListFields): organisation + user type +
     * tab (Active, Unregistered, Deactivated, Archived, and NONE: shown only under All), by lower-cased full name
     * then user id. A table gains one index per update (CloudFormation), and an index's projection never changes,
     * hence a new index rather than list1 made whole.
     */
    { name: 'list3', partitionKey: 'list3pk', sortKey: 'list3sk', projection: { type: 'ALL' } },
  ] satisfies readonly GlobalIndex[],
  /** Epoch seconds; DynamoDB TTL deletes deployed, the local purge job sweeps (DynamoDB Local never deletes). */
  ttlAttribute: 'expiresAt',
} as const;

export type GlobalIndexName = (typeof TABLE.globalIndexes)[number]['name'];

const projectionOf = (p: IndexProjection) =>
  p.type === 'INCLUDE' ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...p.attributes] } : { ProjectionType: p.type };

/** CreateTable input for the local runtime and tests (PAY_PER_REQUEST, string keys). */
export function createTableInput(tableName: string) {
  const attrs = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const g of TABLE.globalIndexes) {
    attrs.add(g.partitionKey);
    attrs.add(g.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attrs].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE.globalIndexes.map((g) => ({
      IndexName: g.name,
      KeySchema: [
        { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: projectionOf(g.projection),
    })),
  };
}
