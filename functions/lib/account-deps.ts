import type { ServiceLog } from '@scheduler/core/user/account-deps';
import type { Deps } from './deps.ts';
import { logger } from './logger.ts';

const log: ServiceLog = { error: (message, detail) => logger.error(message, detail) };

/** The account lifecycle services' dependencies: this Lambda's, plus the site origin for links; unsent e-mails are logged. */
export const accountDeps = (d: Deps) => ({ ...d, siteOrigin: d.config.siteOrigin, log });
