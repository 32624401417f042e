import { describe, expect, it } from 'vitest';
import { accessCountryOptions, countryLabel, parseAccessCountries, restrictionText } from './access-countries.ts';

describe('access countries', () => {
  it("reads organisation/getAccessCountries' comma-separated message as codes, each once", () => {
    expect(parseAccessCountries('AU, nz,US,,AU,<b>,USA')).toEqual(['AU', 'NZ', 'US']);
    expect(parseAccessCountries('')).toEqual([]);
    expect(parseAccessCountries(undefined)).toEqual([]);
  });

  it("offers the product's countries first, then the others by name, labelled with name and code", () => {
    expect(accessCountryOptions(['US', 'GB', 'NZ', 'AU', 'DE']).map((o) => o.value)).toEqual(['AU', 'NZ', 'DE', 'GB', 'US']);
    expect(countryLabel('NZ')).toBe('New Zealand (NZ)');
  });

  it('shows an organisation without a restriction as AWS_MANAGED_LIST', () => {
    expect(restrictionText([])).toBe('AWS_MANAGED_LIST');
    expect(restrictionText(undefined)).toBe('AWS_MANAGED_LIST');
    expect(restrictionText(['AU', 'NZ'])).toBe('AU, NZ');
  });
});
