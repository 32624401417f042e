/** Invitation expiry is judged and shown in server time (doc 1 §9). */
export const SERVER_TIME_ZONE = 'Australia/Sydney';
const DAY_MS = 86_400_000;

function parse(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** 'Expired' when past, otherwise 'Expiring in N days' (doc 1 §4), as the server words it; empty when there is no expiry. */
export function invitationExpiryText(expiry: string | undefined, now: Date = new Date()): string {
  const d = parse(expiry);
  if (!d) return '';
  const ms = d.getTime() - now.getTime();
  if (ms <= 0) return 'Expired';
  const days = Math.ceil(ms / DAY_MS);
  return `Expiring in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** 'MMMM D, YYYY, h:mm A' in server time, e.g. 'March 5, 2025, 9:30 AM'; text that is not a date is shown as it is. */
export function formatInvitationExpiry(expiry: string | undefined): string {
  const d = parse(expiry);
  if (!d) return expiry ?? '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: SERVER_TIME_ZONE,
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

const ISO_START = /^\d{4}-\d{2}-\d{2}/;

/**
 * An invitation expiry for display: the server sends it formatted (invitationExpiry), the instant
 * (invitationExpiryOn) and the text (invitationExpiryText); an ISO value alone is formatted and judged here.
 */
export function invitationExpiryView(
  e: { invitationExpiry?: string; invitationExpiryOn?: string; invitationExpiryText?: string },
  now: Date = new Date(),
): { date: string; text: string } | undefined {
  if (!e.invitationExpiry && !e.invitationExpiryOn) return undefined;
  const instant = e.invitationExpiryOn ?? (e.invitationExpiry && ISO_START.test(e.invitationExpiry) ? e.invitationExpiry : undefined);
  const date = e.invitationExpiry && !ISO_START.test(e.invitationExpiry) ? e.invitationExpiry : formatInvitationExpiry(instant);
  const text = e.invitationExpiryText ?? (instant ? invitationExpiryText(instant, now) : '');
  return { date, text };
}

/** 'March 5, 2025, 9:30 AM (Expiring in 4 days)', or '' without an expiry. */
export function invitationExpiryLine(e: Parameters<typeof invitationExpiryView>[0], now: Date = new Date()): string {
  const v = invitationExpiryView(e, now);
  return v ? `${v.date} (${v.text})` : '';
}

/** Today in server time as yyyy-MM-dd (the extend-expiry dialog's minimum). */
export function serverToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: SERVER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
