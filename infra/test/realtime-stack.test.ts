import { describe, expect, it } from 'vitest';
import { SECRET, secretArnEnv } from '@scheduler/contracts/env';
import { originSecretName } from '../lib/stacks/realtime-stack.ts';
import { configFor, stageFor, template } from './support/synth.ts';

describe('realtime stack', () => {
  const t = () => template(stageFor('dev').realtime);

  it('sends every message but $connect and $disconnect to $default (the live-session relay reads action and op itself)', () => {
    const keys = Object.values(t().findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(['$connect', '$default', '$disconnect']);
  });

  it('lets the ws Lambda read the launch-link key (sealed meeting ids of the session pages) and manage no Chime meeting', () => {
    const [fn] = Object.values(t().findResources('AWS::Lambda::Function')).filter((f) => String(f.Properties.FunctionName).endsWith('-ws'));
    expect(fn?.Properties.Environment.Variables[secretArnEnv(SECRET.feedToken)]).toBeDefined();
    const statements = Object.values(t().findResources('AWS::IAM::Policy')).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as { Action: string | string[] }[],
    );
    expect(statements.some((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))).toBe(true);
    expect(statements.some((s) => JSON.stringify(s.Action).includes('chime:'))).toBe(false);
  });

  it('lets the ws Lambda read the origin secret the Api stack makes, by its name (a viewer country counts only beside it)', () => {
    const name = originSecretName(configFor('dev'));
    const [secret] = Object.values(template(stageFor('dev').api).findResources('AWS::SecretsManager::Secret')).filter(
      (x) => x.Properties.Name === name,
    );
    expect(secret).toBeDefined();
    const [fn] = Object.values(t().findResources('AWS::Lambda::Function')).filter((f) => String(f.Properties.FunctionName).endsWith('-ws'));
    expect(fn?.Properties.Environment.Variables[secretArnEnv(SECRET.originVerify)]).toBe(name);
    const statements = Object.values(t().findResources('AWS::IAM::Policy')).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const reads = statements.filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'));
    expect(JSON.stringify(reads.map((s) => s.Resource))).toContain(`:secret:${name}-??????`);
  });
});
