/** Manage Users tabs in the spec's order (doc 1 §2.10). */
export const USER_LIST_TABS = ['ACTIVE', 'UNREGISTERED', 'ARCHIVED', 'DEACTIVATED', 'ALL'] as const;
export type UserListTab = (typeof USER_LIST_TABS)[number];

export const LIST_USER_TYPES = ['CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN'] as const;
export type ListUserType = (typeof LIST_USER_TYPES)[number];
/** The Deactivated tab lists assessors and invigilators only. */
export const DEACTIVATED_USER_TYPES: readonly ListUserType[] = ['ASSESSOR', 'INVIGILATOR'];

export const EXPIRY_DAYS = ['7', '15', '30'] as const;
export const EXPIRY_TYPES = ['Expiring', 'Expired'] as const;
/** Access statuses a list can be narrowed to ('' is every status). */
export const USER_STATUSES = ['ACTIVE', 'INVITED', 'INACTIVE', 'ARCHIVED'] as const;

export interface UserListFilters {
  userType: ListUserType;
  /** '' is every project. */
  projectId: string;
  /** '' is every status. */
  status: string;
  expiryDays: (typeof EXPIRY_DAYS)[number];
  expiryType: (typeof EXPIRY_TYPES)[number];
}

export const DEFAULT_USER_LIST_FILTERS: UserListFilters = {
  userType: 'CANDIDATE',
  projectId: '',
  status: '',
  expiryDays: '7',
  expiryType: 'Expiring',
};

export function isUserListTab(v: unknown): v is UserListTab {
  return typeof v === 'string' && (USER_LIST_TABS as readonly string[]).includes(v);
}

/** The user types the selector offers on a tab. */
export function userTypesFor(tab: UserListTab): readonly ListUserType[] {
  return tab === 'DEACTIVATED' ? DEACTIVATED_USER_TYPES : LIST_USER_TYPES;
}

/** The filters as a tab uses them: Deactivated forces assessor unless invigilator is chosen. */
export function filtersForTab(tab: UserListTab, f: UserListFilters): UserListFilters {
  if (tab === 'DEACTIVATED' && !DEACTIVATED_USER_TYPES.includes(f.userType)) return { ...f, userType: 'ASSESSOR' };
  return f;
}

/** Filters read back from remembered state, each checked against its options. */
export function restoreFilters(saved: Record<string, string> | undefined): UserListFilters {
  const d = DEFAULT_USER_LIST_FILTERS;
  if (!saved) return d;
  const pick = <T extends string>(v: string | undefined, options: readonly T[], fallback: T): T =>
    v !== undefined && (options as readonly string[]).includes(v) ? (v as T) : fallback;
  return {
    userType: pick(saved.userType, LIST_USER_TYPES, d.userType),
    projectId: saved.projectId ?? '',
    status: pick(saved.status, ['', ...USER_STATUSES], ''),
    expiryDays: pick(saved.expiryDays, EXPIRY_DAYS, d.expiryDays),
    expiryType: pick(saved.expiryType, EXPIRY_TYPES, d.expiryType),
  };
}

/** The table request's searchData for user/getUserList: listType, userType, project, status and, on Unregistered, the expiry filter. */
export function userListSearchData(tab: UserListTab, filters: UserListFilters): string {
  const f = filtersForTab(tab, filters);
  return JSON.stringify({
    listType: tab,
    userType: f.userType,
    ...(f.projectId ? { encryptedProjectId: f.projectId } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(tab === 'UNREGISTERED' ? { expiryDays: Number(f.expiryDays), expiryType: f.expiryType } : {}),
  });
}
