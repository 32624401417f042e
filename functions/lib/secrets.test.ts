import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createSecretReader } from './secrets.ts';

const sm = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:ap-southeast-2:111111111111:secret:dev/sso-keys-AbCdEf';
let clock = 0;
const reader = (env: NodeJS.ProcessEnv) =>
  createSecretReader({ env, client: () => new SecretsManagerClient({ region: 'ap-southeast-2' }), now: () => clock });

beforeEach(() => {
  sm.reset();
  clock = 1_000_000;
});

describe('secretValue', () => {
  it('reads <NAME>_SECRET_ARN from Secrets Manager once per five minutes, sharing one read between concurrent calls', async () => {
    sm.on(GetSecretValueCommand, { SecretId: ARN }).resolvesOnce({ SecretString: 'first' }).resolves({ SecretString: 'rotated' });
    const secret = reader({ STAGE: 'dev', SSO_KEYS_SECRET_ARN: ARN });
    expect(await Promise.all([secret('SSO_KEYS'), secret('SSO_KEYS')])).toEqual(['first', 'first']);
    clock += 4 * 60_000;
    expect(await secret('SSO_KEYS')).toBe('first');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    clock += 61_000;
    expect(await secret('SSO_KEYS')).toBe('rotated');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('does not cache a failed read', async () => {
    sm.on(GetSecretValueCommand)
      .rejectsOnce(new ResourceNotFoundException({ message: 'not found', $metadata: {} }))
      .resolves({ SecretString: 'value' });
    const secret = reader({ STAGE: 'dev', FEED_TOKEN_SECRET_ARN: ARN });
    await expect(secret('FEED_TOKEN')).rejects.toBeInstanceOf(ResourceNotFoundException);
    expect(await secret('FEED_TOKEN')).toBe('value');
  });

  it('fails on a secret without a string value', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretBinary: new Uint8Array([1]) });
    await expect(reader({ STAGE: 'dev', FEED_TOKEN_SECRET_ARN: ARN })('FEED_TOKEN')).rejects.toThrow(/SecretString/);
  });

  it('uses the plain local value only in the local runtime, and nothing where no secret is given', async () => {
    expect(await reader({ STAGE: 'local', SSO_KEYS_LOCAL_SECRET: 'local-value' })('SSO_KEYS')).toBe('local-value');
    expect(await reader({ STAGE: 'prod', SSO_KEYS_LOCAL_SECRET: 'local-value' })('SSO_KEYS')).toBeUndefined();
    expect(await reader({ STAGE: 'prod' })('SSO_KEYS')).toBeUndefined();
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});
