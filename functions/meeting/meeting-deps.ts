import { SECRET } from '@scheduler/contracts/env';
import { launchKeyOf } from '@scheduler/core/meeting/meeting-launch-link';
import type { LaunchSettings } from '@scheduler/core/meeting/meeting-read';
import type { Deps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

/**
 * Launch links are sealed with a key derived from the calendar-feed secret (its own HKDF info, so neither use can
 * stand in for the other: meeting-launch-link.ts); a function given no such secret answers meetings without them.
 */
export async function launchSettings(deps: Deps): Promise<LaunchSettings> {
  const secret = await deps.secrets(SECRET.feedToken);
  return { origin: deps.config.siteOrigin, key: secret ? launchKeyOf(secret) : undefined };
}

/** The meeting writes' dependencies: the table, the senders, and the logger for an alert that could not be sent. */
export const saveDeps = (deps: Deps) => ({
  ...deps,
  log: { error: (message: string, data?: Record<string, unknown>) => logger.error(message, data ?? {}) },
});
