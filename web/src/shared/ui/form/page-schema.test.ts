import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { pageSchema } from './page-schema.ts';

const body = z.object({ name: z.string().trim().min(1, 'Name needed'), code: z.string().max(3, 'Too long').optional() });
type Values = { name: string; hasCode: boolean; code: string };
const schema = pageSchema(body, {
  toBody: (v: Values) => ({ name: v.name, ...(v.hasCode ? { code: v.code } : {}) }),
  rules: (v) => ({ code: v.hasCode && !v.code ? 'Code needed' : undefined }),
  fieldOf: (key) => (key === 'code' ? 'code' : key),
});
const messages = (v: Values) => {
  const parsed = schema.safeParse(v);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('pageSchema', () => {
  it("gives out the route's body for valid values", () => {
    expect(schema.parse({ name: ' A ', hasCode: false, code: 'XYZW' })).toEqual({ name: 'A' });
  });

  it("shows the page's and the schema's messages at once, the page's first on a field with both", () => {
    expect(messages({ name: '', hasCode: true, code: '' })).toEqual({ name: 'Name needed', code: 'Code needed' });
    expect(messages({ name: 'A', hasCode: true, code: 'ABCD' })).toEqual({ code: 'Too long' });
  });
});
