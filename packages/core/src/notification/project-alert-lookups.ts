import type { NotificationMethod } from '@scheduler/contracts/alerts';
import { PROJECT_ALERT_MESSAGES } from '@scheduler/contracts/schemas/project-alert';
import { isGridAdmin, type Actor } from '../actor.ts';
import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import type { Project } from '../project/project-entity.ts';
import { createProjectStore } from '../project/project-store.ts';
import type { NotificationTemplate } from './notification-template-entity.ts';
import { createNotificationStore } from './notification-store.ts';
import type { ProjectAlert } from './project-alert-entity.ts';

/**
 * The records a project alert call reads, each found only where the caller may see it: a grid admin by id in any
 * organisation; anyone else only through their current organisation's keys, so another organisation's id is not
 * found (404).
 */
export function projectAlertLookups(db: Db) {
  const projects = createProjectStore(db);
  const notifications = createNotificationStore(db);
  return {
    async project(actor: Actor, projectId: string): Promise<Project> {
      const found = isGridAdmin(actor) ? await projects.projectById(projectId) : await projects.projectOf(actor.organisationId, projectId);
      if (!found) throw errors.notFound('Project');
      return found;
    },

    async alert(actor: Actor, alertId: string): Promise<ProjectAlert> {
      const found = isGridAdmin(actor) ? await notifications.alertById(alertId) : await notifications.alertOf(actor.organisationId, alertId);
      if (!found) throw errors.notFound('Project Alert');
      return found;
    },

    /**
     * A template an alert of `project` may send: of the project's organisation (another organisation's id is not
     * found), not archived, of the alert's code and of `method`; otherwise the field's validation message.
     */
    async template(project: Project, templateId: string, code: string, method: NotificationMethod, field: string): Promise<NotificationTemplate> {
      const data = await notifications.templateOf(project.organisationId, templateId);
      if (!data) throw errors.notFound('Notification Template');
      if (data.archived || data.code !== code || data.deliveryMethod !== method) {
        throw errors.validation(PROJECT_ALERT_MESSAGES.templateMismatch, { [field]: PROJECT_ALERT_MESSAGES.templateMismatch });
      }
      return data;
    },

    /** The organisation's templates in use for `code` (not archived), by name. */
    async templatesOf(organisationId: string, code: string): Promise<NotificationTemplate[]> {
      const data = await notifications.templatesOfCode(organisationId, code);
      return data.filter((t) => !t.archived).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    },
  };
}
export type ProjectAlertLookups = ReturnType<typeof projectAlertLookups>;
