import { describe, expect, it } from 'vitest';
import { ENV } from '@scheduler/contracts/env';
import { AREAS, routeKey } from '@scheduler/contracts/route';
import { ROUTES, stageFor, template } from './support/synth.ts';

describe('api stack', () => {
  const t = () => template(stageFor('dev').api);
  const routes = () =>
    Object.values(t().findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties as { RouteKey: string; AuthorizationType?: string; AuthorizerId?: unknown });

  it('declares exactly one route per ROUTES entry', () => {
    const keys = routes().map((r) => r.RouteKey).sort();
    expect(keys).toEqual(ROUTES.map(routeKey).sort());
    expect(new Set(keys).size).toBe(ROUTES.length);
  });

  it('leaves exactly the public routes without the JWT authorizer', () => {
    const publicKeys = ROUTES.filter((r) => r.access.kind === 'public').map(routeKey).sort();
    expect(publicKeys.length).toBeGreaterThan(0);
    const open = routes().filter((r) => (r.AuthorizationType ?? 'NONE') === 'NONE').map((r) => r.RouteKey).sort();
    expect(open).toEqual(publicKeys);
    for (const r of routes().filter((x) => !publicKeys.includes(x.RouteKey))) {
      expect(r.AuthorizationType).toBe('JWT');
      expect(r.AuthorizerId).toBeDefined();
    }
    t().hasResourceProperties('AWS::ApiGatewayV2::Authorizer', { AuthorizerType: 'JWT', IdentitySource: ['$request.header.Authorization'] });
  });

  it('runs one Node 24 ARM64 Lambda per area with the contract environment', () => {
    const fns = Object.values(t().findResources('AWS::Lambda::Function')).map((f) => f.Properties);
    expect(fns).toHaveLength(AREAS.length);
    for (const f of fns) {
      expect(f.Runtime).toBe('nodejs24.x');
      expect(f.Architectures).toEqual(['arm64']);
      for (const name of [ENV.stage, ENV.tableName, ENV.userPoolId, ENV.userPoolClientId, ENV.jwtIssuer, ENV.uploadsBucket, ENV.eventBusName, ENV.wsEndpoint, ENV.countryHeader]) {
        expect(f.Environment.Variables).toHaveProperty(name);
      }
    }
    expect(Object.keys(t().findResources('AWS::Logs::LogGroup')).length).toBe(AREAS.length + 1);
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

  it('grants Cognito admin operations only to the auth, signup, user and purge areas', () => {
    const policies = t().findResources('AWS::IAM::Policy');
    const withCognito = Object.entries(policies)
      .filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('cognito-idp:Admin'))
      .map(([id]) => id.replace(/^Area(.+?)Fn.*$/, '$1'))
      .sort();
    expect(withCognito).toEqual(['auth', 'purge', 'signup', 'user']);
  });
});
