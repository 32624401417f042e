import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { cognitoClient } from './emulators/cognito/user-pool.ts';
import { busyPorts, portInUse, PORTS } from './ports.ts';
import { startLocalRuntime, type LocalRuntime } from './runtime.ts';

const ourJvms = () =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes('DynamoDBLocal.jar') && l.includes(`-port ${PORTS.dynamodb}`));

const dir = mkdtempSync(join(tmpdir(), 'local-runtime-'));
const web = join(dir, 'web-dist');
let runtime: LocalRuntime | undefined;
afterAll(async () => {
  await runtime?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the whole local runtime', () => {
  it('starts every piece, answers on one origin, then stops leaving no port held and no JVM', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Scheduler</title>');
    const before = process.env.TABLE_NAME;

    runtime = await startLocalRuntime({ dataDir: join(dir, 'data'), inMemory: true, webDist: web, quiet: true, seed: false });
    expect(runtime.url).toBe('http://127.0.0.1:3000');
    expect(process.env.TABLE_NAME).toBe('scheduler-local');
    expect(process.env.JWT_ISSUER).toBe(`http://localhost:9229/${runtime.cognito.userPoolId}`);
    expect(ourJvms()).toHaveLength(1);
    // Everything listens on 127.0.0.1 only: Linux routes all of 127.0.0.0/8 to lo, so a listener bound to every
    // interface would also answer on 127.0.0.2.
    expect(await busyPorts(Object.values(PORTS))).toEqual(Object.values(PORTS));
    expect(await Promise.all(Object.values(PORTS).map((p) => portInUse(p, '127.0.0.2')))).toEqual(Object.values(PORTS).map(() => false));

    const config = await (await fetch(`${runtime.url}/config.json`)).json();
    expect(config).toMatchObject({
      userPoolId: runtime.cognito.userPoolId,
      userPoolClientId: runtime.cognito.clientId,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBase: '',
      wsUrl: 'ws://127.0.0.1:3000/ws',
      outboxUrl: runtime.outboxUrl,
    });
    expect(await (await fetch(`${runtime.url}/some/client/route`)).text()).toContain('<title>Scheduler</title>');
    expect((await fetch(runtime.outboxUrl)).headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${runtime.url}/api/no/such/route`)).status).toBe(404);

    const cognito = cognitoClient(runtime.cognito.endpoint);
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: runtime.cognito.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'x' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    cognito.destroy();

    await runtime.stop();
    runtime = undefined;
    expect(await busyPorts(Object.values(PORTS))).toEqual([]);
    expect(ourJvms()).toEqual([]);
    expect(process.env.TABLE_NAME).toBe(before);
  }, 90_000);
});
