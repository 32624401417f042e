import type { Db } from '../db.ts';
import { batchGetInOrder } from '../lists/index-page.ts';

/** The project reads and writes: the only code that touches the project entity. */
export function createProjectStore(db: Db) {
  return {
    /** A project of the organisation, or null. */
    async projectOf(organisationId: string, projectId: string) {
      return (await db.project.get({ organisationId, projectId }).go()).data;
    },

    /** A project of any organisation, found by id alone (a grid admin's reach), or undefined. */
    async projectById(projectId: string) {
      return (await db.project.query.byIdOnly({ projectId }).go({ hydrate: true })).data[0];
    },

    /** The organisation's projects named, in the order named (missing ones left out). */
    projectsOf(organisationId: string, projectIds: readonly string[]) {
      return batchGetInOrder(
        db.project,
        projectIds.map((projectId) => ({ organisationId, projectId })),
        (p) => p.projectId,
      );
    },
  };
}
export type ProjectStore = ReturnType<typeof createProjectStore>;
