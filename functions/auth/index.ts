import { authRoutes } from '@scheduler/contracts/routes/auth';
import { createArea } from '../lib/create-area.ts';
import getMfaCode from './get-mfa-code.ts';
import health from './health.ts';
import login from './login.ts';
import logout from './logout.ts';
import redirect from './redirect.ts';
import refresh from './refresh.ts';
import requestResetPassword from './request-reset-password.ts';
import resetPassword from './reset-password.ts';
import updateMfaType from './update-mfa-type.ts';

/** The auth Lambda: health, sign-in session, sign-out. */
export const { handler, implemented } = createArea('auth', authRoutes, [
  health,
  login,
  logout,
  refresh,
  redirect,
  requestResetPassword,
  resetPassword,
  getMfaCode,
  updateMfaType,
]);
