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

  it("lets Cognito's SMS role publish straight to phone numbers only: every topic ARN is denied", () => {
    const roles = Object.values(template(stageFor('dev').auth).findResources('AWS::IAM::Role'));
    const sms = roles.find((r) => JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('cognito-idp.amazonaws.com'))!;
    expect(sms.Properties.Policies[0].PolicyDocument.Statement).toEqual([
      { Effect: 'Allow', Action: 'sns:Publish', Resource: '*' },
      { Effect: 'Deny', Action: 'sns:Publish', Resource: 'arn:aws:sns:*:*:*' },
    ]);
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
    const client = (stage: 'dev' | 'prod') =>
      Object.values(template(stageFor(stage).auth).findResources('AWS::Cognito::UserPoolClient'))[0].Properties;
    const c = client('dev');
    expect(c.GenerateSecret).toBe(false);
    expect([...c.ExplicitAuthFlows].sort()).toEqual([
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
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

  it('keeps the partner keys and the feed-token key in Secrets Manager; no function environment holds a secret', () => {
    const stage = stageFor('dev');
    const secrets = template(stage.auth).findResources('AWS::SecretsManager::Secret');
    expect(Object.keys(secrets)).toHaveLength(2);
    const partnerKeys = Object.values(secrets).find((s) => String(s.Properties.Name).endsWith('/sso-partner-keys'))!;
    expect(partnerKeys.Properties.GenerateSecretString).toMatchObject({ SecretStringTemplate: '{}', GenerateStringKey: 'initial' });
    const fns = [stage.auth, stage.api, stage.jobs, stage.realtime].flatMap((s) => Object.values(template(s).findResources('AWS::Lambda::Function')));
    const envOf = (name: string) =>
      fns.find((f) => String(f.Properties.FunctionName).endsWith(name))!.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(envOf('api-auth'))).toContain('SSO_KEYS_SECRET_ARN');
    expect(Object.keys(envOf('api-user'))).toContain('FEED_TOKEN_SECRET_ARN');
    // The launch-link key is derived from the feed key: the areas writing or opening launch links, and the ws Lambda.
    const feedReaders = ['api-user', 'api-meeting', 'api-user-booking', 'api-meeting-session', '-ws'];
    for (const name of feedReaders) expect(Object.keys(envOf(name)), name).toContain('FEED_TOKEN_SECRET_ARN');
    for (const f of fns) {
      const env = (f.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
      const name = String(f.Properties.FunctionName);
      if (!name.endsWith('api-auth')) expect(Object.keys(env)).not.toContain('SSO_KEYS_SECRET_ARN');
      if (!feedReaders.some((r) => name.endsWith(r))) expect(Object.keys(env), name).not.toContain('FEED_TOKEN_SECRET_ARN');
      expect(Object.keys(env).filter((k) => /SSO_SHARED_SECRET|FEED_TOKEN_SECRET$|_LOCAL_SECRET$/.test(k))).toEqual([]);
      expect(JSON.stringify(env)).not.toMatch(/resolve:secretsmanager/);
    }
  });

  it('lets only the auth function read the partner keys, and only the user and launch-link functions the feed-token key', () => {
    const api = template(stageFor('dev').api);
    const roles = Object.entries(api.findResources('AWS::Lambda::Function')).map(([, f]) => ({
      name: String(f.Properties.FunctionName),
      role: JSON.stringify(f.Properties.Role),
    }));
    const readersOf = (secretId: RegExp) =>
      Object.values(api.findResources('AWS::IAM::Policy'))
        .filter((p) =>
          (p.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[]).some(
            (st) => JSON.stringify(st.Action).includes('secretsmanager:GetSecretValue') && secretId.test(JSON.stringify(st.Resource)),
          ),
        )
        .flatMap((p) =>
          (p.Properties.Roles as unknown[]).map((r) => roles.find((f) => f.role.includes(JSON.stringify(r).replace(/^\{"Ref":"|"\}$/g, '')))?.name),
        );
    expect(readersOf(/SsoPartnerKeys/)).toEqual([expect.stringMatching(/api-auth$/)]);
    expect(readersOf(/FeedTokenSecret/).sort()).toEqual([
      expect.stringMatching(/api-meeting$/),
      expect.stringMatching(/api-meeting-session$/),
      expect.stringMatching(/api-user$/),
      expect.stringMatching(/api-user-booking$/),
    ]);
  });
});
