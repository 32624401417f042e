import type { TableRequest } from '@scheduler/contracts/envelope';
import type { createApiKeyRequest } from '@scheduler/contracts/schemas/integration';
import type * as z from 'zod';
import type { Actor } from '../../actor.ts';
import { auditEntry } from '../../audit/audit-log.ts';
import type { DataDeps } from '../../deps.ts';
import { errors } from '../../errors.ts';
import { applyTableRequest, type TableSpec } from '../../lists/table-query.ts';
import { scopedOrganisationId } from '../../organisation/organisation-scope.ts';
import { createOrganisationStore } from '../../organisation/organisation-store.ts';
import type { ApiKey } from './api-key-entity.ts';
import { API_KEY_MSG, MAX_ACTIVE_KEYS, apiKeyRowOf, newApiKey } from './api-key-rules.ts';
import { createApiKeyStore } from './api-key-store.ts';

type Row = ReturnType<typeof apiKeyRowOf>;

const spec: TableSpec<Row> = {
  searchable: (r) => [r.name, r.hint, r.createdBy, r.status, ...r.scopes],
  sortable: {
    name: (r) => r.name.toLowerCase(),
    status: (r) => r.status,
    createdBy: (r) => r.createdBy.toLowerCase(),
    createdOn: (r) => r.createdOn,
    lastUsedOn: (r) => r.lastUsedOn ?? '',
  },
  defaultSort: { column: 'createdOn', direction: 'desc' },
};

/**
 * Organisation API keys (DESIGN §17, issue 23): an admin creates one with its scopes and sees it once, lists and
 * revokes them (a call made with one: api-key-auth.ts).
 */
export function createApiKeyService(deps: DataDeps) {
  const { db, clock, ids } = deps;
  const keys = createApiKeyStore(db);
  const organisations = createOrganisationStore(db);

  const keyRef = (key: Pick<ApiKey, 'apiKeyId' | 'organisationId'>) => ({
    refType: 'ApiKey' as const,
    refId: key.apiKeyId,
    organisationId: key.organisationId,
  });

  async function existingOrganisation(actor: Actor, requested: string): Promise<string> {
    const organisationId = scopedOrganisationId(actor, requested);
    const org = await organisations.organisationOf(organisationId);
    if (!org) throw errors.notFound('Organisation');
    return organisationId;
  }

  return {
    /** integration/getApiKeyList: the organisation's keys, active and revoked, newest first by default. */
    async list(actor: Actor, organisationId: string, req: TableRequest) {
      const scoped = scopedOrganisationId(actor, organisationId);
      const rows = (await keys.keysOfOrganisation(scoped)).map(apiKeyRowOf);
      return applyTableRequest(rows, req, spec);
    },

    /** integration/createApiKey: a new key; the answer carries it once. */
    async create(actor: Actor, organisationId: string, input: z.output<typeof createApiKeyRequest>) {
      const scoped = await existingOrganisation(actor, organisationId);
      const active = (await keys.keysOfOrganisation(scoped)).filter((k) => k.status === 'ACTIVE');
      if (active.length >= MAX_ACTIVE_KEYS) throw errors.refused('api_key.too_many', API_KEY_MSG.tooMany);
      const apiKeyId = ids.next();
      const { key, keyHash, hint } = newApiKey(apiKeyId);
      const scopes = [...new Set(input.scopes)];
      const record: ApiKey = {
        apiKeyId,
        organisationId: scoped,
        name: input.name,
        scopes,
        keyHash,
        hint,
        status: 'ACTIVE',
        createdBy: actor.fullName,
        createdByUserId: actor.userId,
        createdOn: clock.now().toISOString(),
      };
      await keys.createWrite(
        record,
        auditEntry(deps, actor, keyRef(record), `API key '${input.name}' created (${hint}…) with scopes: ${scopes.join(', ')}`),
      );
      return { status: 'SUCCESS', message: 'API key created', apiKey: apiKeyRowOf(record), secret: key };
    },

    /** integration/revokeApiKey: the key's next call fails. Another organisation's key is not found. */
    async revoke(actor: Actor, organisationId: string, apiKeyId: string) {
      const scoped = scopedOrganisationId(actor, organisationId);
      const key = await keys.keyById(apiKeyId);
      if (!key || key.organisationId !== scoped) throw errors.notFound(API_KEY_MSG.notFound);
      if (key.status !== 'ACTIVE') throw errors.refused('api_key.revoked', API_KEY_MSG.revoked);
      const on = clock.now().toISOString();
      const done = await keys.revokeWrite(
        key,
        { name: actor.fullName, userId: actor.userId, on },
        auditEntry(deps, actor, keyRef(key), `API key '${key.name}' revoked (${key.hint}…)`),
      );
      if (!done) throw errors.refused('api_key.revoked', API_KEY_MSG.revoked);
      return { status: 'SUCCESS', message: 'API key revoked' };
    },
  };
}
