import type { Role } from '@scheduler/contracts/roles';

/** The login answer (doc 1 §3 Login response); the tokens stay with Amplify. */
export interface LoginAnswer {
  status: string;
  message?: string;
  /** The server session every later call names in the x-session-id header. */
  sessionId?: string;
  encryptedId?: string;
  username?: string;
  configLabels?: { code: string; display: string }[];
  /** Index 0 meetings, index 1 every other list (doc 1 §9). */
  pageSize?: number[];
  sessionExpiry?: SessionExpiry;
  mfaRequired?: boolean;
  mfaEnabled?: boolean;
  mfaType?: string;
  /** Masked to the last 4 digits. */
  mobileNo?: string;
  msgOrgAccessActivate?: string;
  logoutRedirection?: string;
}

/** When the server session ends and when to warn (doc 1 §4, §9); auth/refresh answers a new one. */
export interface SessionExpiry {
  /** The expiry instant, ISO. */
  expiresOn?: string;
  /** The same instant as YYYYMMDDHHmmss in server time (Australia/Sydney). */
  encodedRefreshTokenExpiry?: string;
  minutesPrior?: number;
  logOutMessage?: string;
  refreshToken?: string;
}

/** The organisation requires 2-step authentication and the user has no method yet: the session only serves the mfa page. */
export const needsMfaSetup = (login: Pick<LoginAnswer, 'mfaEnabled' | 'mfaType'>): boolean => Boolean(login.mfaEnabled) && !login.mfaType;

export interface OrgAccess {
  active: boolean;
  encryptedOrgId: string;
  organisationName: string;
  switchColor?: string;
}

/** GET user/getCurrentUserProfile (doc 1 §3 Logged-in user). */
export interface UserProfile {
  encryptedId: string;
  encryptedOrganisationId: string;
  organisationName: string;
  firstName: string;
  lastName: string;
  roles: string[];
  timezoneCode?: string;
  /** The profile's IANA zone (assessor types: the timezone mismatch banner, doc 2 §6). */
  encryptedTimezoneId?: string;
  countryCode?: string;
  userOrgAccessList?: OrgAccess[];
  checkOrgAdminInvigilator?: boolean;
  showMeetingUnavailableFlag?: boolean;
  username?: string;
  mobileNo?: string;
  mfaType?: string | null;
}

export interface CurrentUser extends UserProfile {
  fullName: string;
  isGridAdmin: boolean;
  isOrgAdmin: boolean;
  isAnyAdmin: boolean;
  isAssessor: boolean;
  isCandidate: boolean;
  isInvigilator: boolean;
  isAssessorAdmin: boolean;
  isInternalAccess: boolean;
}

export function deriveUser(p: UserProfile): CurrentUser {
  const has = (r: Role) => p.roles.includes(r);
  const isGridAdmin = has('ROLE_GRID_ADMIN');
  const isOrgAdmin = has('ROLE_ORG_ADMIN');
  return {
    ...p,
    fullName: [p.firstName, p.lastName].filter(Boolean).join(' '),
    isGridAdmin,
    isOrgAdmin,
    isAnyAdmin: isGridAdmin || isOrgAdmin || has('ROLE_ADMIN_TYPE'),
    isAssessor: has('ROLE_ASSESSOR'),
    isCandidate: has('ROLE_CANDIDATE'),
    isInvigilator: has('ROLE_INVIGILATOR'),
    isAssessorAdmin: has('ROLE_ASSESSOR_ADMIN'),
    isInternalAccess: has('ROLE_INTERNAL_ACCESS'),
  };
}

/** Route guard rule: at least one of `roles`; ROLE_ADMIN_TYPE means any admin. */
export function hasAnyRole(user: CurrentUser, roles: readonly Role[]): boolean {
  return roles.some((r) => (r === 'ROLE_ADMIN_TYPE' ? user.isAnyAdmin : user.roles.includes(r)));
}

/** Home redirect (doc 1 §2.3). */
export function homePathFor(user: CurrentUser): string {
  if (user.isAssessor || user.isInvigilator) return '/manage/booking-list';
  if (user.isCandidate) return '/candidate';
  if (user.isAnyAdmin) return '/dashboard';
  return '/access-denied';
}
