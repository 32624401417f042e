import type { StatusAnswer } from '@scheduler/contracts/envelope';
import type { listAddAccessRequest } from '@scheduler/contracts/schemas/assessor';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { api } from '../../../shared/lib/api/index.ts';

export type AddAccessListRequest = z.input<typeof listAddAccessRequest>;

export interface AssessorAccessRow {
  encryptedId: string;
  fullName?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  encryptedOrgId?: string;
  organisationName?: string;
  /** Access types of an existing access, as a list or joined by '~' or ','. */
  requestTypes?: string | string[];
  accessTypes?: string | string[];
  /** The access types in the organisation's words, e.g. 'Interview, Assessment'. */
  accessTypesDisplay?: string;
}

/** The access types of the add-access dialog (doc 1 §2.11), in order. */
export const ACCESS_TYPES = ['INTERVIEW', 'ASSESSMENT', 'INTERNAL'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** Access type values are joined with '~' in the add or remove call (doc 1 §9). */
export function joinAccessTypes(types: readonly string[]): string {
  return ACCESS_TYPES.filter((t) => types.includes(t)).join('~');
}

/** The access types an existing access row carries, or every type when the row does not say. */
export function rowAccessTypes(row: AssessorAccessRow): string {
  const raw = row.accessTypes ?? row.requestTypes;
  const list = Array.isArray(raw) ? raw : (raw ?? '').split(/[~,]/);
  return joinAccessTypes(list.map((t) => t.trim().toUpperCase())) || ACCESS_TYPES.join('~');
}

/** POST assessor/getListAddAccess: candidates for an access, 10 per page, by first name. */
export function useAddAccessList(request: AddAccessListRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['table', 'assessor', 'getListAddAccess', request],
    queryFn: ({ signal }) => api.call<{ dataset: AssessorAccessRow[]; size: number }>('assessor', 'getListAddAccess', { body: request, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST assessor/addRemoveAssessorAccess/{org}/{flag}/{assessorId}/{adminId}/{types joined by '~'}: flag 1 adds, 0 removes. */
export function addRemoveAssessorAccess(a: {
  organisationId: string;
  add: boolean;
  assessorId: string;
  adminId: string;
  accessTypes: string;
}): Promise<StatusAnswer> {
  return api.call<StatusAnswer>('assessor', 'addRemoveAssessorAccess', {
    params: { organisationId: a.organisationId, flag: a.add ? '1' : '0', assessorId: a.assessorId, adminId: a.adminId, accessTypes: a.accessTypes },
    acceptAnyStatus: true,
  });
}
