import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { STEP_TYPES } from '@scheduler/contracts/roles';
import { purgeIndexAttributes } from '../purge/purge-index.ts';

/**
 * A project (doc 3 §3): one step type (assessment, interview, internal) of an organisation's department,
 * with its booking window, freeze periods and candidate-facing texts. Instants are UTC ISO strings; `timeZone`
 * is the project's default IANA zone.
 * `status` is the one source of the spec's active/archived pair: ACTIVE (active, not archived), INACTIVE
 * (not active), ARCHIVED (deleted; irreversible).
 * Access patterns:
 * - one project (primary, organisationId + projectId); the projects of an organisation (primary, pk organisationId)
 *   — select lists and the PURGE list (filter readyToPurge)
 * - the projects of an organisation in one status, by name (gsi1, pk organisationId + status, sk name + projectId;
 *   ElectroDB lower-cases keys, so the order is case-insensitive) — the list's Active tab (ACTIVE) and Inactive tab
 *   (INACTIVE and ARCHIVED merged), paged by lists/index-page.ts, searched on listSearch
 * - the projects of a department (gsi2, pk organisationId + departmentId)
 * - one project by its id alone (byId, keys only) — a grid admin opening a project of any organisation
 * - the projects ready to purge, by purge date (purge, pk purgeScope, sk purgeOn) — purge list, purge job
 */
export const PROJECT_STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const projectEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'project', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        departmentId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        description: { type: 'string' },
        summary: { type: 'string' },
        instructions: { type: 'string' },
        /** Semicolon-separated checklist labels. */
        completionChecklist: { type: 'string' },
        status: { type: PROJECT_STATUSES, required: true, default: 'ACTIVE' },
        stepType: { type: STEP_TYPES, required: true, default: 'ASSESSMENT' },
        /** UTC instants of the project's booking window. */
        start: { type: 'string', required: true },
        end: { type: 'string', required: true },
        timeZone: { type: 'string', required: true },
        allowMultiCandidateEntry: { type: 'boolean', default: false },
        uploadProcessorName: { type: 'string' },
        freezePeriodOnsite: { type: 'number' },
        freezePeriodRemote: { type: 'number' },
        freezePeriodEdit: { type: 'number' },
        freezePeriodCompletion: { type: 'number' },
        /** Days ahead that meetings are visible to candidates. */
        meetingPeriodVisible: { type: 'number' },
        /** Minimum days between this step's booking and the other step's. */
        meetingPeriodGap: { type: 'number' },
        /** Meeting length in hours. */
        duration: { type: 'number' },
        internalMeetingPastPeriod: { type: 'number' },
        remoteUrlRequired: { type: 'boolean', default: false },
        resourceAvailable: { type: 'boolean', default: false },
        readyToPurge: { type: 'boolean', default: false },
        purgeDate: { type: 'string' },
        /** The list row's search text: the lower-cased name (project-list.ts), kept with every write of the name. */
        listSearch: {
          type: 'string',
          watch: ['name'],
          set: (_: string | undefined, item: Record<string, unknown>) => (typeof item.name === 'string' ? item.name.toLowerCase() : undefined),
        },
        ...purgeIndexAttributes,
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['projectId'] } },
        byStatus: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'status'] },
          sk: { field: 'gsi1sk', composite: ['name', 'projectId'] },
        },
        byDepartment: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['organisationId', 'departmentId'] },
          sk: { field: 'gsi2sk', composite: ['projectId'] },
        },
        byIdOnly: { index: 'byId', pk: { field: 'idpk', composite: ['projectId'] }, sk: { field: 'idsk', composite: [] } },
        byPurgeDate: { index: 'purge', pk: { field: 'purgepk', composite: ['purgeScope'] }, sk: { field: 'purgesk', composite: ['purgeOn'] } },
      },
    },
    config,
  );
export type ProjectEntity = ReturnType<typeof projectEntity>;
export type Project = EntityItem<ProjectEntity>;
