import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import { batchGetInOrder, type IndexRange } from '../lists/index-page.ts';

/** Whose meetings a read covers: `assessors` undefined is the whole organisation; `projects` narrows it when given. */
export interface StartRangeScope {
  organisationId: string;
  assessors?: readonly string[];
  projects?: readonly string[];
}

/**
 * The start-ordered key ranges holding whole meetings (gsi1–gsi3, projection ALL, so a page needs no batch get): per
 * assessor (gsi3), else per project (gsi2), else the organisation's (gsi1), bounded by the UTC instants given.
 */
export function startRanges(db: Pick<Db, 'meeting'>, scope: StartRangeScope, range: { from?: string; to?: string }): IndexRange[] {
  const { organisationId } = scope;
  const bounds = [{ start: range.from ?? '0000' }, { start: range.to ?? '9999' }] as const;
  if (scope.assessors) {
    return scope.assessors.map((assessorId) => ({
      query: db.meeting.query.byAssessor({ organisationId, assessorId }).between(...bounds) as IndexRange['query'],
    }));
  }
  if (scope.projects?.length) {
    return scope.projects.map((projectId) => ({
      query: db.meeting.query.byProject({ organisationId, projectId }).between(...bounds) as IndexRange['query'],
    }));
  }
  return [{ query: db.meeting.query.byStart({ organisationId }).between(...bounds) as IndexRange['query'] }];
}

/**
 * Ids a filter names must be of the organisation: its projects, and people holding an access in it. An id of another
 * organisation is simply not found (404), so it reveals nothing.
 */
export async function assertFilterIds(
  db: Pick<Db, 'project' | 'userOrgAccess'>,
  organisationId: string,
  ids: { projects?: string[]; staff?: string[] },
) {
  const projects = [...new Set(ids.projects ?? [])];
  const staff = [...new Set(ids.staff ?? [])];
  const [foundProjects, foundStaff] = await Promise.all([
    batchGetInOrder(
      db.project,
      projects.map((projectId) => ({ organisationId, projectId })),
      (p) => p.projectId,
    ),
    batchGetInOrder(
      db.userOrgAccess,
      staff.map((userId) => ({ organisationId, userId })),
      (a) => a.userId,
    ),
  ]);
  if (foundProjects.length !== projects.length) throw errors.notFound('Project');
  if (foundStaff.length !== staff.length) throw errors.notFound('{Assessor}');
}
