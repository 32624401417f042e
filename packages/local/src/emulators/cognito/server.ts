import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import type { OutboxStore } from '../../outbox/outbox-store.ts';
import type { CustomAuthTrigger } from './auth-flows.ts';
import { compatRouter } from './compat-router.ts';
import { buildCognitoServices, COGNITO_ISSUER_DOMAIN } from './services.ts';
import { ensureUserPool } from './user-pool.ts';

export const COGNITO_PORT = 9229;

export interface CognitoLocal {
  /** Where SDK clients and Amplify send calls (127.0.0.1, the port the server binds). */
  endpoint: string;
  userPoolId: string;
  clientId: string;
  /** Token issuer: http://localhost:9229/<poolId> (cognito-local writes `localhost`). */
  issuer: string;
  jwksUrl: string;
  stop(): Promise<void>;
}

/**
 * cognito-local in this process on 127.0.0.1:9229 behind the compatibility router, data under
 * `<dataDir>/cognito`, codes into the outbox. Creates the pool and app client on first start.
 */
export async function startCognitoLocal(opts: {
  dataDir: string;
  outbox: OutboxStore;
  port?: number;
  logLevel?: string;
  /** The custom-auth triggers (single sign-on); the deployed pool calls the same handler as a Lambda. */
  customAuth?: CustomAuthTrigger;
}): Promise<CognitoLocal> {
  const port = opts.port ?? COGNITO_PORT;
  const dir = join(opts.dataDir, 'cognito');
  mkdirSync(dir, { recursive: true });
  const logger = pino({ level: opts.logLevel ?? 'error', base: { emulator: 'cognito' } });
  const services = await buildCognitoServices({ dataDir: dir, port, outbox: opts.outbox, logger });
  const app = createServer(
    compatRouter(Router(services), services, opts.customAuth),
    logger,
    { port, hostname: '127.0.0.1', development: false },
    services,
  );
  const server: Server = (await app.start()) as Server;
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  try {
    const ids = await ensureUserPool(endpoint, join(dir, 'state.json'));
    const issuer = `${COGNITO_ISSUER_DOMAIN(port)}/${ids.userPoolId}`;
    return { endpoint, ...ids, issuer, jwksUrl: `${endpoint}/${ids.userPoolId}/.well-known/jwks.json`, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
