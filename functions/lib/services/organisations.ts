import { createOrganisationDirectory } from '@scheduler/core/organisation/organisation-directory';
import type { Deps } from '../deps.ts';

/** createOrganisationDirectory bound to this Lambda's dependencies. */
export const organisationsService = (d: Deps) => createOrganisationDirectory(d);
