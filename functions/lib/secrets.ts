import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV, localSecretEnv, secretArnEnv } from '@scheduler/contracts/env';

/** How long a secret stays cached in a container: a rotated value reaches every container within this. */
export const SECRET_CACHE_MS = 5 * 60_000;

/** A secret by name (`SSO_KEYS`, `FEED_TOKEN`, ...); undefined where this function was given none. */
export type SecretReader = (name: string) => Promise<string | undefined>;

interface SecretsClient {
  send(command: GetSecretValueCommand): Promise<{ SecretString?: string }>;
}

/**
 * Reads secrets at run time, never from plain environment values deployed: `<NAME>_SECRET_ARN` names the secret,
 * GetSecretValue reads it once per `ttlMs` per container (concurrent calls share one read; a failed read is not
 * cached). Only in the local runtime, with no ARN, the plain `<NAME>_LOCAL_SECRET` the runtime sets is used.
 */
export function createSecretReader(
  opts: { env?: NodeJS.ProcessEnv; client?: () => SecretsClient; now?: () => number; ttlMs?: number } = {},
): SecretReader {
  const env = opts.env ?? process.env;
  const now = opts.now ?? Date.now;
  const ttl = opts.ttlMs ?? SECRET_CACHE_MS;
  const cache = new Map<string, { value: Promise<string>; readAt: number }>();
  let client: SecretsClient | undefined;

  const read = (arn: string): Promise<string> => {
    client ??= (opts.client ?? (() => new SecretsManagerClient({})))();
    return client.send(new GetSecretValueCommand({ SecretId: arn })).then((out) => {
      if (!out.SecretString) throw new Error(`Secrets Manager answered no SecretString for ${arn}`);
      return out.SecretString;
    });
  };

  return async (name) => {
    const arn = env[secretArnEnv(name)];
    if (!arn) return env[ENV.stage] === 'local' ? env[localSecretEnv(name)] || undefined : undefined;
    const at = now();
    const hit = cache.get(arn);
    if (hit && at - hit.readAt < ttl) return hit.value;
    const value = read(arn);
    cache.set(arn, { value, readAt: at });
    value.catch(() => {
      if (cache.get(arn)?.value === value) cache.delete(arn);
    });
    return value;
  };
}

let shared: SecretReader | undefined;

/** The secret `name` for this container (see createSecretReader), read from the process environment. */
export const secretValue: SecretReader = (name) => (shared ??= createSecretReader())(name);
