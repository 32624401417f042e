import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Launch links of remote meetings (doc 2 routes: /meetingSession/{meetingId}/{assessorId}, "an encrypted form of both
 * ids is used for launch links"). Each id is sealed with AES-256-GCM under a key derived (HKDF-SHA256, its own
 * `info`) from a server secret, with a synthetic IV (HMAC of the id), so one id always seals to the same text: a link
 * stays the same across reads and e-mails, names no id in clear, and cannot be forged or altered without the key.
 * The live-session area opens it with openLaunchId.
 */
const INFO = 'scheduler/meeting-launch-link/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type LaunchKey = Buffer;

/** The link key from a server secret (the function's secret text). */
export function launchKeyOf(secret: string): LaunchKey {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), INFO, 32));
}

const ivOf = (key: LaunchKey, id: string) => createHmac('sha256', key).update(id, 'utf8').digest().subarray(0, IV_BYTES);

/** The sealed form of an id: base64url(iv | ciphertext | tag). */
export function sealLaunchId(key: LaunchKey, id: string): string {
  const iv = ivOf(key, id);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(id, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The id a sealed text holds; undefined for anything not sealed with this key. */
export function openLaunchId(key: LaunchKey, sealed: string): string | undefined {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
  const iv = raw.subarray(0, IV_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const id = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    return timingSafeEqual(ivOf(key, id), iv) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The two launch links of a remote meeting hosted by `hostId`: the candidates' and the host's (with oiLink=1 when the
 * host is an organisation admin acting as invigilator, doc 2 routes).
 */
export function launchLinks(origin: string, key: LaunchKey, meetingId: string, hostId: string, orgAdminHost: boolean) {
  const path = `${origin.replace(/\/$/, '')}/meetingSession/${sealLaunchId(key, meetingId)}/${sealLaunchId(key, hostId)}`;
  return { candidateBookingLink: path, assessorBookingLink: orgAdminHost ? `${path}?oiLink=1` : path };
}
