import type { TableRequest } from '@scheduler/contracts/envelope';
import { MSG } from '@scheduler/contracts/messages';
import type { CountryCode } from '@scheduler/contracts/roles';
import {
  RESOURCE_ADDRESS_FIELDS,
  RESOURCE_MSG,
  statesOf,
  type resourceAddresses,
  type resourceDetail,
  type resourceRow,
  type resourceSave,
} from '@scheduler/contracts/schemas/resource';
import type * as z from 'zod';
import { isGridAdmin, type Actor } from '../actor.ts';
import { auditEntry, describeChanges } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { applyTableRequest, type TableSpec } from '../lists/table-query.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import type { Address } from './address-entity.ts';
import { displayAddress } from './display-address.ts';
import type { Resource } from './resource-entity.ts';
import { createResourceStore } from './resource-store.ts';

type ResourceView = z.input<typeof resourceDetail>;
type ResourceRow = z.input<typeof resourceRow>;
type AddressRow = z.input<typeof resourceAddresses>[number];
type SaveInput = z.output<typeof resourceSave>;

const AUDITED = { name: 'Name', type: 'Type', address: 'Address' };

const rowSpec: TableSpec<ResourceRow> = {
  searchable: (r) => [r.name, r.type, r.addressLabel, r.displayAddress, r.status],
  sortable: { name: (r) => r.name, type: (r) => r.type, addressLabel: (r) => r.addressLabel, status: (r) => r.status },
  defaultSort: { column: 'name', direction: 'asc' },
};

const statusOf = (r: Resource) => (r.status === 'ACTIVE' ? 'Active' : 'Deleted');
const sameText = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }) === 0;

/**
 * Resources of an organisation (doc 3 §2.12–2.13, §3, §5, §7): rooms and equipment at the organisation's addresses.
 * Every read and write is keyed by the caller's organisation (a grid admin any); every save and archive writes its
 * ResourceBooking audit row in the same transaction. An organisation's resources and addresses are few and bounded
 * (DESIGN §3.7), so the list reads them whole and pages in memory.
 */
export function createResourceService(deps: DataDeps) {
  const { clock } = deps;
  const resources = createResourceStore(deps.db);
  const organisations = createOrganisationStore(deps.db);

  async function organisationOf(organisationId: string) {
    const found = await organisations.organisationOf(organisationId);
    if (!found) throw errors.notFound('Organisation');
    return found;
  }

  /** A resource the caller may see: through their organisation, or by its id alone for a grid admin. */
  async function findResource(actor: Actor, resourceId: string): Promise<Resource> {
    const found = isGridAdmin(actor) ? await resources.resourceById(resourceId) : await resources.resourceOf(actor.organisationId, resourceId);
    if (!found) throw errors.notFound('Resource');
    return found;
  }

  async function addressOf(organisationId: string, addressId: string): Promise<Address> {
    const found = await resources.addressOf(organisationId, addressId);
    if (!found) throw errors.notFound('Address');
    return found;
  }

  const view = (r: Resource, a: Address | undefined, organisationName: string, countryCode: CountryCode | undefined): ResourceView => ({
    encryptedId: r.resourceId,
    encryptedOrganisationId: r.organisationId,
    organisationName,
    countryCode,
    name: r.name,
    type: r.type,
    encryptedAddressId: r.addressId,
    addressLabel: a?.label,
    addLine1: a?.addLine1,
    addLine2: a?.addLine2,
    city: a?.city,
    state: a?.state,
    postCode: a?.postCode,
    displayAddress: displayAddress(a),
    status: statusOf(r),
    active: r.status === 'ACTIVE',
  });

  /** The type a save names: a new type matching an existing one (any case) takes the existing spelling. */
  async function typeOf(organisationId: string, input: SaveInput): Promise<string> {
    const asked = (input.newType || input.type || '').trim();
    const existing = (await resources.resourcesOfOrganisation(organisationId)).map((r) => r.type);
    return existing.find((t) => sameText(t, asked)) ?? asked;
  }

  /** The address fields of a save, when it sends any; the state checked against the organisation's country list. */
  function addressFieldsOf(input: SaveInput, countryCode: CountryCode | undefined) {
    const sent = RESOURCE_ADDRESS_FIELDS.some((k) => input[k] !== undefined && input[k] !== '');
    if (!sent) return undefined;
    const country = countryCode ?? 'AU';
    if (!input.state || !statesOf(country).includes(input.state)) throw errors.validation(MSG.validationFailed, { state: MSG.requiredField });
    return {
      label: input.addressLabel ?? '',
      addLine1: input.addLine1 ?? '',
      addLine2: input.addLine2 || undefined,
      city: input.city ?? '',
      state: input.state,
      postCode: input.postCode as number,
      countryCode: country,
    };
  }

  return {
    /** resource/getModel/{id}: the resource with its address and organisation. */
    async get(actor: Actor, resourceId: string): Promise<ResourceView> {
      const r = await findResource(actor, resourceId);
      const [org, a] = await Promise.all([organisationOf(r.organisationId), resources.addressOf(r.organisationId, r.addressId)]);
      return view(r, a ?? undefined, org.name, org.countryCode);
    },

    /** resource/getList/{organisationId}: rows encryptedId, name, type, addressLabel, status (Active or Deleted). */
    async list(actor: Actor, organisationId: string, req: TableRequest) {
      const orgId = scopedOrganisationId(actor, organisationId);
      await organisationOf(orgId);
      const [all, addresses] = await Promise.all([resources.resourcesOfOrganisation(orgId), resources.addressesOfOrganisation(orgId)]);
      const byId = new Map(addresses.map((a) => [a.addressId, a]));
      const rows = all.map(
        (r): ResourceRow => ({
          encryptedId: r.resourceId,
          name: r.name,
          type: r.type,
          addressLabel: byId.get(r.addressId)?.label,
          displayAddress: displayAddress(byId.get(r.addressId)),
          status: statusOf(r),
        }),
      );
      return applyTableRequest(rows, req, rowSpec);
    },

    /** resource/getTypesByOrg/{organisationId}: the distinct types of the organisation's resources, sorted. */
    async types(actor: Actor, organisationId: string): Promise<string[]> {
      const orgId = scopedOrganisationId(actor, organisationId);
      await organisationOf(orgId);
      const types: string[] = [];
      for (const r of await resources.resourcesOfOrganisation(orgId)) if (!types.some((t) => sameText(t, r.type))) types.push(r.type);
      return types.sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }));
    },

    /** resource/getAddressesByOrg/{organisationId}: the organisation's addresses for the dialog's select, by label. */
    async addresses(actor: Actor, organisationId: string): Promise<AddressRow[]> {
      const orgId = scopedOrganisationId(actor, organisationId);
      await organisationOf(orgId);
      return (await resources.addressesOfOrganisation(orgId))
        .map((a) => ({
          encryptedId: a.addressId,
          label: a.label,
          displayAddress: displayAddress(a),
          addLine1: a.addLine1,
          addLine2: a.addLine2,
          city: a.city,
          state: a.state,
          postCode: a.postCode,
          countryCode: a.countryCode,
        }))
        .sort((x, y) => (x.displayAddress ?? '').localeCompare(y.displayAddress ?? '', 'en-GB', { sensitivity: 'base' }));
    },

    /**
     * resource/save/{organisationId}: creates (an organisation without a country code is refused) or edits an active
     * resource. The type is an existing one or a new one; the address an existing one (address fields sent with it
     * edit that address, which every resource there shares) or a new one. Answers the id and whether it was created.
     */
    async save(actor: Actor, organisationId: string, input: SaveInput): Promise<{ resourceId: string; created: boolean }> {
      const orgId = scopedOrganisationId(actor, organisationId);
      const org = await organisationOf(orgId);
      if (!input.encryptedId && !org.countryCode) throw errors.refused('resource.no_country_code', RESOURCE_MSG.noCountryCode);
      const fields = addressFieldsOf(input, org.countryCode);
      const existingAddress = input.encryptedAddressId ? await addressOf(orgId, input.encryptedAddressId) : undefined;
      const type = await typeOf(orgId, input);
      const now = clock.now().toISOString();
      const addressId = existingAddress?.addressId ?? deps.ids.next();
      const addressAfter = fields ?? existingAddress;
      const addressChanged =
        fields !== undefined &&
        (!existingAddress || displayAddress({ ...existingAddress }) !== displayAddress(fields) || existingAddress.countryCode !== fields.countryCode);

      const before = input.encryptedId ? await resources.resourceOf(orgId, input.encryptedId) : undefined;
      if (input.encryptedId && !before) throw errors.notFound('Resource');
      if (before && before.status !== 'ACTIVE') throw errors.refused('resource.deleted', RESOURCE_MSG.deleted);
      const beforeAddress = before ? await resources.addressOf(orgId, before.addressId) : undefined;

      const resourceId = before?.resourceId ?? deps.ids.next();
      const after = { name: input.name.trim(), type, address: displayAddress(addressAfter) };
      const changes = describeChanges(
        before ? { name: before.name, type: before.type, address: displayAddress(beforeAddress ?? undefined) } : undefined,
        after,
        AUDITED,
      );
      if (before && !changes) return { resourceId, created: false };
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'ResourceBooking', refId: resourceId, organisationId: orgId },
        before ? `Resource updated. ${changes}` : `Resource created. ${changes}`,
      );

      const saved = await resources.saveResourceWrite({
        organisationId: orgId,
        resourceId,
        addressId,
        before: before ?? undefined,
        fields: { name: after.name, type },
        address: addressChanged ? { fields: fields!, existing: existingAddress } : undefined,
        audit,
        now,
      });
      if (!saved) throw errors.refused('resource.stale', 'This resource was changed by someone else, please reload and try again.');
      return { resourceId, created: !before };
    },

    /** resource/archive/{id}: an active resource becomes Deleted ('Resource archived.'); meetings keep what they hold. */
    async archive(actor: Actor, resourceId: string): Promise<void> {
      const r = await findResource(actor, resourceId);
      if (r.status !== 'ACTIVE') throw errors.refused('resource.deleted', RESOURCE_MSG.deleted);
      const { organisationId } = r;
      const audit = auditEntry(deps, actor, { refType: 'ResourceBooking', refId: resourceId, organisationId }, RESOURCE_MSG.archived);
      const archived = await resources.archiveResourceWrite(organisationId, resourceId, clock.now().toISOString(), audit);
      if (!archived) throw errors.refused('resource.deleted', RESOURCE_MSG.deleted);
    },
  };
}
