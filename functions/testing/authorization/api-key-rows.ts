import { handler as integrationHandler } from '../../integration/index.ts';
import { parseBody } from '../api-event.ts';
import { invoke } from '../invoke.ts';
import { type AuthorizationRow, type RowContext, adminsOfA } from './authorization-row.ts';
import { A, table } from './records-of-a.ts';

/** A fresh active API key of A, made by A's admin: its id. */
export async function apiKeyOfA(ctx: RowContext): Promise<string> {
  const admin = ctx.world.a.admin;
  const answer = await invoke(integrationHandler, {
    method: 'POST',
    path: '/api/integration/createApiKey/{organisationId}',
    params: { organisationId: A(ctx) },
    body: { name: 'Authorization key', scopes: ['bookings:read'] },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const created = parseBody(answer);
  if (created?.status !== 'SUCCESS') throw new Error(`the API key of A could not be made: ${answer.body}`);
  return created.apiKey.encryptedId;
}

/** One key of A for the rows that only read it (an organisation holds at most 20 active keys). */
const shared = new WeakMap<RowContext, Promise<string>>();
const sharedKeyOfA = (ctx: RowContext) => {
  let key = shared.get(ctx);
  if (!key) shared.set(ctx, (key = apiKeyOfA(ctx)));
  return key;
};

export const INTEGRATION_API_KEY_ROWS: readonly AuthorizationRow[] = [
  // integration: an organisation's API keys, for its admins (a grid admin names the organisation)
  {
    route: 'integration.getApiKeyList',
    call: async (ctx) => {
      await sharedKeyOfA(ctx);
      return { params: { organisationId: A(ctx) }, body: table };
    },
    expect: adminsOfA,
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'integration.createApiKey',
    call: async (ctx) => ({ params: { organisationId: A(ctx) }, body: { name: 'ATS sync', scopes: ['bookings:read', 'candidates:invite'] } }),
    expect: adminsOfA,
  },
  {
    route: 'integration.revokeApiKey',
    call: async (ctx) => ({ params: { organisationId: A(ctx), apiKeyId: await apiKeyOfA(ctx) } }),
    expect: adminsOfA,
  },
  {
    route: 'audit-log.getByRefId',
    variant: 'an API key of A',
    call: async (ctx) => ({ params: { refType: 'ApiKey', refId: await sharedKeyOfA(ctx) }, body: table }),
    expect: adminsOfA,
  },
];
