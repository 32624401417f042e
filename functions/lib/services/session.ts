import { createSessionService } from '@scheduler/core/identity/session';
import type { Deps } from '../deps.ts';

/** createSessionService bound to this Lambda's dependencies. */
export const sessionService = (d: Deps) => createSessionService(d);
