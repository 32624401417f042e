import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { stageFor, template } from './support/synth.ts';

const STAGE_NAMES = ['dev', 'prod'] as const;

describe.each(STAGE_NAMES)('cdk-nag AwsSolutions (%s)', (name) => {
  const stacks = () => stageFor(name).node.children.filter((c): c is Stack => 'templateOptions' in c);

  it('has eight stacks, the WAF one in us-east-1 for CloudFront', () => {
    expect(stacks().map((s) => s.node.id)).toEqual(['Data', 'Auth', 'Realtime', 'Jobs', 'Api', 'Waf', 'Web', 'Monitoring']);
    expect(stacks().map((s) => s.region)).toEqual([
      'ap-southeast-2',
      'ap-southeast-2',
      'ap-southeast-2',
      'ap-southeast-2',
      'ap-southeast-2',
      'us-east-1',
      'ap-southeast-2',
      'ap-southeast-2',
    ]);
  });

  it('leaves no unsuppressed AwsSolutions error in any stack', () => {
    for (const stack of stacks()) {
      template(stack);
      const errors = Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
      expect(
        errors.map((e) => `${e.id}: ${String(e.entry.data).slice(0, 160)}`),
        stack.node.path,
      ).toEqual([]);
    }
  });

  it('gives every suppression a specific reason', () => {
    for (const stack of stacks()) {
      const resources = template(stack).toJSON().Resources as Record<
        string,
        { Metadata?: { cdk_nag?: { rules_to_suppress: { id: string; reason: string }[] } } }
      >;
      for (const [id, r] of Object.entries(resources)) {
        for (const s of r.Metadata?.cdk_nag?.rules_to_suppress ?? []) {
          expect(s.reason.length, `${stack.node.path}/${id} ${s.id}`).toBeGreaterThanOrEqual(60);
        }
      }
    }
  });
});
