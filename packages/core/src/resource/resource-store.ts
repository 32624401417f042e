import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import { batchGetInOrder, readIndexPage } from '../lists/index-page.ts';
import type { Address } from './address-entity.ts';
import type { Resource } from './resource-entity.ts';
import { resourceHoldStore } from './resource-store-holds.ts';

type AddressFields = Omit<Address, 'organisationId' | 'addressId' | 'createdAt' | 'updatedAt'>;

/** What a resource save writes: the address (created, edited or left), the resource (created or edited) and its audit row. */
export interface ResourceSaveWrite {
  organisationId: string;
  resourceId: string;
  addressId: string;
  /** The resource as read (absent: a new one); the edit is conditioned on its updatedAt and on it being active. */
  before?: Resource;
  fields: { name: string; type: string };
  /** The address fields to write, with the address as read when it exists (its edit is conditioned on its updatedAt). */
  address?: { fields: AddressFields; existing?: Address };
  audit: AuditLog;
  now: string;
}

/**
 * The resource reads and writes (DESIGN §3.4): the only code that touches the resource, address and resource
 * allocation entities. An organisation's resources and addresses are few (its rooms and equipment, its sites).
 */
export function createResourceStore(db: Db) {
  return {
    /** A resource of the organisation, or null. */
    async resourceOf(organisationId: string, resourceId: string): Promise<Resource | null> {
      return (await db.resource.get({ organisationId, resourceId }).go()).data;
    },

    /** The organisation's resources named, in the order named (missing ones left out). */
    resourcesOf(organisationId: string, resourceIds: readonly string[]): Promise<Resource[]> {
      return batchGetInOrder(
        db.resource,
        resourceIds.map((resourceId) => ({ organisationId, resourceId })),
        (r) => r.resourceId,
      );
    },

    /** A resource of any organisation, found by id alone (a grid admin's reach), or undefined. */
    async resourceById(resourceId: string): Promise<Resource | undefined> {
      return (await db.resource.query.byIdOnly({ resourceId }).go({ hydrate: true })).data[0];
    },

    /** Every resource of the organisation. */
    async resourcesOfOrganisation(organisationId: string): Promise<Resource[]> {
      // bounded: an organisation's rooms and equipment (DESIGN §3.7 small set)
      return (await db.resource.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
    },

    /** An address of the organisation, or null. */
    async addressOf(organisationId: string, addressId: string): Promise<Address | null> {
      return (await db.address.get({ organisationId, addressId }).go()).data;
    },

    /** Every address of the organisation. */
    async addressesOfOrganisation(organisationId: string): Promise<Address[]> {
      // bounded: an organisation's sites (DESIGN §3.7 small set)
      return (await db.address.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
    },

    /** A page of a resource's allocations (the meetings holding it), latest start first, and their count. */
    allocationsPage(organisationId: string, resourceId: string, page: { pageIndex: number; pageSize: number }) {
      return readIndexPage({ ranges: [{ query: db.resourceAllocation.query.byResource({ organisationId, resourceId }) }], order: 'desc', ...page });
    },

    /** Writes a resource save in ONE transaction; answers false when the resource or address changed since it was read. */
    async saveResourceWrite(w: ResourceSaveWrite): Promise<boolean> {
      const { organisationId, resourceId, addressId, before, now } = w;
      const result = await db.service.transaction
        .write((e) => {
          const { resource, address } = e;
          const fields = w.address?.fields;
          const existing = w.address?.existing;
          const addressWrite = !fields
            ? []
            : existing
              ? [
                  (fields.addLine2
                    ? address.patch({ organisationId, addressId }).set({ ...fields, updatedAt: now })
                    : address
                        .patch({ organisationId, addressId })
                        .set({ ...fields, addLine2: undefined, updatedAt: now })
                        .remove(['addLine2'])
                  )
                    .where((a, op) => op.eq(a.updatedAt, existing.updatedAt))
                    .commit(),
                ]
              : [address.create({ organisationId, addressId, ...fields, createdAt: now, updatedAt: now }).commit()];
          const resourceWrite = before
            ? resource
                .patch({ organisationId, resourceId })
                .set({ ...w.fields, addressId, updatedAt: now })
                .where((a, op) => `${op.eq(a.updatedAt, before.updatedAt)} AND ${op.eq(a.status, 'ACTIVE')}`)
                .commit()
            : resource.create({ organisationId, resourceId, ...w.fields, addressId, createdAt: now, updatedAt: now }).commit();
          return [...addressWrite, resourceWrite, auditRowWrite(e, w.audit)];
        })
        .go();
      return !result.canceled;
    },

    /** An active resource becomes ARCHIVED with its audit row; answers false when it was no longer active. */
    async archiveResourceWrite(organisationId: string, resourceId: string, now: string, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.resource
            .patch({ organisationId, resourceId })
            .set({ status: 'ARCHIVED', updatedAt: now })
            .where((a, op) => op.eq(a.status, 'ACTIVE'))
            .commit(),
          auditRowWrite(e, audit),
        ])
        .go();
      return !result.canceled;
    },

    ...resourceHoldStore(db),
  };
}
export type ResourceStore = ReturnType<typeof createResourceStore>;
