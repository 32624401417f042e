/**
 * Prints a single sign-on link for the local runtime, as a seeded organisation's partner portal would send it:
 *   npm run sso-link -- candidate@aurora.example            (Aurora's partner)
 *   npm run sso-link -- org.admin@borealis.example borealis  (Borealis' partner: 2-step still applies)
 * The assertion is signed with that partner's own local key and lives 5 minutes; each link works once.
 */
import { signLocalSso } from '@scheduler/local/seed/sso-partner';

const [email, partner = 'aurora'] = process.argv.slice(2);
if (!email || (partner !== 'aurora' && partner !== 'borealis')) {
  console.error('usage: npm run sso-link -- <e-mail of a seeded user> [aurora|borealis]');
  process.exit(2);
}
const keys = signLocalSso(email, { partner });
const origin = process.env.SCHEDULER_URL ?? 'http://127.0.0.1:3000';
console.log(`${origin}/redirect?${new URLSearchParams(keys).toString()}`);
