import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerMismatch } from './answer-shape.ts';

const route = {
  area: 'department',
  operation: 'get',
  response: z.object({ name: z.string(), rows: z.array(z.object({ id: z.string() })), extra: z.record(z.string(), z.number()).optional() }),
} as const;

describe('answerMismatch', () => {
  it('accepts an answer the response schema describes, records included', () => {
    expect(answerMismatch(route, { name: 'A', rows: [{ id: '1' }], extra: { any: 1 } })).toBeUndefined();
  });

  it('names a field of the wrong type', () => {
    expect(answerMismatch(route, { name: 1, rows: [] })).toMatch(/^department\.get answered outside its response schema:[\s\S]*name/);
  });

  it('names fields the schema does not declare, at any depth', () => {
    expect(answerMismatch(route, { name: 'A', secret: 'x', rows: [{ id: '1', internal: true }] })).toBe(
      'department.get answered fields its response schema does not declare: secret, rows[0].internal',
    );
  });

  it('refuses every answer of a route without a response schema', () => {
    expect(answerMismatch({ area: 'auth', operation: 'x' }, {})).toBe('auth.x declares no response schema');
  });
});
