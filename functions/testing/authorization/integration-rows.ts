import { OK, type AuthorizationRow, everyone } from './authorization-row.ts';

/** integration: the published document and its reference page answer everyone alike (public, DESIGN §17). */
export const INTEGRATION_ROWS: readonly AuthorizationRow[] = [
  { route: 'integration.openapi', call: async () => ({}), expect: everyone(OK) },
  { route: 'integration.docs', call: async () => ({}), expect: everyone(OK) },
];
