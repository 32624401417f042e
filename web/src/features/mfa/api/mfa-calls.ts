import type { CurrentProof } from '@scheduler/contracts/schemas/current-proof';
import { api } from '../../../shared/lib/api/index.ts';
import type { UserProfile } from '../../../shared/lib/current-user.ts';

export type MfaType = 'EMAIL' | 'MOBILE' | 'APP';

/** POST auth/getMfaCode/{userId}/{type}: sends a one-time code; for APP the answer holds the QR image and the secret (message). */
export function getMfaCode(userId: string, mfaType: MfaType): Promise<{ status: string; message?: string; mfaQRCode?: string }> {
  return api.call('auth', 'getMfaCode', { params: { userId, mfaType }, errors: 'caller', acceptAnyStatus: true });
}

/**
 * POST auth/updateMfaType/{userId}/{type} with the code: sets the verified method as preferred. Replacing a method
 * already set also carries the current password and code the server asks for (PASSWORD_REQUIRED, MFA_REQUIRED).
 */
export function updateMfaType(userId: string, mfaType: MfaType, code: string, proof: CurrentProof = {}): Promise<{ status: string; message?: string }> {
  return api.call('auth', 'updateMfaType', { params: { userId, mfaType }, body: { code, ...proof }, errors: 'caller', acceptAnyStatus: true });
}

/** GET user/getCurrentUserProfile: the profile the session opens with once the method is set. */
export function currentUserProfile(): Promise<UserProfile> {
  return api.call<UserProfile>('user', 'getCurrentUserProfile', { errors: 'caller', session: true });
}
