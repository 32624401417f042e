import { signupRoutes } from '@scheduler/contracts/routes/signup';
import { createArea } from '../lib/create-area.ts';
import accept from './accept.ts';
import check from './check.ts';
import checkPassword from './check-password.ts';
import create from './create.ts';
import getTimeZoneList from './get-time-zone-list.ts';
import otpSend from './otp-send.ts';
import otpVerify from './otp-verify.ts';

/** The signup Lambda: invitation sign-up (doc 1 §2.8, §7 Signup), and acceptance by signing in for an existing account. */
export const { handler, implemented } = createArea('signup', signupRoutes, [
  check,
  checkPassword,
  otpSend,
  otpVerify,
  create,
  accept,
  getTimeZoneList,
]);
