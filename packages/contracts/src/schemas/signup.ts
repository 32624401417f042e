import * as z from 'zod';
import { isValidEmail, isValidMobile } from '../field-rules.ts';
import { countryCode, email, id, mobileNo, pathParams, requiredText, timezoneOption } from './common.ts';
import { password, PASSWORD_MESSAGES } from './password.ts';

export const SIGNUP_MESSAGES = {
  smsNeedsMobile: 'Validation Error: Please enter a mobile number, and ensure all required fields are filled',
  emailNeedsAddress: 'Please enter an Email Address, and ensure all required fields are filled',
  /** A new code was asked for while the current one's tries are used up (they last the code's lifetime). */
  codeTriesUsedUp: 'Too many incorrect attempts: please wait 10 minutes, then ask for a new code.',
  /** SIGN_IN_REQUIRED: the e-mail already has an account, so sign-up cannot set a password for it. */
  signInToAccept: 'This email address already has an account. Sign in with your current password to accept the invitation.',
  invitationAcceptedBySignIn: (organisationName: string) => `Your access to ${organisationName} is now active. Sign in as usual to use it.`,
} as const;

export const invitationParams = pathParams('invitation');

/** Signup request: the result of the invitation check (doc 1 §3). */
export const signupRequest = z.object({
  status: z.string(),
  message: z.string().optional(),
  countryCode: countryCode.optional(),
  username: z.string().optional(),
  organisationName: z.string().optional(),
  timeZoneRequired: z.boolean().optional(),
  timezoneList: z.array(timezoneOption).optional(),
  isRoleCandidate: z.boolean().optional(),
  privacyText: z.string().optional(),
  mfaRequired: z.boolean().optional(),
  mfaQRCode: z.string().optional(),
  encryptedUserId: z.string().optional(),
  /** The names the admin typed in the invitation (SIGN_UP): the form starts with them. */
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  /**
   * How the invitation is accepted: SIGN_UP creates an account (the three steps); SIGN_IN, for an e-mail that already
   * has an account, signs in with it (signup/accept). A SIGN_IN answer carries only what that page shows.
   */
  acceptBy: z.enum(['SIGN_UP', 'SIGN_IN']).optional(),
});

/**
 * signup/accept: the invitation, the account's current password and, after MFA_REQUIRED, its 2-step code as otpCode;
 * candidates accept the organisation's privacy statement.
 */
export const acceptInvitationRequest = z.object({
  invitation: requiredText(4000),
  password: z.string().min(1, 'Please enter password').max(256),
  otpCode: z.string().trim().max(20).optional(),
  isPrivacyStatementAccepted: z.boolean().optional(),
});

/** SUCCESS, MFA_REQUIRED (with the method the code goes by), CODE_INCORRECT, or ERROR / EXPIRED / ACCEPTED with the reason. */
export const acceptInvitationAnswer = z.object({
  status: z.string(),
  message: z.string().optional(),
  mfaType: z.enum(['EMAIL', 'MOBILE', 'APP']).optional(),
});

/** The page may send the person's names and username so the check also refuses them inside the password. */
export const checkPasswordRequest = z.object({
  password: z.string().min(1).max(256),
  firstName: z.string().trim().max(200).optional(),
  lastName: z.string().trim().max(200).optional(),
  username: z.string().trim().max(200).optional(),
});

/** signup/create answer: status and message, and whether 2-step setup comes next (the organisation requires it). */
export const signupCreateAnswer = z.object({ status: z.string(), message: z.string().optional(), mfaRequired: z.boolean().optional() });

/** Signup form (doc 1 §3, §5). Timezone and privacy acceptance depend on the invitation: the server checks them. */
export const signupForm = z
  .object({
    firstName: requiredText(200),
    lastName: requiredText(200),
    mobileNo,
    password,
    confirmPassword: z.string().max(256),
    encryptedTimezoneId: id.optional(),
    isPrivacyStatementAccepted: z.boolean().optional(),
    username: email,
    invitation: requiredText(4000),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });

/** Verification code request (doc 1 §3). */
export const otpSendRequest = z
  .object({
    type: z.enum(['SMS', 'EMAIL']),
    phoneNumber: z.string().trim().max(20).optional(),
    encryptedId: requiredText(4000),
    firstName: z.string().trim().max(200).optional(),
    lastName: z.string().trim().max(200).optional(),
    email: z.string().trim().max(200).optional(),
    code: z.string().trim().max(20).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'SMS' && !(v.phoneNumber && isValidMobile(v.phoneNumber))) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: SIGNUP_MESSAGES.smsNeedsMobile });
    }
    if (v.type === 'EMAIL' && !(v.email && isValidEmail(v.email))) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: SIGNUP_MESSAGES.emailNeedsAddress });
    }
  });

export const otpVerifyRequest = z.object({
  encryptedId: requiredText(4000),
  type: z.enum(['SMS', 'EMAIL']),
  code: requiredText(20, 1, 'You must enter the Code'),
  email: z.string().trim().max(200).optional(),
});

export const timeZoneListParams = pathParams('x');
export const timeZoneListAnswer = z.array(timezoneOption);
