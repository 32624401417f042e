import { randomUUID } from 'node:crypto';
import { signSsoAssertion } from '@scheduler/core/identity/sso-assertion';
import { LOCAL_SSO_KEYS } from '../runtime-env.ts';
import { SECOND_ORGANISATION, SEED_ORGANISATION, type SeedOrganisationKey } from './seed-data.ts';

const PARTNERS = { aurora: SEED_ORGANISATION, borealis: SECOND_ORGANISATION } as const;

/**
 * key1 and key2 of a single sign-on assertion as a seeded organisation's partner portal signs it: its key id, its
 * organisation id, its own local key; single-use (a fresh jti) and valid `lifetimeSeconds`.
 */
export function signLocalSso(
  email: string,
  opts: { partner?: SeedOrganisationKey; lifetimeSeconds?: number; now?: Date } = {},
): { key1: string; key2: string } {
  const grid = PARTNERS[opts.partner ?? 'aurora'].config.integrationConfig[0]!.config as { grid_org_uuid: string; keyId: string };
  const key = LOCAL_SSO_KEYS[grid.keyId];
  if (!key) throw new Error(`no local key for ${grid.keyId}`);
  const iat = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  return signSsoAssertion({ kid: grid.keyId, org: grid.grid_org_uuid, email, iat, exp: iat + (opts.lifetimeSeconds ?? 300), jti: randomUUID() }, key);
}
