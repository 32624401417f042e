import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

// Every sign-up call leaves its failures to the page: each has its own dialog (doc 1 §8 Sign-up).
const own = { errors: 'caller', acceptAnyStatus: true } as const;

/** GET signup/check/{invitation}: the invitation's details, or ACCEPTED / ERROR / EXPIRED with a message. */
export function checkInvitation(invitation: string) {
  return api.call('signup.check', { params: { invitation }, ...own });
}

/** POST signup/checkPassword: the server's password check (ERROR with a message on failure). */
export function checkPassword(password: string) {
  return api.call('signup.checkPassword', { body: { password }, ...own });
}

/** POST signup/otp/send: a verification code by e-mail or SMS. */
export function sendCode(body: CallRequest<'signup.otp/send'>['body']) {
  return api.call('signup.otp/send', { body, ...own });
}

/** POST signup/otp/verify. */
export function verifyCode(body: CallRequest<'signup.otp/verify'>['body']) {
  return api.call('signup.otp/verify', { body, ...own });
}

/** POST signup/create: the account from the sign-up form. */
export function createAccount(body: CallRequest<'signup.create'>['body']) {
  return api.call('signup.create', { body, ...own });
}

/**
 * POST signup/accept: an invitation for an e-mail that already has an account, accepted by signing in with it
 * (MFA_REQUIRED asks for its 2-step code, sent again with the same password as otpCode).
 */
export function acceptInvitation(body: CallRequest<'signup.accept'>['body']) {
  return api.call('signup.accept', { body, ...own });
}
