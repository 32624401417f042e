import type { CreateEntityItem } from 'electrodb';
import { feedNamesWrite } from '../calendar/calendar-feed-version-store.ts';
import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite, fieldAuditWrites } from '../audit/audit-store.ts';
import type { FieldAudit } from '../audit/field-audit-entity.ts';
import type { Db } from '../db.ts';
import type { OrganisationEntity } from './organisation-entity.ts';

type NewOrganisation = CreateEntityItem<OrganisationEntity>;
type OrganisationFields = Omit<NewOrganisation, 'organisationId' | 'createdAt'>;

/** The organisation reads and writes: the only code that touches the organisation entity. */
export function createOrganisationStore(db: Db) {
  return {
    /** The organisation by id, or null. */
    async organisationOf(organisationId: string) {
      return (await db.organisation.get({ organisationId }).go()).data;
    },

    /** Every organisation, active or not. */
    async allOrganisations() {
      // bounded: the product's organisations (tens)
      return (await db.organisation.query.all({}).go({ pages: 'all' })).data;
    },

    /** A new organisation with its audit and field-audit rows. False when it was not written. */
    async createOrganisationWrite(organisation: NewOrganisation, audit: AuditLog, fieldRows: readonly FieldAudit[]): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [e.organisation.create(organisation).commit(), auditRowWrite(e, audit), ...fieldAuditWrites(e, fieldRows)])
        .go();
      return !result.canceled;
    },

    /**
     * The organisation's fields as saved, if unchanged since `readUpdatedAt`, with its audit and field-audit rows.
     * False when someone changed it meanwhile.
     */
    async updateOrganisationWrite(
      organisationId: string,
      readUpdatedAt: string,
      fields: Partial<OrganisationFields>,
      audit: AuditLog,
      fieldRows: readonly FieldAudit[],
    ): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.organisation
            .patch({ organisationId })
            .set(fields)
            .where((attr, op) => op.eq(attr.updatedAt, readUpdatedAt))
            .commit(),
          auditRowWrite(e, audit),
          ...fieldAuditWrites(e, fieldRows),
          // The calendar feeds are named after the organisation.
          ...(fields.name !== undefined && fields.updatedAt ? [feedNamesWrite(e, organisationId, fields.updatedAt)] : []),
        ])
        .go();
      return !result.canceled;
    },

    /** The organisation's candidates were exported as read at `readAt` (the next 'updated' export starts there). */
    async candidatesExportedWrite(organisationId: string, readAt: string) {
      await db.organisation.patch({ organisationId }).set({ lastCandidateExportAt: readAt }).go();
    },
  };
}
export type OrganisationStore = ReturnType<typeof createOrganisationStore>;
