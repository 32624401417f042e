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

/** Services bound to this Lambda's dependencies; handlers call exactly one of them. */
export const services = {
  auditLog: (d: Deps) => createAuditLogService(d),
  configLabel: (d: Deps) => createConfigLabelService(d),
  department: (d: Deps) => createDepartmentService(d),
  organisations: (d: Deps) => createOrganisationDirectory(d),
  session: (d: Deps) => createSessionService(d),
  signIn: (d: Deps) => createSignInService(d),
  activeUsers: (d: Deps) => createActiveUsersService(d),
  assessorAccess: (d: Deps) => createAssessorAccessService(d),
  assessorDirectory: (d: Deps) => createAssessorDirectory(d),
  calendarFeed: (d: Deps) => createCalendarFeedService({ ...d, feedTokenSecret: d.config.feedTokenSecret }),
  organisationSwitch: (d: Deps) => createOrganisationSwitchService(d),
  profile: (d: Deps) => createProfileService(d),
  userDetail: (d: Deps) => createUserDetailService(d),
  userList: (d: Deps) => createUserListService(d),
  userStatus: (d: Deps) => createUserStatusService(d),
  singleSignOn: (d: Deps) => createSingleSignOnService({ ...d, ssoSharedSecret: d.config.ssoSharedSecret }),
  signup: (d: Deps) => createSignupService(accountDeps(d)),
  passwordReset: (d: Deps) => createPasswordResetService(accountDeps(d)),
  mfaSetup: (d: Deps) => createMfaSetupService(accountDeps(d)),
  newUser: (d: Deps) => createNewUserService(accountDeps(d)),
  timeZones: (d: Deps) => createTimeZoneListService(d),
};
