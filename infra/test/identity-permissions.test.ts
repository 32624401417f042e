import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDENTITY_ADMIN_ACTIONS } from '../lib/constructs/capabilities.ts';
import { REPO_ROOT } from '../lib/entries.ts';

describe('identity admin permissions', () => {
  it('grant every Cognito admin call the identity adapter makes', () => {
    const adapter = readFileSync(join(REPO_ROOT, 'packages/aws/src/cognito-identity.ts'), 'utf8');
    const calls = [...new Set([...adapter.matchAll(/\b(Admin\w+)Command\b/g)].map((m) => `cognito-idp:${m[1]}`))];
    expect(calls.length).toBeGreaterThan(5);
    expect(IDENTITY_ADMIN_ACTIONS).toEqual(expect.arrayContaining(calls));
  });
});
