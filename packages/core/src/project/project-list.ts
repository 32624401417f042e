import type { TableRequest } from '@scheduler/contracts/envelope';
import type { LabelSet } from '@scheduler/contracts/labels';
import type { ProjectListType, ProjectRow, projectOption } from '@scheduler/contracts/schemas/project';
import type * as z from 'zod';
import { isGridAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { readIndexPage, readWholeRange, type IndexItem, type IndexRange } from '../lists/index-page.ts';
import { applyTableRequest, normaliseSearch, sortOf, type TableSpec } from '../lists/table-query.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { stepTypesServed } from '../user/access-types.ts';
import type { Project, ProjectStatus } from './project-entity.ts';
import { projectRowOf } from './project-view.ts';
import { projectsMissingConfirmationAlert } from '../notification/confirmation-alert.ts';
import { purgeWindowEnd } from '../purge/purge-list.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { createProjectStore } from './project-store.ts';

type Row = ReturnType<typeof projectRowOf>;
type ProjectOption = z.input<typeof projectOption>;

const spec: TableSpec<Row> = {
  searchable: (r) => [r.name],
  sortable: {
    name: (r) => r.name?.toLowerCase(),
    stepTypeDisplay: (r) => r.stepTypeDisplay,
    startDateTime: (r) => r.startOn,
    endDateTime: (r) => r.endOn,
    organisationName: (r) => r.organisationName,
    purgeDate: (r) => r.purgeDate,
  },
  defaultSort: { column: 'name', direction: 'asc' },
};

/** The statuses each tab shows (doc 3 §2.4): Inactive Projects holds the inactive and the archived ones. */
const TAB_STATUSES: Record<Exclude<ProjectListType, 'PURGE'>, readonly ProjectStatus[]> = {
  ACTIVE: ['ACTIVE'],
  INACTIVE: ['INACTIVE', 'ARCHIVED'],
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' });

/** The project lists (doc 3 §2.4): tabs paged by the status index, the purge list by the purge index. */
export function createProjectListService(deps: DataDeps) {
  const { db } = deps;
  const projectRows = createProjectStore(db);
  const organisations = createOrganisationStore(db);
  const users = createUserStore(db);
  const labels = createConfigLabelService(deps);

  /** The organisations a list covers: a grid admin's every organisation (few, DESIGN §3.7), anyone else's own. */
  async function organisationsOf(actor: Actor, requested?: string): Promise<Map<string, string>> {
    if (isGridAdmin(actor) && (!requested || requested === 'NA' || requested === 'ALL')) {
      return new Map((await organisations.allOrganisations()).map((o) => [o.organisationId, o.name]));
    }
    const organisationId = scopedOrganisationId(actor, requested);
    const organisation = await organisations.organisationOf(organisationId);
    if (!organisation) throw errors.notFound('Organisation');
    return new Map([[organisationId, organisation.name]]);
  }

  async function labelsOf(organisationIds: Iterable<string>): Promise<Map<string, LabelSet>> {
    const ids = [...new Set(organisationIds)];
    const sets = await Promise.all(ids.map((id) => labels.forOrganisation(id)));
    return new Map(ids.map((id, i) => [id, sets[i]!]));
  }

  /** The rows of `projects`, each saying whether it lacks its confirmation alert (one batch read for the page). */
  async function rowsOf(projects: readonly Project[], names: Map<string, string>): Promise<Row[]> {
    const [labelSets, missing] = await Promise.all([labelsOf(projects.map((p) => p.organisationId)), projectsMissingConfirmationAlert(db, projects)]);
    return projects.map((p) =>
      projectRowOf(p, {
        organisationName: names.get(p.organisationId) ?? '',
        labels: labelSets.get(p.organisationId) ?? [],
        confirmationAlertMissing: missing.has(p.projectId),
      }),
    );
  }

  /**
   * A tab: one status range per organisation and status (gsi1, by name), merged by readIndexPage. A page by name
   * reads only the keys up to the page's end; a sort by another column sorts the tab in memory (index-page.ts cap).
   * Totals are keys-only counts of the ranges: an organisation's projects are counted in hundreds, not thousands.
   */
  async function tab(actor: Actor, listType: 'ACTIVE' | 'INACTIVE', req: TableRequest) {
    const names = await organisationsOf(actor);
    const ranges: IndexRange[] = [...names.keys()].flatMap((organisationId) =>
      TAB_STATUSES[listType].map((status) => projectRows.projectStatusRange(organisationId, status)),
    );
    const search = normaliseSearch(req.filter);
    const sort = sortOf(req, spec);
    const parse = (items: IndexItem[]) => projectRows.projectsOfPage(items);
    if (sort.column !== 'name') {
      const rows = await rowsOf(await parse(await readWholeRange(ranges, search)), names);
      return applyTableRequest(rows, { ...req, filter: '' }, spec);
    }
    const page = await readIndexPage({ ranges, order: sort.direction, pageIndex: req.pageIndex, pageSize: req.pageSize, search });
    return { dataset: await rowsOf(await parse(page.items), names), size: page.total };
  }

  /** The ready-to-purge projects (purge index, by purge date; sparse and short-lived, so read whole and paged here). */
  async function purgeList(actor: Actor, req: TableRequest) {
    const names = await organisationsOf(actor);
    const found = await Promise.all(
      [...names.keys()].map(async (purgeScope) => {
        // The purge list's Projects tab sends its day filter: only that window of the purge index is read.
        const until = purgeWindowEnd(req.searchData, deps.clock.now());
        return projectRows.projectsOnPurgeIndex(purgeScope, until);
      }),
    );
    const rows = await rowsOf(
      found.flat().filter((p) => p.readyToPurge),
      names,
    );
    return applyTableRequest(rows, req, { ...spec, defaultSort: { column: 'purgeDate', direction: 'asc' } });
  }

  return {
    /** project/getList/{ACTIVE|INACTIVE|PURGE}: grid admins see every organisation's projects, anyone else their own. */
    async list(actor: Actor, listType: ProjectListType, req: TableRequest): Promise<{ dataset: ProjectRow[]; size: number }> {
      const { dataset, size } = listType === 'PURGE' ? await purgeList(actor, req) : await tab(actor, listType, req);
      return { dataset: dataset.map(({ startOn: _s, endOn: _e, ...row }) => row), size };
    },

    /**
     * project/getSelectList/{organisationId|NA}: the projects that are not archived, by name, of the organisation
     * asked for (NA: every organisation the caller may see).
     */
    async selectList(actor: Actor, organisationId: string): Promise<ProjectOption[]> {
      const names = await organisationsOf(actor, organisationId);
      const found = await Promise.all(
        [...names.keys()].flatMap((org) => (['ACTIVE', 'INACTIVE'] as const).map((status) => projectRows.projectsWithStatus(org, status))),
      );
      return found
        .flat()
        .sort(byName)
        .map((p) => ({ encryptedId: p.projectId, name: p.name, stepType: p.stepType, encryptedOrganisationId: p.organisationId }));
    },

    /**
     * The assessor's project list: the active projects of their current organisation whose step type they run
     * (their access's request types; internal projects only with internal project access).
     */
    async assessorList(actor: Actor): Promise<ProjectOption[]> {
      const organisationId = actor.organisationId;
      const [access, projects] = await Promise.all([
        users.accessOf(organisationId, actor.userId),
        projectRows.projectsWithStatus(organisationId, 'ACTIVE'),
      ]);
      if (!access) throw errors.forbidden();
      const served = stepTypesServed(access);
      return projects
        .filter((p) => served.includes(p.stepType))
        .sort(byName)
        .map((p) => ({ encryptedId: p.projectId, name: p.name, stepType: p.stepType, encryptedOrganisationId: p.organisationId }));
    },
  };
}
