import type { ApiScope } from '@scheduler/contracts/api-scopes';
import type { Actor } from '../../actor.ts';
import type { DataDeps } from '../../deps.ts';
import { errors } from '../../errors.ts';
import { countryAllowed } from '../../identity/country-restriction.ts';
import { createOrganisationStore } from '../../organisation/organisation-store.ts';
import type { ApiKey } from './api-key-entity.ts';
import { API_KEY_CALLS_PER_MINUTE, API_KEY_MSG, LAST_USED_EVERY_MS, apiKeyIdOf, integrationActor, keyMatches } from './api-key-rules.ts';
import { createApiKeyStore } from './api-key-store.ts';

/** What a call made with a key tells the check: the route's scope (none: people only) and its id for the audit row. */
export interface KeyCall {
  scope: ApiScope | undefined;
  routeId: string;
  /** CloudFront's viewer country: the organisation's country rule holds for its integration as for its people. */
  viewerCountry?: string;
}

/** The audit row of a call made with a key, on the key's own log. */
const useRow = (deps: Pick<DataDeps, 'clock' | 'ids'>, key: ApiKey, actor: Actor, logMsg: string) => ({
  refType: 'ApiKey',
  refId: key.apiKeyId,
  organisationId: key.organisationId,
  logId: deps.ids.next(),
  logOn: deps.clock.now().toISOString(),
  logBy: actor.fullName,
  logByUserId: actor.userId,
  logMsg,
});

/**
 * The check of a call made with an organisation API key (DESIGN §17), for the request pipeline: the caller it answers
 * is the organisation's integration (api-key-rules.ts integrationActor), never beyond its organisation or scopes.
 */
export function createApiKeyAuth(deps: DataDeps) {
  const { db, clock } = deps;
  const keys = createApiKeyStore(db);
  const organisations = createOrganisationStore(db);
  /**
   * A call made with a key (the request pipeline): a key of this shape, known, matching its stored hash (in constant
   * time), active, of an active organisation (else 401, whatever the reason, so a caller learns nothing); within its
   * per-minute limit (else 429); on a route its scopes open (else 403, audited). The call is audited on the key's
   * log and its last-used time kept (written at most once a minute).
   */
  return async function authenticateApiKey(key: string, call: KeyCall): Promise<Actor> {
    const apiKeyId = apiKeyIdOf(key);
    if (!apiKeyId || !call.scope) throw errors.unauthenticated();
    const found = await keys.keyById(apiKeyId);
    if (!found || !keyMatches(key, found.keyHash) || found.status !== 'ACTIVE') throw errors.unauthenticated();
    const org = await organisations.organisationOf(found.organisationId);
    if (!org?.active) throw errors.unauthenticated();
    if (!countryAllowed(org.config, call.viewerCountry)) throw errors.location();

    const now = clock.now();
    const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
    const counted = await keys.countCallWrite(apiKeyId, new Date(minuteStart).toISOString(), minuteStart / 1000 + 120, API_KEY_CALLS_PER_MINUTE);
    if (!counted) throw errors.rateLimited(API_KEY_MSG.rateLimited, (minuteStart + 60_000 - now.getTime()) / 1000);

    const actor = integrationActor(found);
    const allowed = found.scopes.includes(call.scope);
    const message = allowed ? `Called ${call.routeId}` : `Refused ${call.routeId}: the key has no ${call.scope} scope`;
    await Promise.all([
      keys.auditWrite(useRow(deps, found, actor, message)),
      keys.usedWrite(apiKeyId, now.toISOString(), new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString()),
    ]);
    if (!allowed) throw errors.forbidden(API_KEY_MSG.scope(call.scope));
    return actor;
  };
}
