import { describe, expect, it } from 'vitest';
import { countryAllowed } from './country-restriction.ts';

describe('countryAllowed', () => {
  it('allows everyone without a restriction', () => {
    expect(countryAllowed({}, undefined)).toBe(true);
    expect(countryAllowed({ countryRestriction: [] }, 'US')).toBe(true);
    expect(countryAllowed(undefined, 'US')).toBe(true);
  });
  it('allows listed countries in any case and refuses others', () => {
    expect(countryAllowed({ countryRestriction: ['AU', 'nz'] }, 'au')).toBe(true);
    expect(countryAllowed({ countryRestriction: ['AU', 'nz'] }, 'NZ')).toBe(true);
    expect(countryAllowed({ countryRestriction: ['AU'] }, 'US')).toBe(false);
  });
  it('refuses a restricted organisation when the country is unknown', () => {
    expect(countryAllowed({ countryRestriction: ['AU'] }, undefined)).toBe(false);
    expect(countryAllowed({ countryRestriction: ['AU'] }, ' ')).toBe(false);
  });
});
