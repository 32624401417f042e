import type { CreateEntityItem } from 'electrodb';
import { feedNamesWrite } from '../calendar/calendar-feed-version-store.ts';
import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import type { ConfigLabel, ConfigLabelEntity } from './config-label-entity.ts';

/** The label configuration reads and writes: the only code that touches the configLabel entity. */
export function createLabelStore(db: Db) {
  return {
    /** The label by id alone (any organisation), or undefined. */
    async labelById(labelId: string): Promise<ConfigLabel | undefined> {
      return (await db.configLabel.query.byId({ labelId }).go()).data[0];
    },

    /** Every label of the organisation. */
    async labelsOf(organisationId: string) {
      // bounded: one per label code an organisation overrides (a few)
      return (await db.configLabel.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
    },

    /** Every label of every organisation. */
    async allLabels() {
      // bounded: a few per organisation, and organisations are tens (DESIGN §3.7)
      return (await db.configLabel.query.all({}).go({ pages: 'all' })).data;
    },

    /** A new label with its audit row. False when the organisation has one of its code group already. */
    async createLabelWrite(label: CreateEntityItem<ConfigLabelEntity>, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.configLabel.create(label).commit(),
          auditRowWrite(e, audit),
          // Every calendar feed of the organisation shows its words.
          feedNamesWrite(e, label.organisationId, label.createdAt),
        ])
        .go();
      return !result.canceled;
    },

    /** The label's display, if unchanged since `before` was read, with its audit row. False when someone changed it meanwhile. */
    async labelDisplayWrite(before: ConfigLabel, display: string, now: string, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.configLabel
            .patch({ organisationId: before.organisationId, codeGroup: before.codeGroup })
            .set({ display, updatedAt: now })
            .where((attr, op) => op.eq(attr.updatedAt, before.updatedAt))
            .commit(),
          auditRowWrite(e, audit),
          feedNamesWrite(e, before.organisationId, now),
        ])
        .go();
      return !result.canceled;
    },
  };
}
export type LabelStore = ReturnType<typeof createLabelStore>;
