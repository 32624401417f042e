import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit-log.ts';

const labels = { name: 'Name', active: 'Active', openLink: 'Open Link' };

describe('describeChanges', () => {
  it('lists the filled-in fields of a new record', () => {
    expect(describeChanges(undefined, { name: 'A', active: true, openLink: undefined }, labels)).toBe("Name: 'A'; Active: YES");
  });
  it('lists only what changed, old → new', () => {
    expect(describeChanges({ name: 'A', active: true }, { name: 'B', active: true, openLink: 'x' }, labels)).toBe(
      "Name: 'A' → 'B'; Open Link: (empty) → 'x'",
    );
  });
  it('is empty when nothing changed', () => {
    expect(describeChanges({ name: 'A', active: false }, { name: 'A', active: false }, labels)).toBe('');
  });
});
