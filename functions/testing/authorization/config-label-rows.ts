import { type AuthorizationRow, gridOnly } from './authorization-row.ts';
import { A, table } from './records-of-a.ts';

export const CONFIG_LABEL_ROWS: readonly AuthorizationRow[] = [
  // config-label: grid admins only
  { route: 'config-label.getListByOrganisation', call: async (ctx) => ({ params: { organisationId: A(ctx) }, body: table }), expect: gridOnly },
  {
    route: 'config-label.save',
    call: async (ctx) => ({ body: { encryptedId: ctx.labelA, encryptedOrganisationId: A(ctx), code: 'MEETING', display: `Session ${Date.now()}` } }),
    expect: gridOnly,
  },
  { route: 'config-label.get', call: async (ctx) => ({ params: { id: ctx.labelA } }), expect: gridOnly },
  { route: 'config-label.getAvailableCodes', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: gridOnly },
];
