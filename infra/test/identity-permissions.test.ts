import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createCognitoIdentity } from '@scheduler/aws/cognito-identity';
import { AREAS, type Area } from '@scheduler/contracts/route';
import type { Identity } from '@scheduler/core/ports/identity';
import { AREA_IDENTITY_CALLS, type IdentityCall } from '@scheduler/functions/lib/identity-grants';
import { AREA_CAPABILITIES, IDENTITY_CALL_ACTIONS, identityActionsOf } from '../lib/constructs/capabilities.ts';
import { REPO_ROOT } from '../lib/entries.ts';
import { stageFor, template } from './support/synth.ts';

/** Cognito calls authorised by the app client or the user's own token: they need no IAM permission. */
const CLIENT_CALLS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'RevokeToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'GetUser',
  'ChangePassword',
  'GlobalSignOut',
  'GetTokensFromRefreshToken',
]);

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const JWT = `${b64({ alg: 'none' })}.${b64({ sub: 'sub-1', username: 'u', iat: 1 })}.sig`;

/** One call of every port operation, with arguments that take each of its branches (e.g. a mobile removed). */
const SAMPLE_CALLS: { [K in IdentityCall]: Parameters<Identity[K]> } = {
  passwordSignIn: ['u', 'p'],
  answerChallenge: ['u', { kind: 'challenge', challenge: 'SMS_MFA', session: 's' }, '123456'],
  customSignIn: ['u', 'answer'],
  refresh: ['refresh-token'],
  createUser: [{ username: 'u', email: 'u@example.com', password: 'p', phoneNumber: '+61400000000' }],
  setPassword: ['u', 'p', true],
  updateAttributes: ['u', { firstName: 'A', lastName: 'B', phoneNumber: null }],
  disableUser: ['u'],
  enableUser: ['u'],
  deleteUser: ['u'],
  signOutEverywhere: ['u'],
  revokeRefreshToken: ['refresh-token'],
  mfaMethodsOf: ['u'],
  startAppSetup: [JWT],
  verifyAppSetup: [JWT, '123456'],
  setPreferredMfa: ['u', 'APP'],
  resetMfa: ['u'],
};

/** The Cognito actions needing IAM that the real adapter sends for one port operation. */
async function actionsSent(call: IdentityCall): Promise<string[]> {
  const sent: string[] = [];
  const client = {
    send: async (command: object) => {
      const name = command.constructor.name.replace(/Command$/, '');
      sent.push(name);
      if (name === 'AdminInitiateAuth') return { ChallengeName: 'CUSTOM_CHALLENGE', Session: 's' };
      if (name === 'AdminCreateUser') return { User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } };
      if (name === 'AssociateSoftwareToken') return { SecretCode: 'SECRET' };
      if (name === 'VerifySoftwareToken') return { Status: 'SUCCESS' };
      if (name === 'AdminGetUser') return { UserMFASettingList: [] };
      return { AuthenticationResult: { AccessToken: JWT, IdToken: JWT, RefreshToken: 'r', ExpiresIn: 3600 } };
    },
  } as unknown as CognitoIdentityProviderClient;
  const identity = createCognitoIdentity(client, { userPoolId: 'pool', clientId: 'client' });
  await (identity[call] as (...args: unknown[]) => Promise<unknown>)(...SAMPLE_CALLS[call]);
  return [...new Set(sent.filter((c) => !CLIENT_CALLS.has(c)).map((c) => `cognito-idp:${c}`))].sort();
}

/** Every source file the area's Lambda bundles (relative and @scheduler/* imports from its entry). */
function bundledFiles(area: Area): string[] {
  const resolveImport = (from: string, spec: string): string | undefined => {
    if (spec.startsWith('.')) return resolve(dirname(from), spec);
    const m = /^@scheduler\/([\w-]+)\/(.+)$/.exec(spec);
    if (!m) return undefined;
    if (m[1] === 'functions') return join(REPO_ROOT, 'functions', `${m[2]}.ts`);
    if (m[1] === 'events') return join(REPO_ROOT, 'events/src', `${m[2]}.ts`);
    return join(REPO_ROOT, 'packages', m[1], 'src', `${m[2]}.ts`);
  };
  const seen = new Set<string>();
  const todo = [join(REPO_ROOT, 'functions', area, 'index.ts')];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\()\s*'([^']+)'/g)) {
      const next = resolveImport(file, m[1]);
      if (next) todo.push(next);
    }
  }
  return [...seen];
}

/** Identity operations called anywhere in the area's bundle (an upper bound of what it can call). */
function callsInBundle(area: Area): Set<string> {
  const calls = new Set<string>();
  for (const file of bundledFiles(area)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:identity|requireIdentity\([^)]*\)|identityFor\([^)]*\))\??\.(\w+)\(/g)) {
      if (m[1] in IDENTITY_CALL_ACTIONS) calls.add(m[1]);
    }
  }
  return calls;
}

describe('identity provider permissions', () => {
  it.each(Object.keys(SAMPLE_CALLS) as IdentityCall[])('%s needs exactly the Cognito actions the adapter sends for it', async (call) => {
    expect([...IDENTITY_CALL_ACTIONS[call]].sort()).toEqual(await actionsSent(call));
  });

  it('covers every operation of the adapter', () => {
    const adapter = createCognitoIdentity({} as CognitoIdentityProviderClient, { userPoolId: 'pool' });
    expect(Object.keys(adapter).sort()).toEqual(Object.keys(SAMPLE_CALLS).sort());
  });

  it('declares for each area only operations its bundle contains (no grant kept for code it does not have)', () => {
    for (const area of AREAS) {
      const reachable = callsInBundle(area);
      expect(
        (AREA_IDENTITY_CALLS[area] ?? []).filter((c) => !reachable.has(c)),
        area,
      ).toEqual([]);
    }
  });

  it('grants each area Lambda exactly the Cognito actions of its operations, and no other function any', () => {
    const stage = stageFor('dev');
    const api = template(stage.api);
    const roleOf = new Map(
      Object.values(api.findResources('AWS::Lambda::Function')).map((f) => [JSON.stringify(f.Properties.Role), String(f.Properties.FunctionName)]),
    );
    const granted = new Map<string, Set<string>>();
    for (const policy of Object.values(api.findResources('AWS::IAM::Policy'))) {
      const actions = (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
        .flatMap((s) => [s.Action].flat())
        .filter((a) => a.startsWith('cognito-idp:'));
      for (const role of policy.Properties.Roles as unknown[]) {
        const fn = roleOf.get(JSON.stringify({ 'Fn::GetAtt': [(role as { Ref: string }).Ref, 'Arn'] }));
        if (fn && actions.length) granted.set(fn, new Set([...(granted.get(fn) ?? []), ...actions]));
      }
    }
    for (const area of AREAS) {
      const expected = identityActionsOf(AREA_IDENTITY_CALLS[area] ?? []);
      expect([...(granted.get(`scheduler-dev-api-${area}`) ?? [])].sort(), area).toEqual(expected);
      expect(
        AREA_CAPABILITIES[area].some((c) => typeof c === 'object'),
        area,
      ).toBe(expected.length > 0);
    }
    // The purge job removes the sign-in of a person it deletes or sanitises (JOB_CAPABILITIES), and nothing else.
    const jobActions = JSON.stringify(template(stage.jobs).findResources('AWS::IAM::Policy')).match(/cognito-idp:\w+/g) ?? [];
    expect([...new Set(jobActions)]).toEqual(['cognito-idp:AdminDeleteUser']);
    for (const stack of [stage.realtime, stage.web, stage.monitoring]) {
      expect(JSON.stringify(template(stack).findResources('AWS::IAM::Policy')), stack.stackName).not.toContain('cognito-idp:');
    }
  });
});
