import { RemovalPolicy } from 'aws-cdk-lib';
import { FeaturePlan } from 'aws-cdk-lib/aws-cognito';
import { describe, expect, it } from 'vitest';
import { parseEnvironment, STAGES } from '../lib/config.ts';
import { assertEntriesExist, REPO_ROOT } from '../lib/entries.ts';
import { configFor } from './support/synth.ts';

describe('environment config (cdk.json)', () => {
  it('defines dev, staging and prod with PITR on', () => {
    for (const stage of STAGES) expect(configFor(stage).pointInTimeRecovery).toBe(true);
    expect(configFor('prod').removalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(configFor('dev').removalPolicy).toBe(RemovalPolicy.DESTROY);
    expect(configFor('prod').cognitoFeaturePlan).toBe(FeaturePlan.PLUS);
  });

  it('names the key that is wrong', () => {
    const good = { ...(configFor('dev') as unknown as Record<string, unknown>) };
    expect(() => parseEnvironment('qa', good)).toThrow(/Unknown environment 'qa'/);
    expect(() => parseEnvironment('dev', undefined)).toThrow(/scheduler:environments\.dev is missing/);
    const raw = { account: '123', region: 'ap-southeast-2' };
    expect(() => parseEnvironment('dev', raw)).toThrow(/scheduler:environments\.dev\./);
  });

  it('lists every missing Lambda entry at once', () => {
    expect(() => assertEntriesExist(REPO_ROOT, ['cdk.json', 'functions/__none__/index.ts', 'functions/__also_none__.ts'])).toThrow(
      /functions\/__none__\/index\.ts\n\s+functions\/__also_none__\.ts/,
    );
    expect(() => assertEntriesExist(REPO_ROOT, ['cdk.json'])).not.toThrow();
  });
});
