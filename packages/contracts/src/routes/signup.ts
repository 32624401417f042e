import { defineRoute, PUBLIC } from '../route.ts';
import { statusAnswer } from '../envelope.ts';
import {
  acceptInvitationAnswer, acceptInvitationRequest, checkPasswordRequest, invitationParams, otpSendRequest, otpVerifyRequest, signupCreateAnswer, signupForm, signupRequest,
  timeZoneListAnswer, timeZoneListParams,
} from '../schemas/signup.ts';

export const signupRoutes = [
  defineRoute({
    area: 'signup', operation: 'check', method: 'GET', path: '/api/signup/check/{invitation}', access: PUBLIC,
    spec: 'doc1 §7 Signup', summary: 'Checks an invitation; answers the signup request.',
    params: invitationParams, response: signupRequest,
  }),
  defineRoute({
    area: 'signup', operation: 'checkPassword', method: 'POST', path: '/api/signup/checkPassword', access: PUBLIC,
    spec: 'doc1 §7 Signup', summary: 'Server password check (status ERROR on failure).',
    body: checkPasswordRequest, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'signup', operation: 'create', method: 'POST', path: '/api/signup/create', access: PUBLIC,
    spec: 'doc1 §7 Signup', summary: 'Creates the account from the signup form.',
    body: signupForm, bodyType: 'json', response: signupCreateAnswer,
  }),
  defineRoute({
    area: 'signup', operation: 'accept', method: 'POST', path: '/api/signup/accept', access: PUBLIC,
    spec: 'DESIGN (added, issue 7): an invitation for an existing account is accepted by signing in',
    summary: 'Accepts an invitation by signing in with the existing account (password, then its 2-step code).',
    body: acceptInvitationRequest, bodyType: 'json', response: acceptInvitationAnswer,
  }),
  defineRoute({
    area: 'signup', operation: 'otp/send', method: 'POST', path: '/api/signup/otp/send', access: PUBLIC,
    spec: 'doc1 §7 Signup', summary: 'Sends a verification code by SMS or e-mail.',
    body: otpSendRequest, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'signup', operation: 'otp/verify', method: 'POST', path: '/api/signup/otp/verify', access: PUBLIC,
    spec: 'doc1 §7 Signup', summary: 'Verifies the code (encryptedId, type, code, email).',
    body: otpVerifyRequest, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'signup', operation: 'getTimeZoneList', method: 'GET', path: '/api/signup/getTimeZoneList/{x}', access: PUBLIC,
    spec: 'doc1 §7 Signup', summary: 'Time zone options for the signup form.',
    params: timeZoneListParams, response: timeZoneListAnswer,
  }),
] as const;
