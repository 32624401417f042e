import { describe, expect, it } from 'vitest';
import { ENV } from '@scheduler/contracts/env';
import { stageFor, template } from './support/synth.ts';

type Resources = Record<string, { Properties: Record<string, any> }>;

/** IAM action patterns (`s3:List*`) that allow `action`. */
const allows = (patterns: string[], action: string) =>
  patterns.some((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i').test(action));

/**
 * The file store deletes a file with every version (packages/aws/src/s3-file-store.ts): ListObjectVersions needs
 * s3:ListBucketVersions, DeleteObjects of a version s3:DeleteObjectVersion. Without them a versioned bucket's purge
 * fails (or, with s3:DeleteObject only, leaves the versions).
 */
describe('functions that use the uploads bucket may delete every version of a file', () => {
  it.each(['staging', 'prod'] as const)('%s', (stage) => {
    const s = stageFor(stage);
    let checked = 0;
    for (const stack of [s.api, s.jobs]) {
      const t = template(stack);
      const policies = Object.values(t.findResources('AWS::IAM::Policy') as Resources);
      for (const [id, fn] of Object.entries(t.findResources('AWS::Lambda::Function') as Resources)) {
        const role = fn.Properties.Role?.['Fn::GetAtt']?.[0];
        const actions = policies
          .filter((p) => (p.Properties.Roles as { Ref?: string }[]).some((r) => r.Ref === role))
          .flatMap((p) => p.Properties.PolicyDocument.Statement as { Effect: string; Action: string | string[] }[])
          .filter((st) => st.Effect === 'Allow')
          .flatMap((st) => [st.Action].flat());
        // The functions given the bucket (every function has its name; only these may read or write it).
        if (!fn.Properties.Environment?.Variables?.[ENV.uploadsBucket] || !allows(actions, 's3:PutObject')) continue;
        for (const action of ['s3:ListBucketVersions', 's3:DeleteObjectVersion', 's3:DeleteObject']) {
          expect(allows(actions, action), `${stack.stackName}/${id} ${action}`).toBe(true);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
