import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config.ts';

/** CloudFront web ACLs live in us-east-1, whatever region the distribution's origins are in. */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

/**
 * Requests one client address may send to a path within 5 minutes before the WAF blocks it for a while (WAF's
 * rate-based rules count per source IP over a sliding 5-minute window). Sign-in, sign-up and download links are the
 * calls worth guessing at; normal use stays far below these.
 */
export const RATE_LIMITS = [
  { name: 'auth', path: '/api/auth/', limit: 300 },
  { name: 'signup', path: '/api/signup/', limit: 300 },
  { name: 'download', path: '/api/download/', limit: 600 },
] as const;

/**
 * Calls one organisation API key (`Authorization: Bearer sch_...`, DESIGN §17) may send within a minute, counted per
 * Authorization header value, before the WAF blocks it for a while: above the API's own per-key limit (120 a minute,
 * answered 429 with Retry-After, core/integration/api-keys/api-key-rules.ts), so a well-behaved integrator meets the
 * API's answer first and a runaway one is stopped at the edge before it reaches a Lambda.
 */
export const API_KEY_RATE_LIMIT = { name: 'api-key', prefix: 'bearer sch_', limit: 300, windowSec: 60 } as const;

/**
 * Rules of the AWS common rule set that answer the product's own calls wrongly: it blocks bodies above 8 KB, while
 * the API takes JSON up to 256 KB and multipart uploads of up to 4 MB files (the API itself limits sizes: 413).
 * They count instead of block.
 */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY'] as const;

export interface WafStackProps extends StackProps {
  readonly config: EnvironmentConfig;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/**
 * The distribution's web ACL: AWS's common rule set, per-address rate limits on sign-in, sign-up and downloads, and a
 * per-key rate limit on calls made with an organisation API key.
 */
export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${config.namePrefix}-web`,
      description: 'The web app distribution and its API origin',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${config.namePrefix}-web`),
      rules: [
        {
          name: 'AwsCommonRuleSet',
          priority: 0,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              ruleActionOverrides: COUNTED_COMMON_RULES.map((name) => ({ name, actionToUse: { count: {} } })),
            },
          },
          visibilityConfig: visibility('aws-common-rule-set'),
        },
        ...RATE_LIMITS.map((r, i) => ({
          name: `RateLimit-${r.name}`,
          priority: i + 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: r.limit,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: r.path,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility(`rate-${r.name}`),
        })),
        {
          name: `RateLimit-${API_KEY_RATE_LIMIT.name}`,
          priority: RATE_LIMITS.length + 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: API_KEY_RATE_LIMIT.limit,
              evaluationWindowSec: API_KEY_RATE_LIMIT.windowSec,
              aggregateKeyType: 'CUSTOM_KEYS',
              customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }],
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { singleHeader: { Name: 'authorization' } },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: API_KEY_RATE_LIMIT.prefix,
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          visibilityConfig: visibility(`rate-${API_KEY_RATE_LIMIT.name}`),
        },
      ],
    });
  }
}
