import { describe, expect, it } from 'vitest';
import { displayAddress } from './display-address.ts';

describe('displayAddress', () => {
  it('joins label, lines and the place, leaving out what is empty', () => {
    expect(displayAddress({ label: 'Head office', addLine1: '1 George St', addLine2: 'Level 2', city: 'Sydney', state: 'NSW', postCode: 2000 })).toBe(
      'Head office, 1 George St, Level 2, Sydney NSW 2000',
    );
    expect(displayAddress({ addLine1: '9 Queen St', addLine2: '', city: 'Auckland', state: 'Auckland', postCode: 1010 })).toBe(
      '9 Queen St, Auckland Auckland 1010',
    );
    expect(displayAddress(undefined)).toBe('');
  });
});
