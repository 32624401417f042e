import { describe, expect, it } from 'vitest';
import { switchOutcome } from './organisation-switch-rules.ts';

describe('switching into an organisation that requires 2-step authentication', () => {
  it('asks for the mfa page when the user has no method, and not otherwise', () => {
    expect(switchOutcome({ status: 'SUCCESS', mfaEnabled: true })).toMatchObject({ kind: 'switched', mfaSetupRequired: true });
    expect(switchOutcome({ status: 'SUCCESS', mfaEnabled: true, mfaType: 'APP' })).not.toHaveProperty('mfaSetupRequired');
    expect(switchOutcome({ status: 'SUCCESS', mfaEnabled: false })).not.toHaveProperty('mfaSetupRequired');
  });
});
