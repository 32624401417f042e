/** The roles of spec doc 1 §6. ROLE_ADMIN_TYPE means "any admin" (grid admin or organisation admin). */
export const ROLES = [
  'ROLE_GRID_ADMIN',
  'ROLE_ASSESSOR_ADMIN',
  'ROLE_INTERNAL_ACCESS',
  'ROLE_CALENDAR_FEED',
  'ROLE_ASSESSOR',
  'ROLE_CANDIDATE',
  'ROLE_ORG_ADMIN',
  'ROLE_INVIGILATOR',
  'ROLE_ADMIN_TYPE',
] as const;
export type Role = (typeof ROLES)[number];

/** User types of spec doc 1 §3 and §6. */
export const USER_TYPES = ['ASSESSOR', 'INVIGILATOR', 'CANDIDATE', 'ORG_ADMIN', 'GRID_ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const STEP_TYPES = ['INTERVIEW', 'ASSESSMENT', 'INTERNAL'] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const DELIVERY_METHODS = ['ONSITE', 'REMOTE'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const COUNTRY_CODES = ['AU', 'NZ'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Groups used by route guards, so the web and the API share one rule. */
export const ADMIN_ROLES = ['ROLE_ADMIN_TYPE'] as const satisfies readonly Role[];
export const STAFF_ROLES = ['ROLE_ASSESSOR', 'ROLE_ADMIN_TYPE', 'ROLE_INVIGILATOR'] as const satisfies readonly Role[];
