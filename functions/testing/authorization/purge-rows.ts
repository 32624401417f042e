import { OK, type RowContext, type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { A, table, meetingReadyToPurgeOfA, bookingReadyToPurgeOfA } from './records-of-a.ts';

/** A purge list of A's records (searchData names the organisation, as the grid admin's page does). */
export const purgeListOfA = (ctx: RowContext, search: object = {}) => ({
  body: { ...table, searchData: JSON.stringify({ encryptedOrganisationId: A(ctx), dayFilter: 90, ...search }) },
});

export const PURGE_ROWS: readonly AuthorizationRow[] = [
  // purge: the purge lists of an organisation, for its admins (a grid admin names the organisation)
  { route: 'purge.getUserList', call: async (ctx) => purgeListOfA(ctx, { userType: 'candidate' }), expect: adminsOfA },
  {
    route: 'purge.getMeetingList',
    call: async (ctx) => {
      await meetingReadyToPurgeOfA(ctx);
      return purgeListOfA(ctx);
    },
    expect: adminsOfA,
  },
  {
    route: 'purge.getMeetingList',
    variant: "the caller's own organisation (B's admin sees only B's)",
    call: async (ctx) => {
      await meetingReadyToPurgeOfA(ctx);
      return { body: { ...table, searchData: JSON.stringify({ dayFilter: 90 }) } };
    },
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'purge.getBookingList',
    call: async (ctx) => {
      await bookingReadyToPurgeOfA(ctx);
      return purgeListOfA(ctx);
    },
    expect: adminsOfA,
  },
];
