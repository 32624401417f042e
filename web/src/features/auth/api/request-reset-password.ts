import { api } from '../../../shared/lib/api/index.ts';

/** POST auth/requestResetPassword (form field email); the same generic answer whether or not the account exists. */
export function requestResetPassword(email: string) {
  return api.call('auth.requestResetPassword', { body: { email }, acceptAnyStatus: true });
}
