/** The server's zone: session expiry stamps and invitation expiry are judged in it (spec doc 1 §9, doc 2 §9). */
export const SERVER_TIME_ZONE = 'Australia/Sydney';

export type CountryCode = 'AU' | 'NZ';

export interface TimeZoneOption {
  /** IANA id, stored beside every instant. */
  id: string;
  displayName: string;
  /** The spec's short code shown after times. */
  shortCode: string;
  country: CountryCode;
}

/**
 * The zones the product offers, one per spec short code. Lord Howe (half-hour DST) and the
 * Chatham Islands are deliberately absent: no short code exists for them.
 */
export const TIME_ZONE_OPTIONS: readonly TimeZoneOption[] = [
  { id: 'Australia/Perth', displayName: 'Perth (Western Australia)', shortCode: 'Per', country: 'AU' },
  { id: 'Australia/Eucla', displayName: 'Eucla (Central Western Australia)', shortCode: 'Euc', country: 'AU' },
  { id: 'Australia/Adelaide', displayName: 'Adelaide (South Australia)', shortCode: 'Adl', country: 'AU' },
  { id: 'Australia/Darwin', displayName: 'Darwin (Northern Territory)', shortCode: 'Drw', country: 'AU' },
  { id: 'Australia/Brisbane', displayName: 'Brisbane (Queensland)', shortCode: 'Bne', country: 'AU' },
  { id: 'Australia/Sydney', displayName: 'Sydney (New South Wales, Victoria, ACT, Tasmania)', shortCode: 'Syd', country: 'AU' },
  { id: 'Pacific/Auckland', displayName: 'Auckland (New Zealand)', shortCode: 'Akl', country: 'NZ' },
];

export const timeZoneOptionsFor = (country: CountryCode): readonly TimeZoneOption[] => TIME_ZONE_OPTIONS.filter((z) => z.country === country);

/**
 * The zone a country's times are shown in when nothing names one (an organisation's audit log, an admin without a
 * profile zone): the server zone for AU, Auckland for NZ.
 */
export const countryTimeZone = (country: string | undefined): string => (country === 'NZ' ? 'Pacific/Auckland' : SERVER_TIME_ZONE);

/** The spec's short code for an offered zone; undefined for any other zone. */
export const timeZoneShortCode = (zone: string): string | undefined => TIME_ZONE_OPTIONS.find((z) => z.id === zone)?.shortCode;

export const isOfferedTimeZone = (zone: string): boolean => TIME_ZONE_OPTIONS.some((z) => z.id === zone);

/** Zones already found valid: making a formatter to test a zone costs far more than the offset asked of it. */
const knownZones = new Set<string>();

/** True for any IANA zone the runtime knows (not only the offered ones). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

export function assertTimeZone(zone: string): void {
  if (!isValidTimeZone(zone)) throw new RangeError(`'${zone}' is not an IANA time zone`);
}
