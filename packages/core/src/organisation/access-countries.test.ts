import { describe, expect, it } from 'vitest';
import { ACCESS_COUNTRIES, accessRestrictionOutside } from './access-countries.ts';

describe('access countries', () => {
  it("offers the product's countries first, each assigned code once", () => {
    expect(ACCESS_COUNTRIES.slice(0, 2)).toEqual(['AU', 'NZ']);
    expect(new Set(ACCESS_COUNTRIES).size).toBe(ACCESS_COUNTRIES.length);
    expect(ACCESS_COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });

  it('names the codes of a restriction that are not access countries, once each', () => {
    expect(accessRestrictionOutside(['AU', 'nz', 'US'])).toEqual([]);
    expect(accessRestrictionOutside(['AU', 'XX', 'xx', 'ZZ'])).toEqual(['XX', 'ZZ']);
  });
});
