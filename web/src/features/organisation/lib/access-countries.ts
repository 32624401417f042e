import { COUNTRY_CODES } from '@scheduler/contracts/roles';

/** The spec's label of an organisation without an access restriction (doc 3 §3: 'default label AWS_MANAGED_LIST when empty'). */
export const NO_RESTRICTION = 'AWS_MANAGED_LIST';

/** organisation/getAccessCountries' message (doc 3 §7: a comma-separated list) as country codes, each once. */
export function parseAccessCountries(message: string | undefined): string[] {
  const codes = (message ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^[A-Z]{2}$/.test(c));
  return [...new Set(codes)];
}

let names: Intl.DisplayNames | undefined;
/** A country's English name ('Australia'), or the code itself where the browser knows no name for it. */
export function countryName(code: string): string {
  try {
    names ??= new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'Australia (AU)': how the Access Restriction shows a country. */
export const countryLabel = (code: string) => {
  const name = countryName(code);
  return name === code ? code : `${name} (${code})`;
};

/** The choice of access countries: the product's own countries (AU, NZ) first, then the others by name. */
export function accessCountryOptions(codes: readonly string[]): { value: string; label: string }[] {
  const own = COUNTRY_CODES.filter((c) => codes.includes(c));
  const others = codes
    .filter((c) => !(COUNTRY_CODES as readonly string[]).includes(c))
    .sort((a, b) => countryName(a).localeCompare(countryName(b), 'en-GB'));
  return [...own, ...others].map((value) => ({ value, label: countryLabel(value) }));
}

/** The Access Restriction as a list shows it: the codes, or AWS_MANAGED_LIST when there is none. */
export const restrictionText = (restriction: readonly string[] | undefined) => (restriction?.length ? restriction.join(', ') : NO_RESTRICTION);
