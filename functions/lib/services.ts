import { createAuditLogService } from '@scheduler/core/services/audit-log';
import { createConfigLabelService } from '@scheduler/core/services/config-label';
import { createDepartmentService } from '@scheduler/core/services/department';
import { createOrganisationDirectory } from '@scheduler/core/services/organisation-directory';
import { createSessionService } from '@scheduler/core/services/session';
import { createSignInService } from '@scheduler/core/services/sign-in';
import { createSingleSignOnService } from '@scheduler/core/services/single-sign-on';
import { createActiveUsersService } from '@scheduler/core/services/active-users';
import { createAssessorAccessService } from '@scheduler/core/services/assessor-access';
import { createAssessorDirectory } from '@scheduler/core/services/assessor-directory';
import { createCalendarFeedService } from '@scheduler/core/services/calendar-feed';
import { createOrganisationSwitchService } from '@scheduler/core/services/organisation-switch';
import { createProfileService } from '@scheduler/core/services/profile';
import { createUserDetailService } from '@scheduler/core/services/user-detail';
import { createUserListService } from '@scheduler/core/services/user-list';
import { createUserStatusService } from '@scheduler/core/services/user-status';
import type { AccountDeps } from '@scheduler/core/services/account-deps';
import { createMfaSetupService } from '@scheduler/core/services/mfa-setup';
import { createNewUserService } from '@scheduler/core/services/new-user';
import { createPasswordResetService } from '@scheduler/core/services/password-reset';
import { createSignupService } from '@scheduler/core/services/signup';
import { createTimeZoneListService } from '@scheduler/core/services/time-zone-list';
import type { Deps } from './deps.ts';
import { logger } from './logger.ts';

/** The account lifecycle services' dependencies: links use the site origin; unsent e-mails are logged. */
const accountDeps = (d: Deps): AccountDeps => ({ ...d, siteOrigin: d.config.siteOrigin, log: { error: (message, detail) => logger.error(message, detail) } });

/**
 * Services bound to this Lambda's dependencies; handlers call exactly one of them (`services.x(deps)` through
 * `import * as services`). Named exports, so each area's bundle keeps only the services its handlers use.
 */
export const auditLog = (d: Deps) => createAuditLogService(d);
export const configLabel = (d: Deps) => createConfigLabelService(d);
export const department = (d: Deps) => createDepartmentService(d);
export const organisations = (d: Deps) => createOrganisationDirectory(d);
export const session = (d: Deps) => createSessionService(d);
export const signIn = (d: Deps) => createSignInService(d);
export const activeUsers = (d: Deps) => createActiveUsersService(d);
export const assessorAccess = (d: Deps) => createAssessorAccessService(d);
export const assessorDirectory = (d: Deps) => createAssessorDirectory(d);
export const calendarFeed = (d: Deps) => createCalendarFeedService({ ...d, feedTokenSecret: d.config.feedTokenSecret });
export const organisationSwitch = (d: Deps) => createOrganisationSwitchService(d);
export const profile = (d: Deps) => createProfileService(d);
export const userDetail = (d: Deps) => createUserDetailService(d);
export const userList = (d: Deps) => createUserListService(d);
export const userStatus = (d: Deps) => createUserStatusService(d);
export const singleSignOn = (d: Deps) => createSingleSignOnService({ ...d, ssoSharedSecret: d.config.ssoSharedSecret });
export const signup = (d: Deps) => createSignupService(accountDeps(d));
export const passwordReset = (d: Deps) => createPasswordResetService(accountDeps(d));
export const mfaSetup = (d: Deps) => createMfaSetupService(accountDeps(d));
export const newUser = (d: Deps) => createNewUserService(accountDeps(d));
export const timeZones = (d: Deps) => createTimeZoneListService(d);
