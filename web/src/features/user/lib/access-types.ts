import type { TableRow } from '../../../shared/lib/api/index.ts';

/** The access types of the add-access dialog (doc 1 §2.11), in order. */
export const ACCESS_TYPES = ['INTERVIEW', 'ASSESSMENT', 'INTERNAL'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** Access type values are joined with '~' in the add or remove call (doc 1 §9). */
export function joinAccessTypes(types: readonly string[]): string {
  return ACCESS_TYPES.filter((t) => types.includes(t)).join('~');
}

/** The access types an existing access row carries ('~' or ',' joined, or a list), or every type when the row does not say. */
export function rowAccessTypes(row: TableRow<'assessor.getAssessorAdminByUser'>): string {
  const raw = row.accessTypes ?? row.requestTypes;
  const list = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(/[~,]/) : [];
  return joinAccessTypes(list.map((t) => t.trim().toUpperCase())) || ACCESS_TYPES.join('~');
}
