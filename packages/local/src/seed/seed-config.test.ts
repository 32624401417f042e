import { describe, expect, it } from 'vitest';
import { organisationConfig } from '@scheduler/contracts/schemas/organisation';
import { SECOND_ORGANISATION, SEED_ORGANISATION } from './seed-data.ts';

describe('seeded organisations', () => {
  it('hold complete configurations that organisation/save would accept', () => {
    for (const org of [SEED_ORGANISATION, SECOND_ORGANISATION]) {
      const parsed = organisationConfig.safeParse(org.config);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data?.countryCode).toBe(org.countryCode);
    }
  });
});
