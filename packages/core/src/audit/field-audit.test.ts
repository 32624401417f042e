import { describe, expect, it } from 'vitest';
import type { Actor } from '../actor.ts';
import { fieldAuditEntries, stableJson } from './field-audit.ts';

const actor = { userId: 'U1', fullName: 'Grace Gridley' } as Actor;
let n = 0;
const deps = { clock: { now: () => new Date('2026-11-23T10:00:00Z') }, ids: { next: () => `A${++n}` } } as Parameters<typeof fieldAuditEntries>[0];
const ref = { refType: 'Organisation' as const, refId: 'O1', organisationId: 'O1' };

describe('field audit rows', () => {
  it('compares objects whatever the order of their keys', () => {
    expect(stableJson({ b: 1, a: { d: [2, 1], c: true } })).toBe(stableJson({ a: { c: true, d: [2, 1] }, b: 1 }));
    expect(stableJson([{ b: 1, a: 2 }])).toBe('[{"a":2,"b":1}]');
  });

  it('writes one row per changed column with its new value, objects as JSON text, every filled column when created', () => {
    const before = { name: 'Old', reminders: [{ key: 'R', interval: [24] }], mfaEnabled: true };
    const after = { name: 'New', reminders: [{ interval: [24], key: 'R' }], mfaEnabled: false, description: '' };
    const rows = fieldAuditEntries(deps, actor, ref, before, after);
    expect(rows.map((r) => [r.columnName, r.columnValue])).toEqual([
      ['name', 'New'],
      ['mfaEnabled', 'false'],
    ]);
    expect(rows[0]).toMatchObject({ ...ref, modifiedBy: 'Grace Gridley', modifiedByUserId: 'U1', modifiedOn: '2026-11-23T10:00:00.000Z' });
    const created = fieldAuditEntries(deps, actor, ref, undefined, after);
    expect(created.map((r) => r.columnName)).toEqual(['name', 'reminders', 'mfaEnabled']);
    expect(created[1]?.columnValue).toBe('[{"interval":[24],"key":"R"}]');
  });
});
