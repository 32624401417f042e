import type { Actor } from '@scheduler/core/actor';
import type { DataDeps } from '@scheduler/core/deps';
import { createApiKeyService } from '@scheduler/core/integration/api-keys/api-key-service';

/**
 * Aurora's API keys on a first start, made through the service the organisation page calls (DESIGN §17): one active
 * key of its applicant-tracking system ("ATS sync": read bookings, invite candidates) and one revoked, so the page
 * shows both states. Their secrets were shown to nobody and are kept nowhere (the table holds their hashes): an
 * admin creates a key of their own on the organisation page to try the API. Answers the number of keys made.
 */
export async function seedApiKeys(deps: DataDeps, opts: { organisationId: string; admin: Actor }): Promise<number> {
  const keys = createApiKeyService(deps);
  await keys.create(opts.admin, opts.organisationId, { name: 'ATS sync', scopes: ['bookings:read', 'candidates:invite'] });
  const old = await keys.create(opts.admin, opts.organisationId, { name: 'Old ATS connector', scopes: ['bookings:read', 'meetings:read'] });
  await keys.revoke(opts.admin, opts.organisationId, old.apiKey.encryptedId);
  return 2;
}
