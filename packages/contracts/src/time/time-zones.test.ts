import { describe, expect, it } from 'vitest';
import { countryTimeZone, isOfferedTimeZone, isValidTimeZone, TIME_ZONE_OPTIONS, timeZoneOptionsFor, timeZoneShortCode } from './time-zones.ts';

describe('time zones', () => {
  it('maps the spec short codes', () => {
    expect(Object.fromEntries(TIME_ZONE_OPTIONS.map((z) => [z.id, z.shortCode]))).toEqual({
      'Australia/Perth': 'Per',
      'Australia/Eucla': 'Euc',
      'Australia/Adelaide': 'Adl',
      'Australia/Sydney': 'Syd',
      'Australia/Brisbane': 'Bne',
      'Australia/Darwin': 'Drw',
      'Pacific/Auckland': 'Akl',
    });
  });

  it('offers six AU zones and Auckland for NZ', () => {
    expect(timeZoneOptionsFor('AU').map((z) => z.shortCode)).toEqual(['Per', 'Euc', 'Adl', 'Drw', 'Bne', 'Syd']);
    expect(timeZoneOptionsFor('NZ').map((z) => z.id)).toEqual(['Pacific/Auckland']);
  });

  it("shows a country's times in Sydney (AU) or Auckland (NZ) when nothing names a zone", () => {
    expect([countryTimeZone('AU'), countryTimeZone('NZ'), countryTimeZone(undefined)]).toEqual([
      'Australia/Sydney',
      'Pacific/Auckland',
      'Australia/Sydney',
    ]);
  });

  it('every offered zone is a real IANA zone', () => {
    for (const z of TIME_ZONE_OPTIONS) expect(isValidTimeZone(z.id), z.id).toBe(true);
  });

  it('is Lord Howe-free: a valid zone, but not offered and without a short code', () => {
    expect(isValidTimeZone('Australia/Lord_Howe')).toBe(true);
    expect(isOfferedTimeZone('Australia/Lord_Howe')).toBe(false);
    expect(timeZoneShortCode('Australia/Lord_Howe')).toBeUndefined();
    expect(TIME_ZONE_OPTIONS.some((z) => /Lord_Howe|Chatham/.test(z.id))).toBe(false);
  });

  it('rejects unknown and empty zone names', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
