import { describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '@scheduler/functions/lib/viewer-address';
import { stageFor, template } from './support/synth.ts';

/**
 * Managed origin request policies that forward CloudFront-Viewer-Address (AWS, "Use managed origin request policies":
 * AllViewerExceptHostHeader adds every viewer location header, CloudFront-Viewer-Address among them;
 * AllViewerAndCloudFrontHeaders-2022-06 adds every CloudFront header released by June 2022).
 */
const MANAGED_WITH_VIEWER_ADDRESS: Record<string, string> = {
  'b689b0a8-53d0-40ab-baf2-68738e2966ac': 'AllViewerExceptHostHeader',
  '33f36d7e-f396-46d9-90e0-52428a34d9dc': 'AllViewerAndCloudFrontHeaders-2022-06',
};

describe("the viewer's address reaches the API (download/file counts tries per viewer, not per CloudFront edge)", () => {
  it.each(['dev', 'staging', 'prod'] as const)('%s: /api/* forwards CloudFront-Viewer-Address to the HTTP API origin', (stage) => {
    const t = template(stageFor(stage).web);
    const dist = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const api = dist.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const policyId = api.OriginRequestPolicyId;
    if (typeof policyId === 'string') {
      expect(MANAGED_WITH_VIEWER_ADDRESS[policyId], `managed policy ${policyId}`).toBeDefined();
      return;
    }
    // A policy of the stack's own: it must name the header (CloudFront adds it only when a policy asks for it).
    const own = t.findResources('AWS::CloudFront::OriginRequestPolicy')[policyId.Ref].Properties.OriginRequestPolicyConfig.HeadersConfig;
    expect(['whitelist', 'allViewerAndWhitelistCloudFront']).toContain(own.HeaderBehavior);
    expect((own.Headers as string[]).map((h) => h.toLowerCase())).toContain(VIEWER_ADDRESS_HEADER);
  });
});
