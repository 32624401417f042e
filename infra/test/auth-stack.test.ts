import { describe, expect, it } from 'vitest';
import { stageFor, template } from './support/synth.ts';

describe('auth stack', () => {
  const pool = (stage: 'dev' | 'prod') => Object.values(template(stageFor(stage).auth).findResources('AWS::Cognito::UserPool'))[0].Properties;

  it('requires 14+ characters with digits, symbols, upper and lower case', () => {
    expect(pool('dev').Policies.PasswordPolicy).toMatchObject({
      MinimumLength: 14,
      RequireNumbers: true,
      RequireSymbols: true,
      RequireUppercase: true,
      RequireLowercase: true,
    });
  });

  it('offers optional 2-step by SMS, authenticator app and e-mail (SES, ESSENTIALS or above)', () => {
    const p = pool('dev');
    expect(p.MfaConfiguration).toBe('OPTIONAL');
    expect([...p.EnabledMfas].sort()).toEqual(['EMAIL_OTP', 'SMS_MFA', 'SOFTWARE_TOKEN_MFA']);
    expect(p.EmailConfiguration).toMatchObject({ EmailSendingAccount: 'DEVELOPER', From: 'Scheduler <no-reply@dev.scheduler.example.com>' });
    expect(p.UserPoolTier).toBe('ESSENTIALS');
    expect(p.SmsConfiguration).toMatchObject({ ExternalId: 'scheduler-dev-cognito-sms' });
  });

  it('is invitation-only, signs in by e-mail as username (case-insensitive), recovers by e-mail', () => {
    const p = pool('dev');
    expect(p.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
    expect(p.UsernameAttributes).toEqual(['email']);
    expect(p.UsernameConfiguration).toEqual({ CaseSensitive: false });
    expect(p.AccountRecoverySetting).toEqual({ RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] });
  });

  it('runs prod on PLUS with threat protection enforced', () => {
    const p = pool('prod');
    expect(p.UserPoolTier).toBe('PLUS');
    expect(p.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'ENFORCED' });
    expect(pool('dev').UserPoolAddOns).toBeUndefined();
  });

  it('has one public client: SRP, password and custom auth, 60-minute access tokens, refresh per environment', () => {
    const client = (stage: 'dev' | 'prod') => Object.values(template(stageFor(stage).auth).findResources('AWS::Cognito::UserPoolClient'))[0].Properties;
    const c = client('dev');
    expect(c.GenerateSecret).toBe(false);
    expect([...c.ExplicitAuthFlows].sort()).toEqual(['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']);
    expect(c.AccessTokenValidity).toBe(60);
    expect(c.TokenValidityUnits.AccessToken).toBe('minutes');
    expect(c.RefreshTokenValidity).toBe(1440);
    expect(client('prod').RefreshTokenValidity).toBe(30 * 1440);
  });
});
