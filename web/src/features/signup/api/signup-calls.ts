import type { acceptInvitationAnswer, acceptInvitationRequest, otpSendRequest, otpVerifyRequest, signupForm, signupRequest } from '@scheduler/contracts/schemas/signup';
import type * as z from 'zod';
import { api } from '../../../shared/lib/api/index.ts';

export type Invitation = z.infer<typeof signupRequest>;
export type SignupForm = z.input<typeof signupForm>;
export type OtpSend = z.input<typeof otpSendRequest>;
export type OtpVerify = z.input<typeof otpVerifyRequest>;
export type StatusAnswer = { status: string; message?: string };
export type AcceptInvitation = z.input<typeof acceptInvitationRequest>;
export type AcceptAnswer = z.infer<typeof acceptInvitationAnswer>;

// Every sign-up call leaves its failures to the page: each has its own dialog (doc 1 §8 Sign-up).
const own = { errors: 'caller', acceptAnyStatus: true } as const;

/** GET signup/check/{invitation}: the invitation's details, or ACCEPTED / ERROR / EXPIRED with a message. */
export function checkInvitation(invitation: string): Promise<Invitation> {
  return api.call('signup', 'check', { params: { invitation }, ...own });
}

/** POST signup/checkPassword: the server's password check (ERROR with a message on failure). */
export function checkPassword(password: string): Promise<StatusAnswer> {
  return api.call('signup', 'checkPassword', { body: { password }, ...own });
}

/** POST signup/otp/send: a verification code by e-mail or SMS. */
export function sendCode(body: OtpSend): Promise<StatusAnswer> {
  return api.call('signup', 'otp/send', { body, ...own });
}

/** POST signup/otp/verify. */
export function verifyCode(body: OtpVerify): Promise<StatusAnswer> {
  return api.call('signup', 'otp/verify', { body, ...own });
}

/** POST signup/create: the account from the sign-up form. */
export function createAccount(body: SignupForm): Promise<StatusAnswer> {
  return api.call('signup', 'create', { body, ...own });
}

/**
 * POST signup/accept: an invitation for an e-mail that already has an account, accepted by signing in with it
 * (MFA_REQUIRED asks for its 2-step code, sent again with the same password as otpCode).
 */
export function acceptInvitation(body: AcceptInvitation): Promise<AcceptAnswer> {
  return api.call('signup', 'accept', { body, ...own });
}
