import { describe, expect, it } from 'vitest';
import { ORIGIN_HEADER } from '@scheduler/functions/lib/origin-secret';
import { API_KEY_RATE_LIMIT, RATE_LIMITS } from '../lib/stacks/waf-stack.ts';
import { stageFor, template } from './support/synth.ts';

describe('the edge: WAF and the origin header', () => {
  const stage = () => stageFor('dev');
  const acl = () => Object.values(template(stage().waf).findResources('AWS::WAFv2::WebACL'))[0].Properties;
  const distribution = () => Object.values(template(stage().web).findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

  it('puts a CloudFront-scoped web ACL in us-east-1 with the AWS common rule set, body size left to the API', () => {
    expect(stage().waf.region).toBe('us-east-1');
    expect(acl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const common = acl().Rules.find((r: { Name: string }) => r.Name === 'AwsCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' });
    expect(common.OverrideAction).toEqual({ None: {} });
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
  });

  it('limits the rate per address on /api/auth/*, /api/signup/* and /api/download/*', () => {
    const rated = acl().Rules.filter(
      (r: { Name: string; Statement: { RateBasedStatement?: unknown } }) => r.Statement.RateBasedStatement && r.Name !== 'RateLimit-api-key',
    );
    expect(
      rated.map(
        (r: { Statement: { RateBasedStatement: { ScopeDownStatement: { ByteMatchStatement: { SearchString: string } } } } }) =>
          r.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement.SearchString,
      ),
    ).toEqual(['/api/auth/', '/api/signup/', '/api/download/']);
    for (const [i, rule] of rated.entries()) {
      expect(rule.Action).toEqual({ Block: {} });
      expect(rule.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: RATE_LIMITS[i].limit, EvaluationWindowSec: 300 });
      expect(rule.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement).toMatchObject({
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'STARTS_WITH',
      });
    }
    expect(new Set(acl().Rules.map((r: { Priority: number }) => r.Priority)).size).toBe(acl().Rules.length);
  });

  it('limits the calls of each API key (Bearer sch_...), counted per Authorization header value', () => {
    const rule = acl().Rules.find((r: { Name: string }) => r.Name === 'RateLimit-api-key');
    expect(rule.Action).toEqual({ Block: {} });
    expect(rule.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'CUSTOM_KEYS',
      Limit: API_KEY_RATE_LIMIT.limit,
      EvaluationWindowSec: 60,
      CustomKeys: [{ Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
      ScopeDownStatement: {
        ByteMatchStatement: {
          FieldToMatch: { SingleHeader: { Name: 'authorization' } },
          PositionalConstraint: 'STARTS_WITH',
          SearchString: 'bearer sch_',
          TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
        },
      },
    });
    // Above the API's own per-key limit (120 a minute, answered 429): an integrator meets the API's answer first.
    expect(API_KEY_RATE_LIMIT.limit / API_KEY_RATE_LIMIT.windowSec).toBeGreaterThan(120 / 60);
  });

  it('attaches the web ACL to the distribution through a cross-region reference', () => {
    expect(JSON.stringify(distribution().WebACLId)).toMatch(/ExportsReader.*WebAclArn/);
    expect(Object.keys(template(stage().waf).findResources('Custom::CrossRegionExportWriter'))).toHaveLength(1);
  });

  it("adds the origin secret's current value as the origin header on the /api/* and socket origins only, resolved at deploy", () => {
    const api = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const socket = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/dev');
    const origins = distribution().Origins as { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const apiOrigin = origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(apiOrigin.OriginCustomHeaders).toHaveLength(1);
    const [header] = apiOrigin.OriginCustomHeaders!;
    expect(header.HeaderName).toBe(ORIGIN_HEADER);
    const value = JSON.stringify(header.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toMatch(/OriginVerify/);
    expect(value).toContain(':SecretString:current::}}');
    expect(origins.find((o) => o.Id === socket.TargetOriginId)!.OriginCustomHeaders).toEqual(apiOrigin.OriginCustomHeaders);
    for (const o of origins.filter((x) => x.Id !== api.TargetOriginId && x.Id !== socket.TargetOriginId))
      expect(o.OriginCustomHeaders).toBeUndefined();
  });
});
