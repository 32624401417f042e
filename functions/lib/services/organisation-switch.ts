import { createOrganisationSwitchService } from '@scheduler/core/organisation/organisation-switch';
import type { Deps } from '../deps.ts';

/** createOrganisationSwitchService bound to this Lambda's dependencies. */
export const organisationSwitchService = (d: Deps) => createOrganisationSwitchService(d);
