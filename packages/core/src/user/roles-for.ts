import type { Role, UserType } from '@scheduler/contracts/roles';

/** The flags of a user's access to one organisation that grant roles. */
export interface AccessFlags {
  userType: UserType;
  active: boolean;
  assessorAdmin?: boolean;
  internalProjectAccess?: boolean;
  calendarFeed?: boolean;
}

/**
 * Roles in one organisation (doc 1 §6). Grid admins hold theirs everywhere; others only through an
 * active access to that organisation. ROLE_ADMIN_TYPE marks any admin.
 */
export function rolesFor(userType: UserType, access: AccessFlags | undefined): Role[] {
  if (userType === 'GRID_ADMIN') return ['ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE', 'ROLE_CALENDAR_FEED'];
  if (!access || !access.active) return [];
  const roles: Role[] = [];
  switch (access.userType) {
    case 'ORG_ADMIN':
      roles.push('ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE');
      break;
    case 'ASSESSOR':
      roles.push('ROLE_ASSESSOR');
      if (access.assessorAdmin) roles.push('ROLE_ASSESSOR_ADMIN');
      if (access.internalProjectAccess) roles.push('ROLE_INTERNAL_ACCESS');
      break;
    case 'INVIGILATOR':
      roles.push('ROLE_INVIGILATOR');
      break;
    case 'CANDIDATE':
      roles.push('ROLE_CANDIDATE');
      break;
    case 'GRID_ADMIN':
      roles.push('ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE');
      break;
  }
  if (access.calendarFeed && access.userType !== 'CANDIDATE') roles.push('ROLE_CALENDAR_FEED');
  return roles;
}
