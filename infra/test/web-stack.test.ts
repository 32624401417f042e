import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_DOCS_CSP } from '@scheduler/functions/integration/api-docs-page';
import { ORIGIN_HEADER } from '@scheduler/functions/lib/origin-secret';
import { SPA_FALLBACK_CODE } from '../lib/stacks/web-stack.ts';
import { stageFor, template } from './support/synth.ts';

type Resources = Record<string, { Properties: Record<string, any> }>;

describe('buckets (every stack)', () => {
  const stacks = () => stageFor('dev').node.children.filter((c): c is import('aws-cdk-lib').Stack => 'templateOptions' in c);

  it('block all public access and refuse non-SSL requests', () => {
    let count = 0;
    for (const stack of stacks()) {
      const t = template(stack);
      const buckets = t.findResources('AWS::S3::Bucket') as Resources;
      const policies = Object.values(t.findResources('AWS::S3::BucketPolicy') as Resources);
      for (const [id, b] of Object.entries(buckets)) {
        count++;
        expect(b.Properties.PublicAccessBlockConfiguration, `${stack.stackName}/${id}`).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        const policy = policies.find((p) => p.Properties.Bucket?.Ref === id);
        expect(policy, `${stack.stackName}/${id} has a bucket policy`).toBeDefined();
        const statements = policy!.Properties.PolicyDocument.Statement as Array<Record<string, any>>;
        expect(statements).toContainEqual(
          expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        );
        for (const s of statements.filter((x) => x.Effect === 'Allow')) expect(s.Principal).not.toBe('*');
      }
    }
    expect(count).toBe(4);
  });
});

describe('web stack', () => {
  const t = () => template(stageFor('dev').web);

  it('serves the private site bucket through an origin access control', () => {
    t().hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' }),
    });
    const dist = Object.values(t().findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const s3Origin = dist.Origins.find((o: Record<string, unknown>) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    expect(dist.Aliases).toEqual(['dev.scheduler.example.com']);
    expect(dist.ViewerCertificate.MinimumProtocolVersion).toBe('TLSv1.2_2021');
  });

  it('sends security headers: HSTS, CSP (self, Cognito, wss, S3), DENY framing, nosniff, referrer policy', () => {
    const cfg = Object.values(t().findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0].Properties.ResponseHeadersPolicyConfig
      .SecurityHeadersConfig;
    expect(cfg.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
    expect(cfg.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    expect(cfg.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(cfg.ContentTypeOptions).toEqual({ Override: true });
    expect(cfg.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const csp = JSON.stringify(cfg.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const part of ["default-src 'self'", 'https://cognito-idp.', 'wss://', "frame-ancestors 'none'"]) expect(csp).toContain(part);
  });

  it('forwards /api/* uncached to the HTTP API with every viewer header but Host', () => {
    const dist = Object.values(t().findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const api = dist.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'OPTIONS']));
    const origin = dist.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('puts the WebSocket API behind the distribution on the stage path, with the origin header and the viewer country', () => {
    const dist = Object.values(t().findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const socket = dist.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/dev');
    expect(socket).toBeDefined();
    expect(socket.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(socket.ViewerProtocolPolicy).toBe('https-only');
    expect(socket.FunctionAssociations).toBeUndefined();
    const origin = dist.Origins.find((o: { Id: string }) => o.Id === socket.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('WsApi');
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(origin.OriginCustomHeaders.map((h: { HeaderName: string }) => h.HeaderName)).toEqual([ORIGIN_HEADER]);
    const [policy] = Object.values(t().findResources('AWS::CloudFront::OriginRequestPolicy')).filter((p) =>
      String(p.Properties.OriginRequestPolicyConfig.Name).endsWith('-socket'),
    );
    const config = policy!.Properties.OriginRequestPolicyConfig;
    expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(config.HeadersConfig.Headers).toEqual(expect.arrayContaining(['Sec-WebSocket-Key', 'Sec-WebSocket-Version', 'CloudFront-Viewer-Country']));
    expect(config.HeadersConfig.Headers).not.toContain('Host');
    expect(config.QueryStringsConfig.QueryStringBehavior).toBe('all');
  });

  it('falls back to index.html for client routes on the site behaviour only, never for /api answers', () => {
    const dist = Object.values(t().findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    expect(dist.CustomErrorResponses).toBeUndefined();
    expect(dist.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    const api = dist.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api.FunctionAssociations).toBeUndefined();
    const run = new Function('event', `${SPA_FALLBACK_CODE}; return handler(event);`) as (e: unknown) => { uri: string };
    expect(run({ request: { uri: '/manage/user-list' } }).uri).toBe('/index.html');
    expect(run({ request: { uri: '/assets/index-abc.js' } }).uri).toBe('/assets/index-abc.js');
    expect(run({ request: { uri: '/config.json' } }).uri).toBe('/config.json');
  });

  it('serves /api/openapi.json and /api/docs from the API, the docs page with its own CSP, its renderer from the site', () => {
    const dist = Object.values(t().findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const patterns = dist.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(patterns.indexOf('/api/docs')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/docs')).toBeLessThan(patterns.indexOf('/api/*'));
    const docs = dist.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/docs');
    const api = dist.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(docs.TargetOriginId).toBe(api.TargetOriginId);
    expect(docs.FunctionAssociations).toBeUndefined();
    const policies = t().findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources;
    const docsPolicy = policies[docs.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(docsPolicy.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: API_DOCS_CSP, Override: true });
    expect(docsPolicy.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    // /api/openapi.json goes with every other /api call; /api-docs/scalar.js is a file of the site, not a client route.
    const run = new Function('event', `${SPA_FALLBACK_CODE}; return handler(event);`) as (e: unknown) => { uri: string };
    expect(run({ request: { uri: '/api-docs/scalar.js' } }).uri).toBe('/api-docs/scalar.js');
    const deployment = Object.values(t().findResources('Custom::CDKBucketDeployment'))[0]!.Properties;
    expect(deployment.DistributionPaths).toContain('/api-docs/*');
  });

  it('deploys config.json with the runtime settings', () => {
    t().resourceCountIs('Custom::CDKBucketDeployment', 1);
    const deploy = Object.values(t().findResources('Custom::CDKBucketDeployment'))[0].Properties;
    const markers = JSON.stringify(deploy.SourceMarkers ?? []);
    // config.json's token values: the pool id and the client id. The socket is the site's own (wss://<domainName>/<stage>).
    for (const ref of ['ExportsOutputRefUserPool', 'ExportsOutputRefUserPoolWebClient']) expect(markers).toContain(ref);
    expect(markers).not.toContain('ExportsOutputRefWsApi');
    expect(deploy.DistributionPaths).toEqual(['/index.html', '/config.json', '/api-docs/*']);
  });
});
