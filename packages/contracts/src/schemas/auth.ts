import * as z from 'zod';
import { configLabel } from './config-label.ts';
import { email, id, mfaType, requiredText, statusAnswer } from './common.ts';
import { currentProof } from './current-proof.ts';
import { passwordPair } from './password.ts';

/**
 * Login request (doc 1 §3): username, password, otpCode, mfaType. The web signs in with Cognito (Amplify) and
 * sends only the bearer token; an API client may send username and password and get the tokens back.
 */
export const loginRequest = z.object({
  username: z.string().trim().max(200).optional(),
  password: z.string().max(256).optional(),
  otpCode: z.string().trim().max(20).optional(),
  mfaType: mfaType.optional(),
});

export const sessionExpiry = z.object({
  refreshToken: z.string().optional(),
  /** The same instant as an ISO string, for the client's countdown. */
  expiresOn: z.string().optional(),
  /** Expiry as YYYYMMDDHHmmss in server time (Australia/Sydney). */
  encodedRefreshTokenExpiry: z.string(),
  minutesPrior: z.number(),
  logOutMessage: z.string().optional(),
});

/** Login response (doc 1 §3). Failures (ERROR, CODE_INCORRECT) carry status and message only. */
export const loginResponse = z.object({
  status: z.string(),
  message: z.string().optional(),
  /** The server session: sent back on every call as the x-session-id header. */
  sessionId: z.string().optional(),
  token: z.string().optional(),
  tokens: z.record(z.string(), z.string()).optional(),
  sessionExpiry: sessionExpiry.optional(),
  mfaRequired: z.boolean().optional(),
  mfaEnabled: z.boolean().optional(),
  mfaType: mfaType.optional(),
  encryptedId: z.string().optional(),
  /** Masked to the last 4 digits. */
  mobileNo: z.string().optional(),
  username: z.string().optional(),
  mfaQRCode: z.string().optional(),
  configLabels: z.array(configLabel).optional(),
  /** Index 0 meetings, index 1 others (doc 1 §9). */
  pageSize: z.array(z.number().int().min(1)).optional(),
  msgOrgAccessActivate: z.string().optional(),
  logoutRedirection: z.string().optional(),
});

/** auth/refresh headers (lower case, as API Gateway delivers them). */
export const refreshHeaders = z.object({
  'refresh-token': z.string().min(1).max(4096),
  forcerefresh: z.enum(['Y', 'N']).default('N'),
});
export const refreshAnswer = z.object({
  status: z.string(),
  message: z.string().optional(),
  sessionExpiry: sessionExpiry.optional(),
  /** New Cognito tokens when the refresh token was redeemed (forceRefresh Y). */
  tokens: z.record(z.string(), z.string()).optional(),
});

/** Form field email; the answer is the same whether or not the account exists. */
export const requestResetPasswordForm = z.object({ email });

export const resetPasswordRequest = passwordPair.safeExtend({ encryptedId: id });

export const mfaParams = z.object({ userId: z.string().min(1).max(200), mfaType });
/** The new method's code; replacing a method already set also carries the current password and code (current-proof.ts). */
export const updateMfaTypeBody = currentProof.extend({ code: z.string().trim().max(20).optional() });
export const mfaCodeAnswer = statusAnswer.extend({ mfaQRCode: z.string().optional() });

/**
 * Single sign-on landing: form-encoded key1 and key2. When the answer was MFA_REQUIRED for an e-mail or mobile
 * method, the same key1 and key2 are posted again with the code the person received as otpCode.
 */
export const redirectForm = z.object({ key1: requiredText(4000), key2: requiredText(4000), otpCode: z.string().trim().max(20).optional() });

export const healthAnswer = z.object({
  status: z.literal('SUCCESS'),
  service: z.literal('scheduler'),
  time: z.iso.datetime(),
});
