import type { Db } from '../db.ts';
import { batchGetInOrder, type IndexItem, type IndexRange, pageItems } from '../lists/index-page.ts';
import { purgeWindow } from '../purge/purge-window.ts';
import type { Project, ProjectStatus } from './project-entity.ts';
import { createProjectSaveStore } from './project-store-saves.ts';

/** The project reads and writes: the only code that touches the project entity. */
export function createProjectStore(db: Db) {
  return {
    ...createProjectSaveStore(db),
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

    /** The organisation's projects of one status, by name: a range of the status index (gsi1). */
    projectStatusRange(organisationId: string, status: ProjectStatus): IndexRange {
      return { query: db.project.query.byStatus({ organisationId, status }) };
    },

    /** The projects of a page of the status index, in its order. */
    projectsOfPage(items: readonly IndexItem[]) {
      return pageItems(
        db.project,
        items,
        (i) => ({ organisationId: String(i.organisationId), projectId: String(i.projectId) }),
        (k) => k.projectId,
      );
    },

    /** Every project of the organisation with this status. */
    async projectsWithStatus(organisationId: string, status: ProjectStatus): Promise<Project[]> {
      // bounded: an organisation's projects of one status (hundreds, not thousands)
      return (await db.project.query.byStatus({ organisationId, status }).go({ pages: 'all' })).data;
    },

    /** The projects on an organisation's purge index (purge date on or before `until`, if given). */
    async projectsOnPurgeIndex(purgeScope: string, until: string | undefined): Promise<Project[]> {
      const query = until ? purgeWindow(db.project, purgeScope, until) : db.project.query.byPurgeDate({ purgeScope });
      // bounded: the projects waiting for purge in one organisation (sparse and short-lived)
      return (await query.go({ hydrate: true, pages: 'all' })).data;
    },
  };
}
export type ProjectStore = ReturnType<typeof createProjectStore>;
