import { describe, expect, it } from 'vitest';
import { addressKey, downloadScopes } from './download-limit.ts';

describe('addressKey', () => {
  it('counts an IPv4 address by itself', () => {
    expect(addressKey('198.51.100.10')).toBe('198.51.100.10');
    expect(addressKey('198.51.100.11')).not.toBe(addressKey('198.51.100.10'));
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = addressKey('2001:db8:1:2::5');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:0db8:0001:0002:ffff:1:2:3', '2001:DB8:1:2:0:0:0:9', '2001:db8:1:2::10.0.0.1']) expect(addressKey(same), same).toBe(key);
    expect(addressKey('2001:db8:1:3::5')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('downloadScopes', () => {
  it('counts a try against the link and, when known, the caller address', () => {
    expect(downloadScopes('B1', '198.51.100.10')).toEqual(['link#B1', 'ip#198.51.100.10']);
    expect(downloadScopes('B1', '2001:db8::1')).toEqual(['link#B1', 'ip#2001:db8:0:0::/64']);
    expect(downloadScopes('B1', undefined)).toEqual(['link#B1']);
  });
});
