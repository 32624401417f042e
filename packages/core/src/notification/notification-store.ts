import type { Db } from '../db.ts';
import { batchGetInOrder } from '../lists/index-page.ts';
import type { NotificationTemplate } from './notification-template-entity.ts';
import { deliveryRecordStore } from './notification-store-deliveries.ts';
import type { ProjectAlert } from './project-alert-entity.ts';

export type { DeliveryClaim } from './notification-store-deliveries.ts';

/**
 * The notification reads and writes (DESIGN §3.4): templates, project alerts, their code guards and the delivery
 * records (notification-store-deliveries.ts). The writes that keep a template's or an alert's code guard in its
 * transaction are notification-template-writes.ts and project-alert-writes.ts.
 */
export function createNotificationStore(db: Db) {
  return {
    /** A template of the organisation, or null. */
    async templateOf(organisationId: string, templateId: string, opts: { consistent?: boolean } = {}): Promise<NotificationTemplate | null> {
      return (await db.notificationTemplate.get({ organisationId, templateId }).go(opts)).data;
    },

    /** A template of any organisation, found by id alone (a grid admin's reach), or undefined. */
    async templateById(templateId: string): Promise<NotificationTemplate | undefined> {
      return (await db.notificationTemplate.query.byIdOnly({ templateId }).go({ hydrate: true })).data[0];
    },

    /** The templates named by key, archived or not (missing ones left out). */
    templatesByKeys(keys: readonly { organisationId: string; templateId: string }[]): Promise<NotificationTemplate[]> {
      return batchGetInOrder(db.notificationTemplate, keys, (k) => k.templateId);
    },

    /** Every template of the organisation, archived or not. */
    async templatesOfOrganisation(organisationId: string): Promise<NotificationTemplate[]> {
      // bounded: an organisation's templates (a few per alert code of the catalogue, DESIGN §3.7 small set)
      return (await db.notificationTemplate.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
    },

    /** Every organisation's templates, archived or not (a grid admin's list). */
    async allTemplates(): Promise<NotificationTemplate[]> {
      // bounded: the organisations (tens) times their few templates per alert code
      return (await db.notificationTemplate.query.all({}).go({ pages: 'all' })).data;
    },

    /** The organisation's templates of one alert code, archived or not. */
    async templatesOfCode(organisationId: string, code: string): Promise<NotificationTemplate[]> {
      // bounded: an organisation's templates of one alert code (a few)
      return (await db.notificationTemplate.query.byCode({ organisationId, code }).go({ pages: 'all' })).data;
    },

    /** An alert of the organisation, or undefined. */
    async alertOf(organisationId: string, alertId: string): Promise<ProjectAlert | undefined> {
      return (await db.projectAlert.query.byId({ organisationId, alertId }).go()).data[0];
    },

    /** An alert of any organisation, found by id alone (a grid admin's reach), or undefined. */
    async alertById(alertId: string): Promise<ProjectAlert | undefined> {
      return (await db.projectAlert.query.byIdOnly({ alertId }).go({ hydrate: true })).data[0];
    },

    /** A project's alerts, active or removed. */
    async alertsOfProject(organisationId: string, projectId: string): Promise<ProjectAlert[]> {
      // bounded: at most one active alert per code of the catalogue, plus the removed ones, of one project
      return (await db.projectAlert.query.byProject({ organisationId, projectId }).go({ pages: 'all' })).data;
    },

    /** Every alert of the organisation's projects, active or removed. */
    async alertsOfOrganisation(organisationId: string): Promise<ProjectAlert[]> {
      // bounded: the organisation's projects times the catalogue's codes
      return (await db.projectAlert.query.byProject({ organisationId }).go({ pages: 'all' })).data;
    },

    /** Every organisation's alerts, active or removed (a grid admin's list). */
    async allAlerts(): Promise<ProjectAlert[]> {
      // bounded: the projects times the catalogue's codes (project-alert-reads.ts listAll)
      return (await db.projectAlert.query.all({}).go({ pages: 'all' })).data;
    },

    /** The ids of the projects, of those keyed, that hold the code guard of an active alert of the code. */
    async projectsGuardingCode(keys: readonly { organisationId: string; projectId: string; code: string }[]): Promise<Set<string>> {
      const { data, unprocessed } = await db.projectAlertCodeGuard.get([...keys]).go({ concurrency: 4 });
      const retried = await Promise.all(unprocessed.map(async (k) => (await db.projectAlertCodeGuard.get(k).go()).data));
      return new Set([...data, ...retried].flatMap((g) => (g ? [g.projectId] : [])));
    },

    ...deliveryRecordStore(db),
  };
}
export type NotificationStore = ReturnType<typeof createNotificationStore>;
