import { describe, expect, it } from 'vitest';
import { isAuthorization } from './credential-shapes.ts';

const KEY = `sch_01JQ0KEY000000000000000001_${'Ab9_-'.repeat(8)}xyz`;

describe('the Authorization header’s shapes', () => {
  it('takes a JWT or an organisation API key, with or without Bearer', () => {
    expect(KEY).toHaveLength(4 + 26 + 1 + 43);
    for (const value of ['Bearer a.b.c', 'a.b.c', `Bearer ${KEY}`, KEY]) expect(isAuthorization(value), value).toBe(true);
  });

  it('refuses a key of another shape before anything looks it up', () => {
    for (const value of [
      `Bearer ${KEY}x`,
      `Bearer ${KEY.slice(0, -1)}`,
      `Bearer ${KEY.replace('sch_', 'sk_')}`,
      `Bearer ${KEY.replace('01JQ', '01jq')}`,
      'Bearer sch_',
    ])
      expect(isAuthorization(value), value).toBe(false);
  });
});
