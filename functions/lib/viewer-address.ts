import { isIP } from 'node:net';
import type { ApiEvent } from './lambda-types.ts';
import { isOriginVerified } from './origin-secret.ts';

/**
 * The header CloudFront adds on its /api/* origin (the managed AllViewerExceptHostHeader origin request policy forwards
 * it, web-stack.ts): the viewer's address and source port, '198.51.100.10:46532' or, for IPv6, '2001:db8::1:46532'.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** IPv4 as written; IPv6 lower-cased, and an IPv4-mapped IPv6 address as its IPv4 address. */
function normalised(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1] : ip.toLowerCase();
}

/**
 * The address of an `ip:port` value: IPv4 ('198.51.100.10:46532'), IPv6 as CloudFront writes it, unbracketed with the
 * port after the last colon ('2001:db8::1:46532'), or bracketed ('[2001:db8::1]:46532'). Undefined when the value is
 * not an address with a port.
 */
export function parseViewerAddress(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(text);
  const cut = text.lastIndexOf(':');
  const [ip, port] = bracketed ? [bracketed[1], bracketed[2]] : [text.slice(0, cut), text.slice(cut + 1)];
  if (cut < 0 || !/^\d{1,5}$/.test(port) || Number(port) > 65_535 || isIP(ip) === 0) return undefined;
  return normalised(ip);
}

/**
 * Who is calling, by address, for per-address limits: the viewer's address CloudFront names, trusted only on a request
 * that carried the verified origin secret (verify-origin.ts; CloudFront replaces a viewer's own header of that name,
 * so without the secret anyone could have written it); otherwise, and where there is no CloudFront, the source address
 * API Gateway saw. Behind CloudFront the source address is CloudFront's own, shared by every viewer of that edge.
 */
export function callerAddress(event: ApiEvent): string | undefined {
  const source = event.requestContext?.http?.sourceIp;
  if (!isOriginVerified(event)) return source ? normalised(source) : undefined;
  return parseViewerAddress(event.headers?.[VIEWER_ADDRESS_HEADER]) ?? (source ? normalised(source) : undefined);
}
