import { join } from 'node:path';
import type { Logger } from 'pino';
import { DateClock } from 'cognito-local/lib/services/clock.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { LambdaService } from 'cognito-local/lib/services/lambda.js';
import type { Messages } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { TriggersService } from 'cognito-local/lib/services/triggers/triggers.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Config } from 'cognito-local/lib/server/config.js';
import type { OutboxStore } from '../../outbox/outbox-store.ts';
import { SignInOriginTokenGenerator } from './sign-in-origin.ts';

/** Keep `localhost`: cognito-local's discovery document hard-codes it, and the issuer must match. */
export const COGNITO_ISSUER_DOMAIN = (port: number) => `http://localhost:${port}`;

/** Codes Cognito would send (sign-up, forgot password, MFA, temporary passwords) land in the outbox. */
export function outboxMessages(outbox: OutboxStore): Messages {
  return {
    async deliver(_ctx, source, _clientId, _userPoolId, _user, code, _meta, details) {
      outbox.add({
        kind: 'code',
        to: [details.Destination],
        code,
        purpose: source,
        medium: details.DeliveryMedium,
        text: `Your ${source} code is ${code}`,
      });
    },
  };
}

/**
 * cognito-local's services built from its modules (like its own `createDefaultServer`), with data under
 * `<dataDir>`, our message sender instead of the console one, and tokens that carry Cognito's origin_jti.
 * No Lambda triggers are configured.
 */
export async function buildCognitoServices(opts: { dataDir: string; port: number; outbox: OutboxStore; logger: Logger }): Promise<Services> {
  const ctx = { logger: opts.logger };
  const dataDirectory = join(opts.dataDir, 'db');
  const config = {
    LambdaClient: { credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, region: 'local' },
    TriggerFunctions: {},
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: COGNITO_ISSUER_DOMAIN(opts.port) },
    KMSConfig: {},
    ServerConfig: { port: opts.port, hostname: '127.0.0.1', development: false, https: false },
  } as unknown as Config;
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const lambda = new LambdaService({}, undefined as never);
  const triggers = new TriggersService(clock, cognito, lambda, undefined as never);
  return {
    clock,
    cognito,
    config,
    messages: outboxMessages(opts.outbox),
    otp,
    tokenGenerator: new SignInOriginTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
}
