import { randomUUID } from 'node:crypto';
import { CognitoError } from 'cognito-local/lib/errors.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { attributeValue, type User, type UserPoolService } from 'cognito-local/lib/services/userPoolService.js';

export type MfaMethod = 'EMAIL_OTP' | 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';
const ORDER: readonly MfaMethod[] = ['SMS_MFA', 'SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'];

/** The MFA methods a user has turned on (explicit settings, or the legacy SMS `MFAOptions`). */
export function mfaMethods(user: User): MfaMethod[] {
  const set = new Set<string>(user.UserMFASettingList ?? []);
  if (set.size === 0 && (user.MFAOptions ?? []).some((o) => o.DeliveryMedium === 'SMS')) set.add('SMS_MFA');
  return ORDER.filter((m) => set.has(m));
}

/** The challenge to send after a correct password: the preferred method, the only one, or a choice. */
export function nextMfaChallenge(user: User): MfaMethod | 'SELECT_MFA_TYPE' | undefined {
  const methods = mfaMethods(user);
  if (methods.length === 0) return undefined;
  const preferred = user.PreferredMfaSetting as MfaMethod | undefined;
  if (preferred && methods.includes(preferred)) return preferred;
  return methods.length === 1 ? methods[0] : 'SELECT_MFA_TYPE';
}

interface MfaSettings {
  Enabled?: boolean;
  PreferredMfa?: boolean;
}
export interface MfaPreferenceRequest {
  SMSMfaSettings?: MfaSettings;
  SoftwareTokenMfaSettings?: MfaSettings;
  EmailMfaSettings?: MfaSettings;
}

const invalid = (message: string) => new CognitoError('InvalidParameterException', message);

/** Applies (Admin)SetUserMFAPreference like Cognito, including e-mail MFA, and keeps the SMS `MFAOptions` in step. */
export function applyMfaPreference(user: User, req: MfaPreferenceRequest): User {
  const methods = new Set<string>(mfaMethods(user));
  let preferred = user.PreferredMfaSetting;
  const apply = (method: MfaMethod, s: MfaSettings | undefined, allowed: () => boolean, refusal: string) => {
    if (!s) return;
    if (s.Enabled === true) {
      if (!allowed()) throw invalid(refusal);
      methods.add(method);
    } else if (s.Enabled === false) methods.delete(method);
    if (s.PreferredMfa === true) {
      if (!methods.has(method)) throw invalid(`Cannot set ${method} as preferred: it is not enabled`);
      preferred = method;
    } else if (s.PreferredMfa === false && preferred === method) preferred = undefined;
  };
  apply(
    'SMS_MFA',
    req.SMSMfaSettings,
    () => !!attributeValue('phone_number', user.Attributes),
    'User does not have delivery config set to turn on SMS_MFA',
  );
  apply(
    'SOFTWARE_TOKEN_MFA',
    req.SoftwareTokenMfaSettings,
    () => !!user.SoftwareTokenMfaConfiguration?.Verified,
    'User has not set up software token mfa',
  );
  apply(
    'EMAIL_OTP',
    req.EmailMfaSettings,
    () => !!attributeValue('email', user.Attributes),
    'User does not have delivery config set to turn on EMAIL_OTP',
  );
  if (preferred && !methods.has(preferred)) preferred = undefined;
  const otherOptions = (user.MFAOptions ?? []).filter((o) => o.DeliveryMedium !== 'SMS');
  return {
    ...user,
    UserMFASettingList: ORDER.filter((m) => methods.has(m)),
    PreferredMfaSetting: preferred,
    MFAOptions: methods.has('SMS_MFA') ? [...otherOptions, { DeliveryMedium: 'SMS', AttributeName: 'phone_number' }] : otherOptions,
  };
}

export const maskEmail = (email: string): string => {
  const [local, domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${dot >= 0 ? domain.slice(dot) : ''}`;
};
export const maskPhone = (phone: string): string => `+${'*'.repeat(Math.max(phone.length - 5, 0))}${phone.slice(-4)}`;

export interface ChallengeAnswer {
  ChallengeName: string;
  ChallengeParameters: Record<string, string>;
  Session: string;
}

/** Sends the code (e-mail or SMS, into the outbox) or asks for the authenticator code; returns the challenge. */
export async function issueMfaChallenge(
  ctx: Context,
  services: Services,
  pool: UserPoolService,
  user: User,
  challenge: MfaMethod | 'SELECT_MFA_TYPE',
  clientId: string,
  session: string = randomUUID(),
): Promise<ChallengeAnswer> {
  const base = { USER_ID_FOR_SRP: user.Username };
  if (challenge === 'SELECT_MFA_TYPE') {
    return { ChallengeName: challenge, ChallengeParameters: { ...base, MFAS_CAN_CHOOSE: JSON.stringify(mfaMethods(user)) }, Session: session };
  }
  if (challenge === 'SOFTWARE_TOKEN_MFA') {
    const name = user.SoftwareTokenMfaConfiguration?.FriendlyDeviceName;
    return { ChallengeName: challenge, ChallengeParameters: { ...base, ...(name ? { FRIENDLY_DEVICE_NAME: name } : {}) }, Session: session };
  }
  const email = challenge === 'EMAIL_OTP';
  const attributeName = email ? 'email' : 'phone_number';
  const destination = attributeValue(attributeName, user.Attributes);
  if (!destination) throw invalid(`User has no ${attributeName} for ${challenge}`);
  const code = services.otp();
  const delivery = email
    ? ({ DeliveryMedium: 'EMAIL', AttributeName: 'email', Destination: destination } as const)
    : ({ DeliveryMedium: 'SMS', AttributeName: 'phone_number', Destination: destination } as const);
  await services.messages.deliver(ctx, 'Authentication', clientId, pool.options.Id ?? '', user, code, undefined, delivery);
  await pool.saveUser(ctx, { ...user, MFACode: code });
  return {
    ChallengeName: challenge,
    ChallengeParameters: {
      ...base,
      CODE_DELIVERY_DELIVERY_MEDIUM: email ? 'EMAIL' : 'SMS',
      CODE_DELIVERY_DESTINATION: email ? maskEmail(destination) : maskPhone(destination),
    },
    Session: session,
  };
}
