import { EXAMPLE_ORGANISATION_CONFIG } from '@scheduler/contracts/testing/organisation-config-example';
import { OK, DENIED, type AuthorizationRow, signedIn, adminsOfA, gridOnly } from './authorization-row.ts';
import { A, table } from './records-of-a.ts';

export const ORGANISATION_ROWS: readonly AuthorizationRow[] = [
  // organisation
  {
    route: 'organisation.getAllActive',
    variant: "the caller's own organisations",
    call: async () => ({ body: table }),
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  { route: 'organisation.get', call: async (ctx) => ({ params: { id: A(ctx) } }), expect: adminsOfA },
  { route: 'organisation.getAccessCountries', call: async () => ({}), expect: gridOnly },
  {
    route: 'organisation.getSwitchData',
    variant: "the caller's own organisations",
    call: async () => ({}),
    expect: signedIn(),
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    // A's own name and sign-in settings are sent back, so the grid admin's save leaves A as the other rows know it.
    route: 'organisation.save',
    variant: 'an edit of A',
    call: async (ctx) => ({
      body: {
        encryptedId: A(ctx),
        name: ctx.world.a.name,
        description: 'Edited by the authorization suite',
        alertEmail: 'alerts@organisation-a.test',
        mfaEnabled: false,
        active: true,
        config: EXAMPLE_ORGANISATION_CONFIG,
      },
    }),
    expect: gridOnly,
  },
  { route: 'organisation.getTimezoneList', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: signedIn({ adminB: DENIED }) },
];
