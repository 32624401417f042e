import type { CurrentProof } from '@scheduler/contracts/schemas/current-proof';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** POST auth/getMfaCode/{userId}/{type}: sends a one-time code; for APP the answer holds the QR image and the secret (message). */
export function getMfaCode(params: CallRequest<'auth.getMfaCode'>['params']) {
  return api.call('auth.getMfaCode', { params, errors: 'caller', acceptAnyStatus: true });
}

/**
 * POST auth/updateMfaType/{userId}/{type} with the code: sets the verified method as preferred. Replacing a method
 * already set also carries the current password and code the server asks for (PASSWORD_REQUIRED, MFA_REQUIRED).
 */
export function updateMfaType(params: CallRequest<'auth.updateMfaType'>['params'], code: string, proof: CurrentProof = {}) {
  return api.call('auth.updateMfaType', { params, body: { code, ...proof }, errors: 'caller', acceptAnyStatus: true });
}

/** GET user/getCurrentUserProfile: the profile the session opens with once the method is set. */
export function currentUserProfile() {
  return api.call('user.getCurrentUserProfile', { errors: 'caller', session: true });
}
