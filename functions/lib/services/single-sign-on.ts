import { createSingleSignOnService } from '@scheduler/core/services/single-sign-on';
import type { Deps } from '../deps.ts';

/** createSingleSignOnService bound to this Lambda's dependencies. */
export const singleSignOnService = (d: Deps) => createSingleSignOnService({ ...d, ssoSharedSecret: d.config.ssoSharedSecret });
