/**
 * Prints a single sign-on link for the local runtime, as the Aurora partner portal would send it:
 *   npm run sso-link -- candidate@aurora.example
 * The assertion is signed with the local partner key and lives 5 minutes; each link works once.
 */
import { randomUUID } from 'node:crypto';
import { signSsoAssertion } from '@scheduler/core/rules/sso-assertion';
import { LOCAL_SSO_SECRET } from '@scheduler/local/runtime-env';
import { SEED_ORGANISATION } from '@scheduler/local/seed/seed-data';

const email = process.argv[2];
if (!email) {
  console.error('usage: npm run sso-link -- <e-mail of a seeded user in Aurora>');
  process.exit(2);
}
const grid = SEED_ORGANISATION.config.integrationConfig[0]!.config as { grid_org_uuid: string };
const now = Math.floor(Date.now() / 1000);
const { key1, key2 } = signSsoAssertion({ org: grid.grid_org_uuid, email, iat: now, exp: now + 300, jti: randomUUID() }, LOCAL_SSO_SECRET);
const origin = process.env.SCHEDULER_URL ?? 'http://127.0.0.1:3000';
console.log(`${origin}/redirect?${new URLSearchParams({ key1, key2 }).toString()}`);
