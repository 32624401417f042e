import { describe, expect, it } from 'vitest';
import { ENV } from '@scheduler/contracts/env';
import { AREAS, routeKey } from '@scheduler/contracts/route';
import { PUBLIC_AUTH_THROTTLE } from '../lib/stacks/api-stack.ts';
import { ROUTES, stageFor, template } from './support/synth.ts';

describe('api stack', () => {
  const t = () => template(stageFor('dev').api);
  const routes = () =>
    Object.values(t().findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties as { RouteKey: string; AuthorizationType?: string; AuthorizerId?: unknown },
    );

  it('declares exactly one route per ROUTES entry', () => {
    const keys = routes()
      .map((r) => r.RouteKey)
      .sort();
    expect(keys).toEqual(ROUTES.map(routeKey).sort());
    expect(new Set(keys).size).toBe(ROUTES.length);
  });

  it('leaves exactly the public routes without an authorizer; the routes a key may call have the Lambda one, every other the JWT one', () => {
    const publicKeys = ROUTES.filter((r) => r.access.kind === 'public')
      .map(routeKey)
      .sort();
    const keyRoutes = ROUTES.filter((r) => r.access.kind !== 'public' && r.apiKeyScope)
      .map(routeKey)
      .sort();
    expect(publicKeys.length).toBeGreaterThan(0);
    expect(keyRoutes.length).toBeGreaterThanOrEqual(7);
    const open = routes()
      .filter((r) => (r.AuthorizationType ?? 'NONE') === 'NONE')
      .map((r) => r.RouteKey)
      .sort();
    expect(open).toEqual(publicKeys);
    const custom = routes()
      .filter((r) => r.AuthorizationType === 'CUSTOM')
      .map((r) => r.RouteKey)
      .sort();
    expect(custom).toEqual(keyRoutes);
    for (const r of routes().filter((x) => !publicKeys.includes(x.RouteKey) && !keyRoutes.includes(x.RouteKey))) {
      expect(r.AuthorizationType).toBe('JWT');
      expect(r.AuthorizerId).toBeDefined();
    }
    t().hasResourceProperties('AWS::ApiGatewayV2::Authorizer', { AuthorizerType: 'JWT', IdentitySource: ['$request.header.Authorization'] });
  });

  it('authorizes the routes a key may call with a Lambda: simple responses, no result caching, JWT issuer and client', () => {
    t().hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 0,
      IdentitySource: ['$request.header.Authorization'],
    });
    const fns = Object.values(t().findResources('AWS::Lambda::Function')).map((f) => f.Properties);
    const authorizer = fns.find((f) => String(f.FunctionName).endsWith('-api-authorizer'));
    expect(authorizer).toBeDefined();
    expect(Object.keys(authorizer.Environment.Variables)).toEqual(expect.arrayContaining([ENV.jwtIssuer, ENV.stage, ENV.userPoolClientId]));
    for (const other of [ENV.tableName, ENV.uploadsBucket, ENV.eventBusName]) expect(authorizer.Environment.Variables).not.toHaveProperty(other);
    // It reads nothing of the table, the buckets or the secrets: no policy of its own beyond its logs.
    const policies = Object.entries(t().findResources('AWS::IAM::Policy')).filter(([id]) => id.startsWith('ApiKeyAuthorizer'));
    expect(policies).toEqual([]);
  });

  it('runs one Node 24 ARM64 Lambda per area with the contract environment', () => {
    const fns = Object.values(t().findResources('AWS::Lambda::Function'))
      .map((f) => f.Properties)
      .filter((f) => !String(f.FunctionName).endsWith('-api-authorizer'));
    expect(fns).toHaveLength(AREAS.length);
    for (const f of fns) {
      expect(f.Runtime).toBe('nodejs24.x');
      expect(f.Architectures).toEqual(['arm64']);
      for (const name of [
        ENV.stage,
        ENV.tableName,
        ENV.userPoolId,
        ENV.userPoolClientId,
        ENV.jwtIssuer,
        ENV.uploadsBucket,
        ENV.eventBusName,
        ENV.wsEndpoint,
        ENV.countryHeader,
      ]) {
        expect(f.Environment.Variables).toHaveProperty(name);
      }
    }
    expect(Object.keys(t().findResources('AWS::Logs::LogGroup')).length).toBe(AREAS.length + 2);
  });

  it('throttles and access-logs the $default stage, and stays under the 500-resource limit', () => {
    t().hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
    const stage = Object.values(t().findResources('AWS::ApiGatewayV2::Stage'))[0].Properties;
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
    expect(Object.keys(t().toJSON().Resources).length).toBeLessThan(500);
  });

  it('grants Cognito admin operations only to the auth, signup and user areas', () => {
    const policies = t().findResources('AWS::IAM::Policy');
    const withCognito = Object.entries(policies)
      .filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('cognito-idp:Admin'))
      .map(([id]) => id.replace(/^Area(.+?)Fn.*$/, '$1'))
      .sort();
    expect(withCognito).toEqual(['auth', 'signup', 'user']);
  });

  type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
  const statementsOf = (area: string): Statement[] =>
    Object.entries(t().findResources('AWS::IAM::Policy'))
      .filter(([id]) => id.startsWith(`Area${area.replace(/-/g, '')}Fn`))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
  const withAction = (action: string) => (s: Statement) => [s.Action].flat().includes(action);

  it('lets only the sending areas e-mail, with SendEmail as the verified domain and nothing else of SES', () => {
    for (const area of AREAS) {
      const ses = statementsOf(area).filter((s) => JSON.stringify(s.Action).includes('ses:'));
      // auth and signup send codes, user invitations, user-booking and upload candidate invitations (single and file).
      if (!['auth', 'signup', 'user', 'user-booking', 'upload'].includes(area)) {
        expect(ses, area).toEqual([]);
        continue;
      }
      expect(ses, area).toEqual([{ Effect: 'Allow', Action: 'ses:SendEmail', Resource: expect.objectContaining({ 'Fn::Join': expect.anything() }) }]);
      expect(JSON.stringify(ses[0].Resource)).toContain(':identity/dev.scheduler.example.com');
    }
  });

  it('lets only auth and signup publish SMS, straight to phone numbers: every topic ARN is denied', () => {
    const senders = AREAS.filter((area) => statementsOf(area).some(withAction('sns:Publish')));
    expect(senders.sort()).toEqual(['auth', 'signup']);
    for (const area of senders) {
      const publish = statementsOf(area).filter(withAction('sns:Publish'));
      expect(publish).toEqual(
        expect.arrayContaining([
          { Effect: 'Allow', Action: 'sns:Publish', Resource: '*' },
          { Effect: 'Deny', Action: 'sns:Publish', Resource: 'arn:aws:sns:*:*:*' },
        ]),
      );
    }
  });

  it("lets only meeting-session manage Chime meetings: the adapter's four actions on this account's meetings in the meetings Region", () => {
    const chime = AREAS.filter((area) => statementsOf(area).some((s) => JSON.stringify(s.Action).includes('chime:')));
    expect(chime).toEqual(['meeting-session']);
    const [statement, ...others] = statementsOf('meeting-session').filter((s) => JSON.stringify(s.Action).includes('chime:'));
    expect(others).toEqual([]);
    expect([statement.Action].flat().sort()).toEqual(['chime:CreateAttendee', 'chime:CreateMeeting', 'chime:DeleteAttendee', 'chime:DeleteMeeting']);
    const resource = JSON.stringify(statement.Resource);
    expect(resource).toContain(':chime:us-east-1:111111111111:meeting/*');
    expect(resource).not.toContain('chime:*');
  });

  it("gives every area function the origin secret's ARN and read access, and no function its value", () => {
    const secrets = Object.entries(t().findResources('AWS::SecretsManager::Secret'));
    const [originId, origin] = secrets.find(([, s]) => String(s.Properties.Name).endsWith('/origin-verify'))!;
    expect(origin.Properties.GenerateSecretString).toMatchObject({ SecretStringTemplate: '{}', GenerateStringKey: 'current' });
    for (const f of Object.values(t().findResources('AWS::Lambda::Function')).filter(
      (x) => !String(x.Properties.FunctionName).endsWith('-api-authorizer'),
    )) {
      expect(f.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: originId });
      expect(JSON.stringify(f.Properties.Environment.Variables)).not.toContain('resolve:secretsmanager');
    }
    for (const area of AREAS) {
      expect(
        statementsOf(area).some((s) => withAction('secretsmanager:GetSecretValue')(s) && JSON.stringify(s.Resource).includes(originId)),
        area,
      ).toBe(true);
    }
  });

  it('throttles each public auth call on its own, below the stage default', () => {
    const stage = Object.values(t().findResources('AWS::ApiGatewayV2::Stage'))[0];
    const throttled = ROUTES.filter((r) => r.area === 'auth' && r.access.kind === 'public' && r.operation !== 'health')
      .map(routeKey)
      .sort();
    expect(throttled).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/redirect',
      'POST /api/auth/refresh',
      'POST /api/auth/requestResetPassword',
      'POST /api/auth/resetPassword',
    ]);
    expect(Object.keys(stage.Properties.RouteSettings).sort()).toEqual(throttled);
    for (const key of throttled) {
      const limits = stage.Properties.RouteSettings[key];
      expect(limits).toEqual({ ThrottlingRateLimit: PUBLIC_AUTH_THROTTLE.rateLimit, ThrottlingBurstLimit: PUBLIC_AUTH_THROTTLE.burstLimit });
      expect(limits.ThrottlingRateLimit).toBeLessThan(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit);
    }
    // Route settings may name only routes that exist: the stage waits for them.
    expect(stage.DependsOn).toHaveLength(throttled.length);
  });
});
