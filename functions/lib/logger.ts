import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

type LogKeys = Record<string, unknown>;

let rootLogger: Logger | undefined;
/** Made on first use, so the level is read from the environment as it is when logging starts (not at import). */
const root = () => (rootLogger ??= new Logger({ serviceName: 'scheduler-api' }));
/** The logger of the invocation running on this async path (the local runtime runs many at once in one process). */
const current = new AsyncLocalStorage<Logger>();
const active = () => current.getStore() ?? root();

/**
 * Structured JSON logs. A line carries the keys of its own invocation only (request id and route, or the job and
 * event id): each invocation starts from a clean logger, so nothing an earlier or concurrent one added leaks in.
 */
export const logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'> = {
  debug: (input, ...extra) => active().debug(input, ...extra),
  info: (input, ...extra) => active().info(input, ...extra),
  warn: (input, ...extra) => active().warn(input, ...extra),
  error: (input, ...extra) => active().error(input, ...extra),
};

/** Runs one invocation with a logger of its own whose lines carry `keys` (and the Lambda request id, when given). */
export function inInvocation<T>(keys: LogKeys, context: Context | undefined, run: () => Promise<T>): Promise<T> {
  const own = root().createChild({ persistentKeys: keys });
  if (context?.awsRequestId) own.addContext(context);
  return current.run(own, run);
}
