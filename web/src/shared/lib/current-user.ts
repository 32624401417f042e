import type { Role } from '@scheduler/contracts/roles';
import type { CallAnswer } from './api/call-types.ts';

/** The login answer (doc 1 §3 Login response), as the contract's `auth.login` response gives it out; the tokens stay with Amplify. */
export type LoginAnswer = CallAnswer<'auth.login'>;

/** When the server session ends and when to warn (doc 1 §4, §9); auth/refresh answers a new one. */
export type SessionExpiry = NonNullable<LoginAnswer['sessionExpiry']>;

/** The organisation requires 2-step authentication and the user has no method yet: the session only serves the mfa page. */
export const needsMfaSetup = (login: Pick<LoginAnswer, 'mfaEnabled' | 'mfaType'>): boolean => Boolean(login.mfaEnabled) && !login.mfaType;

/** GET user/getCurrentUserProfile (doc 1 §3 Logged-in user), as the contract's response gives it out. */
export type UserProfile = CallAnswer<'user.getCurrentUserProfile'>;

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
