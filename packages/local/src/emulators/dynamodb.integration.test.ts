import { describe, expect, inject, it } from 'vitest';
import { portInUse } from '../ports.ts';

describe('DynamoDB Local', () => {
  it('answers on 127.0.0.1 only: another loopback address (or interface) finds nothing on its port', async () => {
    const port = Number(new URL(inject('dynamoEndpoint')).port);
    expect(await portInUse(port, '127.0.0.1')).toBe(true);
    // Linux routes all of 127.0.0.0/8 to lo: a server bound to every interface would accept here too.
    expect(await portInUse(port, '127.0.0.2')).toBe(false);
  });
});
