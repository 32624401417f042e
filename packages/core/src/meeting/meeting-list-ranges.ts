import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createUserStore } from '../user/user-store.ts';

/**
 * Ids a filter names must be of the organisation: its projects, and people holding an access in it. An id of another
 * organisation is simply not found (404), so it reveals nothing.
 */
export async function assertFilterIds(db: Db, organisationId: string, ids: { projects?: string[]; staff?: string[] }) {
  const projects = [...new Set(ids.projects ?? [])];
  const staff = [...new Set(ids.staff ?? [])];
  const [foundProjects, foundStaff] = await Promise.all([
    createProjectStore(db).projectsOf(organisationId, projects),
    createUserStore(db).accessesOf(organisationId, staff),
  ]);
  if (foundProjects.length !== projects.length) throw errors.notFound('Project');
  if (foundStaff.length !== staff.length) throw errors.notFound('{Assessor}');
}
