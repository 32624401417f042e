import * as z from 'zod';

/**
 * Proof that the signed-in person is who the account belongs to, asked before a sensitive change of their own account
 * (password, 2-step method, the mobile number 2-step codes go to): the current password and, when the account has
 * 2-step authentication, the code of the current method (sent, or shown by the app, after the password).
 */
export const currentProof = z.object({
  currentPassword: z.string().max(256).optional(),
  currentCode: z.string().trim().max(20).optional(),
});
export type CurrentProof = z.output<typeof currentProof>;

/**
 * The answers of a change that needs proof, besides SUCCESS: PASSWORD_REQUIRED (ask for the current password),
 * PASSWORD_INCORRECT, MFA_REQUIRED (ask for the current 2-step code, sent now for e-mail and mobile; send the
 * password again with it) and MFA_CODE_INCORRECT (a code of its own, apart from a change's CODE_INCORRECT for the code
 * of a new 2-step method).
 */
export const PROOF_STATUSES = ['PASSWORD_REQUIRED', 'PASSWORD_INCORRECT', 'MFA_REQUIRED', 'MFA_CODE_INCORRECT'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/** The answer of a change that needs proof: SUCCESS, or a proof status with its message and, for MFA_REQUIRED, the method the code goes by. */
export const proofAnswer = z.object({ status: z.string(), message: z.string().optional(), mfaType: z.enum(['EMAIL', 'MOBILE', 'APP']).optional() });

export const PROOF_MESSAGES = {
  passwordRequired: 'Please enter your current password to confirm this change.',
  passwordIncorrect: 'Your current password could not be confirmed. Please check it and try again.',
  codeIncorrect: 'Verification Code Invalid',
} as const;
