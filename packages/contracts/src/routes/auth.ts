import { defineRoute, PUBLIC, SIGNED_IN } from '../route.ts';
import { statusAnswer } from '../envelope.ts';
import {
  healthAnswer, loginRequest, loginResponse, mfaCodeAnswer, mfaParams, redirectForm, refreshAnswer,
  requestResetPasswordForm, resetPasswordRequest, updateMfaTypeBody,
} from '../schemas/auth.ts';

export const authRoutes = [
  defineRoute({
    area: 'auth', operation: 'health', method: 'GET', path: '/api/health', access: PUBLIC,
    spec: 'DESIGN (added)', summary: 'Liveness check for deploy and local runtime.',
    response: healthAnswer,
  }),
  defineRoute({
    area: 'auth', operation: 'login', method: 'POST', path: '/api/auth/login', access: PUBLIC,
    spec: 'doc1 §7 Auth',
    summary: 'Opens the server session: from a Cognito access token (bearer, the web after Amplify sign-in) or from username and password; answers the login response.',
    body: loginRequest, bodyType: 'json', response: loginResponse,
  }),
  defineRoute({
    area: 'auth', operation: 'logout', method: 'POST', path: '/api/auth/logout', access: SIGNED_IN,
    spec: 'doc1 §2.2 user menu logout (call not named)', duringMfaSetup: true, summary: 'Ends the server session (the active-users list drops it).',
    bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'auth', operation: 'refresh', method: 'POST', path: '/api/auth/refresh', access: PUBLIC,
    spec: 'doc1 §7 Auth (GET in spec; renews the session)', summary: 'Renews the session from the refresh-token and forceRefresh headers.',
    bodyType: 'none', response: refreshAnswer,
  }),
  defineRoute({
    area: 'auth', operation: 'requestResetPassword', method: 'POST', path: '/api/auth/requestResetPassword', access: PUBLIC,
    spec: 'doc1 §7 Auth', summary: 'Sends a reset link; the same generic answer whether or not the account exists.',
    body: requestResetPasswordForm, bodyType: 'form', response: statusAnswer,
  }),
  defineRoute({
    area: 'auth', operation: 'resetPassword', method: 'POST', path: '/api/auth/resetPassword', access: PUBLIC,
    spec: 'doc1 §7 Auth', summary: 'Sets a new password (encryptedId, password, confirmPassword).',
    body: resetPasswordRequest, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'auth', operation: 'getMfaCode', method: 'POST', path: '/api/auth/getMfaCode/{userId}/{mfaType}', access: SIGNED_IN,
    spec: 'doc1 §7 Auth (GET in spec; sends a code)', duringMfaSetup: true, summary: 'Sends a one-time 2-step code for the chosen method (QR code for APP).',
    params: mfaParams, bodyType: 'none', response: mfaCodeAnswer,
  }),
  defineRoute({
    area: 'auth', operation: 'updateMfaType', method: 'POST', path: '/api/auth/updateMfaType/{userId}/{mfaType}', access: SIGNED_IN,
    spec: 'doc1 §7 Auth (GET in spec)', duringMfaSetup: true, summary: 'Sets the verified 2-step method as preferred.',
    params: mfaParams, body: updateMfaTypeBody, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'auth', operation: 'redirect', method: 'POST', path: '/api/auth/redirect', access: PUBLIC,
    spec: 'doc1 §7 Auth', summary: 'Single sign-on landing: form-encoded key1 and key2.',
    body: redirectForm, bodyType: 'form', response: loginResponse,
  }),
] as const;
