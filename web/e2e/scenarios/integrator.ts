import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { expectEqual, signInApi, signInWithBrowser, type E2eContext } from './context.ts';

const integratorDir = resolve(fileURLToPath(import.meta.url), '../../../../packages/integrator');

/** A port free on 127.0.0.1 now, for the integrator's webhook receiver. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The seeded Aurora admin's organisation, read through the API. */
async function organisationOfAdmin(ctx: E2eContext): Promise<string> {
  const session = await signInApi(ctx, 'orgAdmin');
  const me = (await (await fetch(`${ctx.runtime.url}/api/user/getCurrentUserProfile`, { headers: session.headers })).json()) as {
    encryptedOrganisationId: string;
  };
  return me.encryptedOrganisationId;
}

/**
 * Runs one step of the integrator workspace as its own program; answers what it printed. Asynchronously: the local
 * runtime it calls runs in this process.
 */
async function integrator(args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: integratorDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
  return stdout;
}

/**
 * Issue 23 item 4: a client that no one here wrote. Types are generated from the served /api/openapi.json by
 * openapi-typescript, the integrator's code is type-checked against them with its own TypeScript 5, then it calls the
 * local runtime through openapi-fetch with an organisation API key and verifies the webhook with standardwebhooks.
 */
export function integratorScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'an admin creates an API key on the organisation page, sees it once, and it works at once; the Webhooks tab shows the seeded deliveries on a phone; /api/docs renders',
      run: async () => {
        const orgId = await organisationOfAdmin(ctx);
        const page = await signInWithBrowser(ctx, 'orgAdmin');
        await page.goto(`${url}/organisation/${orgId}`);
        await page.getByRole('tab', { name: 'API Keys' }).click();
        await page.getByText('ATS sync').first().waitFor();
        await page.getByRole('button', { name: 'Create API Key' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Name').fill('Browser ATS');
        await dialog.getByText('Read Bookings').click();
        await dialog.getByRole('button', { name: 'Create' }).click();
        const shown = dialog.getByLabel('API key', { exact: true });
        await shown.waitFor();
        const key = await shown.inputValue();
        if (!/^sch_[0-9A-Z]{26}_[A-Za-z0-9_-]{43}$/.test(key)) throw new Error(`the key shown is not a key: ${key}`);
        await page.screenshot({ path: join(ctx.shots, 'integration-api-key-created.png'), fullPage: true });
        await dialog.getByRole('button', { name: 'Done' }).click();
        await page.getByText('Browser ATS').first().waitFor();
        if ((await page.content()).includes(key)) throw new Error('the key is still on the page after its dialog closed');
        const res = await fetch(`${url}/api/user-booking/getUserBookingList/UPCOMING/NA`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expectEqual(res.status, 200, 'the new key lists bookings');
        await page.getByRole('button', { name: 'Log of Browser ATS' }).click();
        await page.getByRole('dialog').getByText('Called user-booking.getUserBookingList').first().waitFor();
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
        await page.screenshot({ path: join(ctx.shots, 'integration-api-keys.png'), fullPage: true });

        const phone = await signInWithBrowser(ctx, 'orgAdmin', { width: 390, height: 844 });
        await phone.goto(`${url}/organisation/${orgId}`);
        await phone.getByRole('tab', { name: 'Webhooks' }).click();
        await phone.getByText('/_webhooks/receiver/ats').first().waitFor();
        await phone.screenshot({ path: join(ctx.shots, 'integration-webhooks-phone.png'), fullPage: true });
        await phone.getByRole('row').filter({ hasText: '/_webhooks/receiver/ats' }).getByRole('button', { name: 'Deliveries' }).click();
        await phone.getByRole('dialog').getByText('DELIVERED').first().waitFor();
        await phone.screenshot({ path: join(ctx.shots, 'integration-webhook-deliveries-phone.png'), fullPage: true });

        await page.goto(`${url}/api/docs`);
        await page.getByText('Scheduler API').first().waitFor({ timeout: 30_000 });
        await page.screenshot({ path: join(ctx.shots, 'integration-api-docs.png') });
      },
    },
    {
      name: 'an integrator generates a typed client from /api/openapi.json, invites a candidate with an API key and verifies the webhook',
      run: async () => {
        const session = await signInApi(ctx, 'orgAdmin');
        const post = async (path: string, body: unknown) => {
          const res = await fetch(`${url}${path}`, {
            method: 'POST',
            headers: { ...session.headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
          return res.json() as Promise<Record<string, unknown>>;
        };
        const me = (await (await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: session.headers })).json()) as {
          encryptedOrganisationId: string;
        };
        const org = me.encryptedOrganisationId;
        const port = await freePort();
        const key = (await post(`/api/integration/createApiKey/${org}`, {
          name: 'E2E ATS',
          scopes: ['meetings:read', 'bookings:read', 'candidates:invite'],
        })) as {
          secret: string;
        };
        const hook = (await post(`/api/integration/saveWebhook/${org}`, {
          url: `http://127.0.0.1:${port}/ats/webhooks`,
          description: 'E2E ATS receiver',
          events: ['candidate.invited'],
        })) as { secret: string };

        await integrator(['--import', 'tsx', 'client/generate-types.ts', `${url}/api/openapi.json`]);
        await integrator([resolve(integratorDir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
        const out = await integrator(['--import', 'tsx', 'client/main.ts'], {
          INTEGRATOR_BASE_URL: url,
          INTEGRATOR_API_KEY: key.secret,
          INTEGRATOR_WEBHOOK_SECRET: hook.secret,
          INTEGRATOR_RECEIVER_PORT: String(port),
        });
        const seen = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
        if (!((seen.projects as number) > 0)) throw new Error(`the key listed no projects: ${out}`);
        expectEqual(seen.inviteStatus, 'SUCCESS', 'invite through the key');
        expectEqual(seen.webhookType, 'candidate.invited', 'webhook type');
        expectEqual(seen.webhookProject, true, 'webhook names the project');
        expectEqual(seen.tamperRefused, true, 'a tampered delivery fails verification');
        expectEqual(seen.outOfScopeStatus, 403, 'a call outside the key’s scopes');
      },
    },
  ];
}
