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
import type { TransactionEntities } from '../lists/list-counters.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { zoneChoices } from '../organisation/time-zone-list.ts';
import { purgeIndexFields } from '../purge/purge-index.ts';
import { purgeMarkOnArchive } from '../purge/retention.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import type { Project } from './project-entity.ts';
import { AUDITED_FIELDS, canArchive, changedFields, dateErrors, savedFields, statusAfterSave, windowOf } from './project-rules.ts';
import { projectDetailOf } from './project-view.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';

/** Projects (doc 3 §2.5, §4, §5, §7): every write leaves its audit row and its field-level rows in the same transaction. */
export function createProjectService(deps: DataDeps) {
  const { db, clock, ids } = deps;
  const labels = createConfigLabelService(deps);
  const alerts = createProjectAlertWrites(deps);

  /** A project the caller may see: grid admins any organisation's (by id), everyone else only their organisation's. */
  async function find(actor: Actor, projectId: string): Promise<Project> {
    const found = isGridAdmin(actor)
      ? (await db.project.query.byIdOnly({ projectId }).go({ hydrate: true })).data[0]
      : (await db.project.get({ organisationId: actor.organisationId, projectId }).go()).data;
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

  const writeFieldRows = (fieldAudit: TransactionEntities['fieldAudit'], rows: ReturnType<typeof fieldRows>) =>
    rows.map((row) => fieldAudit.create(row).commit());

  return {
    /** project/get: the detail of a project the caller may see (assessors: their organisation's, for the meeting form). */
    async get(actor: Actor, projectId: string): Promise<ProjectDetail> {
      const p = await find(actor, projectId);
      const [{ data: org }, { data: dept }, labelSet, missing] = await Promise.all([
        db.organisation.get({ organisationId: p.organisationId }).go(),
        db.department.get({ organisationId: p.organisationId, departmentId: p.departmentId }).go(),
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
      const [{ data: org }, { data: dept }, source] = await Promise.all([
        db.organisation.get({ organisationId }).go(),
        db.department.get({ organisationId, departmentId: input.encryptedDepartmentId }).go(),
        input.encryptedId ? db.project.get({ organisationId, projectId: input.encryptedId }).go() : Promise.resolve({ data: null }),
      ]);
      if (!org) throw errors.notFound('Organisation');
      if (input.encryptedId && !source.data) throw errors.notFound('Project');
      const before = editing ? (source.data ?? undefined) : undefined;

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
        const origin = source.data ? ` as a duplicate of '${source.data.name}'` : '';
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
        const result = await db.service.transaction
          .write((entities) => [
            entities.project.create({ organisationId, projectId, ...set, createdAt: now, updatedAt: now }).commit(),
            entities.auditLog.create(audit).commit(),
            ...writeFieldRows(entities.fieldAudit, rows),
            ...defaults.items(entities),
          ])
          .go();
        if (result.canceled) throw errors.refused('project.conflict', 'Project could not be saved, please try again.');
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
      const result = await db.service.transaction
        .write(({ project, auditLog, fieldAudit }) => {
          const patch = project.patch({ organisationId, projectId }).set({ ...set, updatedAt: now });
          const write = cleared.length > 0 ? patch.remove(cleared as never[]) : patch;
          return [
            write.where((attr, op) => op.eq(attr.updatedAt, before.updatedAt)).commit(),
            auditLog.create(audit).commit(),
            ...writeFieldRows(fieldAudit, rows),
          ];
        })
        .go();
      if (result.canceled) throw stale();
      return projectId;
    },

    /** project/archive: Delete = archive, only for an active project that is not archived; irreversible (doc 3 §4). */
    async archive(actor: Actor, projectId: string): Promise<void> {
      const p = await find(actor, projectId);
      if (!canArchive(p.status)) throw errors.refused('project.not_active', PROJECT_MSG.deleteNotActive, PROJECT_MSG.deleteFailedStatus);
      const ref = { refType: 'Project' as const, refId: projectId, organisationId: p.organisationId };
      const audit = auditEntry(deps, actor, ref, 'Project deleted (archived).');
      const rows = fieldRows(actor, p.organisationId, projectId, [{ column: 'status', value: 'ARCHIVED' }]);
      const { data: organisation } = await db.organisation.get({ organisationId: p.organisationId }).go();
      const result = await db.service.transaction
        .write(({ project, auditLog, fieldAudit }) => [
          project
            .patch({ organisationId: p.organisationId, projectId })
            .set({
              status: 'ARCHIVED',
              name: p.name,
              ...purgeMarkOnArchive(p.organisationId, organisation?.config, clock.now()),
              updatedAt: clock.now().toISOString(),
            })
            .where((attr, op) => op.eq(attr.status, 'ACTIVE'))
            .commit(),
          auditLog.create(audit).commit(),
          ...writeFieldRows(fieldAudit, rows),
        ])
        .go();
      if (result.canceled) throw errors.refused('project.not_active', PROJECT_MSG.deleteNotActive, PROJECT_MSG.deleteFailedStatus);
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
      const result = await db.service.transaction
        .write(({ project, auditLog, fieldAudit }) => [
          project
            .patch({ organisationId: p.organisationId, projectId })
            .set({ purgeDate: date, ...purgeIndexFields(p.organisationId, date), updatedAt: clock.now().toISOString() })
            .where((attr, op) => op.eq(attr.readyToPurge, true))
            .commit(),
          auditLog.create(audit).commit(),
          ...writeFieldRows(fieldAudit, rows),
        ])
        .go();
      if (result.canceled) throw stale();
    },
  };
}
