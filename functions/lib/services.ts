import { createAuditLogService } from '@scheduler/core/services/audit-log';
import { createConfigLabelService } from '@scheduler/core/services/config-label';
import { createDepartmentService } from '@scheduler/core/services/department';
import { createOrganisationDirectory } from '@scheduler/core/services/organisation-directory';
import { createSessionService } from '@scheduler/core/services/session';
import { createSignInService } from '@scheduler/core/services/sign-in';
import type { Deps } from './deps.ts';

/** Services bound to this Lambda's dependencies; handlers call exactly one of them. */
export const services = {
  auditLog: (d: Deps) => createAuditLogService(d),
  configLabel: (d: Deps) => createConfigLabelService(d),
  department: (d: Deps) => createDepartmentService(d),
  organisations: (d: Deps) => createOrganisationDirectory(d),
  session: (d: Deps) => createSessionService(d),
  signIn: (d: Deps) => createSignInService(d),
};
