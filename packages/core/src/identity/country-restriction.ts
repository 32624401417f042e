import { settingsOf } from '../organisation/organisation-settings.ts';

/**
 * An organisation may be restricted to callers from some countries (organisation config `countryRestriction`,
 * ISO 3166 alpha-2 codes). The viewer country comes from CloudFront's CloudFront-Viewer-Country header deployed
 * (a header of the same name can be set locally). No restriction: everyone is allowed. A restriction and no
 * country: refused, so stripping the header does not get around it.
 */
export function countryAllowed(config: unknown, viewerCountry: string | undefined): boolean {
  const list = restrictionOf(config);
  if (list.length === 0) return true;
  const country = viewerCountry?.trim().toUpperCase();
  return Boolean(country) && list.includes(country!);
}

export function restrictionOf(config: unknown): string[] {
  return settingsOf(config).countryRestriction ?? [];
}
