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

describe('single sign-on in the auth stack', () => {
  it('wires one trigger Lambda to the define, create and verify auth-challenge triggers', () => {
    const t = template(stageFor('dev').auth);
    const p = Object.values(t.findResources('AWS::Cognito::UserPool'))[0].Properties;
    const cfg = p.LambdaConfig;
    expect(Object.keys(cfg).sort()).toEqual(['CreateAuthChallenge', 'DefineAuthChallenge', 'VerifyAuthChallengeResponse']);
    expect(new Set(Object.values(cfg).map((v) => JSON.stringify(v))).size).toBe(1);
  });

  it('keeps the partner and feed-token keys in Secrets Manager and hands them only to the API functions', () => {
    const stage = stageFor('dev');
    expect(Object.keys(template(stage.auth).findResources('AWS::SecretsManager::Secret'))).toHaveLength(2);
    const apiFns = Object.values(template(stage.api).findResources('AWS::Lambda::Function'));
    const authFn = apiFns.find((f) => String(f.Properties.FunctionName).endsWith('api-auth'))!;
    expect(Object.keys(authFn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['SSO_SHARED_SECRET', 'FEED_TOKEN_SECRET']));
    const jobFns = Object.values(template(stage.jobs).findResources('AWS::Lambda::Function'));
    for (const f of jobFns) expect(Object.keys(f.Properties.Environment?.Variables ?? {})).not.toContain('SSO_SHARED_SECRET');
  });
});
