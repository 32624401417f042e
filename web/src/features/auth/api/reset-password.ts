import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** POST auth/resetPassword: sets a new password for the reset link's id; status SUCCESS or ERROR with a message. */
export function resetPassword(body: CallRequest<'auth.resetPassword'>['body']) {
  return api.call('auth.resetPassword', { body, errors: 'caller', acceptAnyStatus: true });
}
