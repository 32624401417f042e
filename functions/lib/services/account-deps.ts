import type { AccountDeps } from '@scheduler/core/user/account-deps';
import type { Deps } from '../deps.ts';
import { logger } from '../logger.ts';

/** The account lifecycle services' dependencies: links use the site origin; unsent e-mails are logged. */
export const accountDeps = (d: Deps): AccountDeps => ({ ...d, siteOrigin: d.config.siteOrigin, log: { error: (message, detail) => logger.error(message, detail) } });
