import { describe, expect, it } from 'vitest';
import { totpUri } from './mfa-setup.ts';

describe('authenticator app setup', () => {
  it('encodes the otpauth URI an authenticator app reads from the QR code', () => {
    expect(totpUri('ada@example.test', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Scheduler:ada%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Scheduler',
    );
  });
});
