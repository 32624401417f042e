import ipaddr from 'ipaddr.js';
import { errors } from '../../errors.ts';
import type { WebhookTransport } from '../../ports/webhook-transport.ts';

/** Where webhooks may go: https to public addresses; with `allowLoopback` (the local runtime only) also http://127.0.0.1:<port>. */
export interface WebhookAddressPolicy {
  allowLoopback: boolean;
}

export const WEBHOOK_ADDRESS_MESSAGES = {
  https: 'Not Allowed - A webhook address must start with https://',
  credentials: 'Not Allowed - A webhook address cannot carry a user name or password',
  unresolved: 'Not Allowed - The webhook address could not be resolved',
  private: 'Not Allowed - The webhook address resolves to a private, loopback, link-local or reserved network address',
} as const;

const refuse = (message: string) => errors.refused('webhook.address_refused', message);

/** True for the local receiver's form: http://127.0.0.1 with an explicit port. */
const isLoopbackForm = (url: URL) => url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '';

/** The URL when its form may be sent to (scheme, no credentials); a 422 refusal otherwise. */
export function webhookUrlOf(text: string, policy: WebhookAddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw errors.validation('Invalid URL', { url: 'Invalid URL' });
  }
  if (url.username || url.password) throw refuse(WEBHOOK_ADDRESS_MESSAGES.credentials);
  if (url.protocol === 'https:') return url;
  if (policy.allowLoopback && isLoopbackForm(url)) return url;
  throw refuse(WEBHOOK_ADDRESS_MESSAGES.https);
}

/** The host as `resolve` takes it: an IPv6 literal without its brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * True when the address is public unicast: not private, loopback, link-local, unique-local, CGNAT, multicast,
 * broadcast, unspecified or reserved (ipaddr.js `range()` is 'unicast'; an IPv4-mapped IPv6 address is judged as IPv4).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Checks the address a delivery would go to, at save and again at every send: every answer of the lookup must be
 * public (one private answer refuses the whole name, so no rebinding answer is ever used). Answers the URL and the
 * first checked address, which the send uses without looking the name up again. With `allowLoopback`, the local
 * form http://127.0.0.1:<port> is the one exception.
 */
export async function vetWebhookAddress(
  text: string,
  policy: WebhookAddressPolicy,
  transport: Pick<WebhookTransport, 'resolve'>,
): Promise<{ url: URL; address: string }> {
  const url = webhookUrlOf(text, policy);
  if (policy.allowLoopback && isLoopbackForm(url)) return { url, address: '127.0.0.1' };
  let addresses: string[];
  try {
    addresses = await transport.resolve(hostOf(url));
  } catch {
    throw refuse(WEBHOOK_ADDRESS_MESSAGES.unresolved);
  }
  if (!addresses.length) throw refuse(WEBHOOK_ADDRESS_MESSAGES.unresolved);
  if (!addresses.every(isPublicAddress)) throw refuse(WEBHOOK_ADDRESS_MESSAGES.private);
  return { url, address: addresses[0]! };
}
