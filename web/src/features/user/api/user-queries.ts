import type { StatusAnswer } from '@scheduler/contracts/envelope';
import type { userCreate, userDetail, userOrgAccessEntry } from '@scheduler/contracts/schemas/user';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { api } from '../../../shared/lib/api/index.ts';

/** User-organisation access entry (doc 1 §3) as user/get answers it. */
export type UserOrgAccessEntry = z.infer<typeof userOrgAccessEntry> & {
  userType?: string;
  /** The expiry instant; invitationExpiry is the server's formatted text of it. */
  invitationExpiryOn?: string;
  invitationExpiryText?: string;
  purgeDate?: string;
  sanitiseDate?: string;
};

/** User (doc 1 §3) as user/get answers it (contracts' userDetail plus the fields the page shows). */
export interface UserDetail {
  encryptedId: string;
  userId?: string | number;
  firstName: string;
  lastName: string;
  username: string;
  fullName?: string;
  type?: z.infer<typeof userDetail>['type'];
  typeDisplay?: string;
  status?: string;
  statusReason?: string;
  active?: boolean;
  archived?: boolean;
  mobileNo?: string;
  companyName?: string;
  mfaType?: 'EMAIL' | 'MOBILE' | 'APP' | null;
  mfaTypeDisplay?: string;
  timezoneName?: string;
  createdDateDisplay?: string;
  countryCode?: string;
  countryCodes?: string | string[];
  orgUserInvigilator?: boolean;
  organisationName?: string;
  userOrgAccessList?: UserOrgAccessEntry[];
  /** The viewer may change the person's name, mobile and 2-step method (Edit, Reset 2-Step Authentication). */
  identityEditable?: boolean;
}
export type NewUser = z.input<typeof userCreate>;

/**
 * GET user/get/{id}: the user and their organisation access entries. The user's own `status` (ACTIVE, INVITED ...)
 * sits where the envelope's status would, so the answer is not read as a refusal.
 */
export function useUserDetail(id: string) {
  return useQuery({
    queryKey: ['user', 'get', id],
    queryFn: ({ signal }) => api.call<UserDetail>('user', 'get', { params: { id }, signal, acceptAnyStatus: true }),
    enabled: !!id,
  });
}

/** POST user/create: invites a new organisation, assessor or invigilator user; the message says so. */
export function createUser(body: NewUser): Promise<StatusAnswer> {
  return api.call<StatusAnswer>('user', 'create', { body, acceptAnyStatus: true });
}

export function archiveUser(organisationId: string, userId: string): Promise<StatusAnswer> {
  return api.call<StatusAnswer>('user', 'archive', { params: { organisationId, userId }, acceptAnyStatus: true });
}

/** POST user/extendExpiryDate/{o}/{u}/{yyyy-MM-dd}: the message holds the new date. */
export function extendExpiryDate(organisationId: string, userId: string, date: string): Promise<StatusAnswer> {
  return api.call<StatusAnswer>('user', 'extendExpiryDate', { params: { organisationId, userId, date }, acceptAnyStatus: true });
}

export function setAccessActive(active: boolean, organisationId: string, userId: string, reason: string): Promise<StatusAnswer> {
  return api.call<StatusAnswer>('user', active ? 'activateAssessor' : 'deactivateAssessor', {
    params: { organisationId, userId },
    body: { reason },
    acceptAnyStatus: true,
  });
}

export interface ProjectOption {
  encryptedId: string;
  name: string;
}

/** GET project/getSelectList/{organisationId}: project filter options; empty while the call is unavailable. */
export function useProjectOptions(organisationId: string | undefined) {
  return useQuery({
    queryKey: ['project', 'getSelectList', organisationId],
    queryFn: async ({ signal }) => {
      try {
        return await api.call<ProjectOption[]>('project', 'getSelectList', { params: { organisationId: organisationId! }, signal, errors: 'caller' });
      } catch {
        return [];
      }
    },
    enabled: !!organisationId,
    staleTime: 5 * 60_000,
  });
}
