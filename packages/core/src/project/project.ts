import { MSG } from '@scheduler/contracts/messages';
import { PROJECT_MSG, type ProjectDetail, type ProjectSave } from '@scheduler/contracts/schemas/project';
import { PROJECT_ALERT_MESSAGES } from '@scheduler/contracts/schemas/project-alert';
import { isGridAdmin, type Actor } from '../actor.ts';
import { auditEntry, describeChanges } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { projectsMissingConfirmationAlert } from '../notification/confirmation-alert.ts';
import { createProjectAlertWrites } from '../notification/project-alert-writes.ts';
import { createDepartmentStore } from '../department/department-store.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { zoneChoices } from '../organisation/time-zone-list.ts';
import { purgeMarkOnArchive } from '../purge/retention.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import type { Project } from './project-entity.ts';
import { createProjectStore } from './project-store.ts';
import { AUDITED_FIELDS, canArchive, changedFields, dateErrors, savedFields, statusAfterSave, windowOf } from './project-rules.ts';
import { projectDetailOf } from './project-view.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';

/** Projects (doc 3 §2.5, §4, §5, §7): every write leaves its audit row and its field-level rows in the same transaction. */
export function createProjectService(deps: DataDeps) {
  const { db, clock, ids } = deps;
  const projects = createProjectStore(db);
  const organisations = createOrganisationStore(db);
  const departments = createDepartmentStore(db);
  const labels = createConfigLabelService(deps);
  const alerts = createProjectAlertWrites(deps);

  /** A project the caller may see: grid admins any organisation's (by id), everyone else only their organisation's. */
  async function find(actor: Actor, projectId: string): Promise<Project> {
    const found = isGridAdmin(actor) ? await projects.projectById(projectId) : await projects.projectOf(actor.organisationId, projectId);
    if (!found) throw errors.notFound('Project');
    return found;
  }

  const stale = () => errors.refused('project.stale', 'This project was changed by someone else, please reload and try again.');

  /** The field-level audit rows of a write (auditLog/getFieldAuditByRefId reads them). */
  function fieldRows(actor: Actor, organisationId: string, projectId: string, changes: { column: string; value: string }[]) {
    const modifiedOn = clock.now().toISOString();
    return changes.map(({ column, value }) => ({
      organisationId,
      refType: 'Project',
      refId: projectId,
      columnName: column,
      auditId: ids.next(),
      columnValue: value,
      modifiedOn,
      modifiedBy: actor.fullName,
      modifiedByUserId: actor.userId,
    }));
  }

  return {
    /** project/get: the detail of a project the caller may see (assessors: their organisation's, for the meeting form). */
    async get(actor: Actor, projectId: string): Promise<ProjectDetail> {
      const p = await find(actor, projectId);
      const [org, dept, labelSet, missing] = await Promise.all([
        organisations.organisationOf(p.organisationId),
        departments.departmentOf(p.organisationId, p.departmentId),
        labels.forOrganisation(p.organisationId),
        projectsMissingConfirmationAlert(db, [p]),
      ]);
      return projectDetailOf(p, {
        organisationName: org?.name ?? '',
        departmentName: dept?.name,
        labels: labelSet,
        confirmationAlertMissing: missing.has(p.projectId),
      });
    },

    /**
     * project/save: creates (formAction create, or duplicate of encryptedId) or edits (encryptedId) a project of an
     * organisation the caller may touch; answers the project id. The department and the zone must be the
     * organisation's; dates may not be before today in the project's zone. A new project (a duplicate too) is written
     * with its step type's default alerts in the same transaction, each with its own audit row (project-alert-writes.ts).
     */
    async save(actor: Actor, input: ProjectSave): Promise<string> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      const editing = !!input.encryptedId && input.formAction !== 'duplicate';
      const [org, dept, source] = await Promise.all([
        organisations.organisationOf(organisationId),
        departments.departmentOf(organisationId, input.encryptedDepartmentId),
        input.encryptedId ? projects.projectOf(organisationId, input.encryptedId) : Promise.resolve(null),
      ]);
      if (!org) throw errors.notFound('Organisation');
      if (input.encryptedId && !source) throw errors.notFound('Project');
      const before = editing ? (source ?? undefined) : undefined;

      const fieldErrors: Record<string, string> = {};
      if (!dept) fieldErrors.encryptedDepartmentId = "The Department is not one of the selected Organisation's.";
      if (!zoneChoices(org.countryCode).some((z) => z.encryptedId === input.encryptedTimezoneId)) {
        fieldErrors.encryptedTimezoneId = "The Timezone is not one of the selected Organisation's.";
      } else Object.assign(fieldErrors, dateErrors(input, input.encryptedTimezoneId, clock.now(), before));
      if (Object.keys(fieldErrors).length > 0) throw errors.validation(MSG.validationFailed, fieldErrors);

      const multiCandidateAllowed = settingsOf(org.config).allowCandidateMultiProject === true;
      const fields = {
        ...savedFields(input, { multiCandidateAllowed }),
        ...windowOf(input, input.encryptedTimezoneId),
        status: statusAfterSave(input.active, before?.status),
      };
      const now = clock.now().toISOString();

      if (!before) {
        const projectId = ids.next();
        const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as typeof fields;
        const origin = source ? ` as a duplicate of '${source.name}'` : '';
        // Its step type's default alerts, the same set as Add Default Alerts, are written with it (issue 18 item 1).
        const defaults = await alerts.forNewProject(actor, { organisationId, projectId, stepType: set.stepType });
        const defaultsNote = defaults.added.length ? ` ${PROJECT_ALERT_MESSAGES.defaultsAdded(defaults.added)}.` : '';
        const audit = auditEntry(
          deps,
          actor,
          { refType: 'Project', refId: projectId, organisationId },
          `Project created${origin}. ${describeChanges(undefined, set, AUDITED_FIELDS)}${defaultsNote}`,
        );
        const rows = fieldRows(actor, organisationId, projectId, changedFields(undefined, set));
        const created = { organisationId, projectId, ...set, createdAt: now, updatedAt: now };
        if (!(await projects.createProjectWrite(created, { audit, fieldRows: rows }, defaults.items)))
          throw errors.refused('project.conflict', 'Project could not be saved, please try again.');
        return projectId;
      }

      const projectId = before.projectId;
      const changes = describeChanges(before, fields, AUDITED_FIELDS);
      if (!changes) return projectId;
      const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      const cleared = Object.entries(fields)
        .filter(([k, v]) => v === undefined && before[k as keyof Project] !== undefined)
        .map(([k]) => k as keyof Project);
      const audit = auditEntry(deps, actor, { refType: 'Project', refId: projectId, organisationId }, `Project updated. ${changes}`);
      const rows = fieldRows(actor, organisationId, projectId, changedFields(before, fields));
      const change = { set, cleared, now };
      if (!(await projects.updateProjectWrite({ organisationId, projectId }, before.updatedAt, change, { audit, fieldRows: rows }))) throw stale();
      return projectId;
    },

    /** project/archive: Delete = archive, only for an active project that is not archived; irreversible (doc 3 §4). */
    async archive(actor: Actor, projectId: string): Promise<void> {
      const p = await find(actor, projectId);
      if (!canArchive(p.status)) throw errors.refused('project.not_active', PROJECT_MSG.deleteNotActive, PROJECT_MSG.deleteFailedStatus);
      const ref = { refType: 'Project' as const, refId: projectId, organisationId: p.organisationId };
      const audit = auditEntry(deps, actor, ref, 'Project deleted (archived).');
      const rows = fieldRows(actor, p.organisationId, projectId, [{ column: 'status', value: 'ARCHIVED' }]);
      const organisation = await organisations.organisationOf(p.organisationId);
      const purgeMark = purgeMarkOnArchive(p.organisationId, organisation?.config, clock.now());
      if (!(await projects.archiveProjectWrite(p, purgeMark, clock.now().toISOString(), { audit, fieldRows: rows })))
        throw errors.refused('project.not_active', PROJECT_MSG.deleteNotActive, PROJECT_MSG.deleteFailedStatus);
    },

    /** project/extendPurgeDate: a ready-to-purge project's purge date moves to a day after today (server zone). */
    async extendPurgeDate(actor: Actor, projectId: string, date: string): Promise<void> {
      const p = await find(actor, projectId);
      if (!p.readyToPurge) throw errors.refused('project.not_ready_to_purge', 'This project is not ready to purge.');
      if (date <= formatApiDate(clock.now(), SERVER_TIME_ZONE))
        throw errors.validation(MSG.validationFailed, { date: 'The purge date must be after today.' });
      const ref = { refType: 'Project' as const, refId: projectId, organisationId: p.organisationId };
      const audit = auditEntry(deps, actor, ref, `Purge date changed: ${p.purgeDate ?? '(empty)'} → ${date}`);
      const rows = fieldRows(actor, p.organisationId, projectId, [{ column: 'purgeDate', value: date }]);
      const key = { organisationId: p.organisationId, projectId };
      if (!(await projects.projectPurgeDateWrite(key, date, clock.now().toISOString(), { audit, fieldRows: rows }))) throw stale();
    },
  };
}
