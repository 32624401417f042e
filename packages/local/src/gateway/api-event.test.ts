import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { defineRoute, PUBLIC } from '@scheduler/contracts/route';
import { buildApiEvent } from './api-event.ts';

const route = defineRoute({
  area: 'download',
  operation: 'file',
  method: 'POST',
  path: '/api/download/file',
  access: PUBLIC,
  spec: 't',
  summary: 't',
});
const request = (remoteAddress: string, remotePort: number, rawHeaders: string[] = []) =>
  ({
    url: '/api/download/file',
    method: 'POST',
    httpVersion: '1.1',
    rawHeaders,
    socket: { remoteAddress, remotePort },
  }) as unknown as IncomingMessage;
const origin = { header: 'x-origin-verify', value: 'the-cloudfront-origin-value' };

describe('buildApiEvent (the gateway plays CloudFront)', () => {
  it("names the viewer's address and port as CloudFront-Viewer-Address, replacing the caller's own", () => {
    const forged = request('::ffff:192.0.2.7', 51234, ['CloudFront-Viewer-Address', '203.0.113.9:1']);
    const event = buildApiEvent({ req: forged, body: Buffer.alloc(0), route, params: {}, domainName: 'local', origin });
    expect(event.headers['cloudfront-viewer-address']).toBe('::ffff:192.0.2.7:51234');
    const v6 = buildApiEvent({ req: request('::1', 40000), body: Buffer.alloc(0), route, params: {}, domainName: 'local', origin });
    expect(v6.headers['cloudfront-viewer-address']).toBe('::1:40000');
  });
});
