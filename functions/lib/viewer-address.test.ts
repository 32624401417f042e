import { describe, expect, it } from 'vitest';
import { httpApiEvent } from '@scheduler/events/http-api-event';
import { markOriginVerified } from './origin-secret.ts';
import { callerAddress, parseViewerAddress, VIEWER_ADDRESS_HEADER } from './viewer-address.ts';

describe('parseViewerAddress', () => {
  it("reads the address of CloudFront's ip:port, IPv6 included", () => {
    expect(parseViewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(parseViewerAddress('2001:DB8::1:46532')).toBe('2001:db8::1');
    expect(parseViewerAddress('2001:db8:85a3::8a2e:370:7334:443')).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(parseViewerAddress('[2001:db8::1]:46532')).toBe('2001:db8::1');
    expect(parseViewerAddress('::ffff:198.51.100.7:1024')).toBe('198.51.100.7');
    expect(parseViewerAddress(' 203.0.113.5:80 ')).toBe('203.0.113.5');
  });

  it('answers nothing for a value that is not an address with a port', () => {
    for (const value of [
      undefined,
      '',
      '198.51.100.10',
      '198.51.100.10:',
      '198.51.100.10:99999',
      'evil.example:80',
      '999.1.1.1:80',
      '2001:db8::1',
      'a:b:c',
    ]) {
      expect(parseViewerAddress(value), String(value)).toBeUndefined();
    }
  });
});

describe('callerAddress', () => {
  const event = (headers: Record<string, string>, verified: boolean) => {
    const e = httpApiEvent({ method: 'POST', route: '/api/download/file', headers, sourceIp: '130.176.1.1' });
    if (verified) markOriginVerified(e);
    return e;
  };

  it("is the viewer's address on a request that carried the verified origin secret", () => {
    expect(callerAddress(event({ [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532' }, true))).toBe('198.51.100.10');
    expect(callerAddress(event({ [VIEWER_ADDRESS_HEADER]: '2001:db8::7:1234' }, true))).toBe('2001:db8::7');
  });

  it('ignores the header on a request without the verified origin secret: anyone could have written it', () => {
    expect(callerAddress(event({ [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532' }, false))).toBe('130.176.1.1');
  });

  it('is the source address where there is no CloudFront header, or one that does not read', () => {
    expect(callerAddress(event({}, true))).toBe('130.176.1.1');
    expect(callerAddress(event({ [VIEWER_ADDRESS_HEADER]: 'nonsense' }, true))).toBe('130.176.1.1');
  });
});
