import type { TableRequest } from '@scheduler/contracts/envelope';
import type { Actor } from '../actor.ts';
import { isGridAdmin } from '../actor.ts';
import { errors } from '../errors.ts';
import { scopedOrganisationId } from './organisation-scope.ts';
import { applyTableRequest, type TableSpec } from '../lists/table-query.ts';
import type { DataDeps } from '../deps.ts';
import type { Organisation } from './organisation-entity.ts';
import { storedOrganisationConfig } from '@scheduler/contracts/schemas/organisation';
import { createUserStore } from '../user/user-store.ts';
import { createOrganisationStore } from './organisation-store.ts';

/** An organisation as a filter or switch option (organisation/getAllActive rows, the switch list). */
const optionOf = (o: Organisation) => {
  const config = storedOrganisationConfig(o.config);
  return {
    encryptedId: o.organisationId,
    name: o.name,
    active: o.active,
    countryCode: o.countryCode,
    uploadProcessorType: config.uploadProcessorType,
    countryRestriction: config.countryRestriction ?? [],
    switchColor: config.switchColor,
  };
};
type OrganisationOption = ReturnType<typeof optionOf>;

const spec: TableSpec<OrganisationOption> = {
  searchable: (o) => [o.name, o.countryCode],
  sortable: { name: (o) => o.name, countryCode: (o) => o.countryCode, uploadProcessorType: (o) => o.uploadProcessorType },
  defaultSort: { column: 'name', direction: 'asc' },
};

/** Organisations a caller may pick from (filters, switch list): every active one for grid admins, else their own active accesses. */
export function createOrganisationDirectory({ db }: Pick<DataDeps, 'db'>) {
  const organisations = createOrganisationStore(db);
  const users = createUserStore(db);
  const directory = {
    async activeFor(actor: Actor): Promise<OrganisationOption[]> {
      const active = (await organisations.allOrganisations()).filter((o) => o.active);
      let visible = active;
      if (!isGridAdmin(actor)) {
        const accesses = await users.accessesOfPerson(actor.userId);
        const mine = new Set(accesses.filter((a) => a.active && !a.archived).map((a) => a.organisationId));
        visible = active.filter((o) => mine.has(o.organisationId));
      }
      return visible.map(optionOf).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    },

    /** organisation/get: the detail of one organisation; its configuration only for grid admins (doc 3 §2.2). */
    async get(actor: Actor, organisationId: string) {
      const o = await organisations.organisationOf(scopedOrganisationId(actor, organisationId));
      if (!o) throw errors.notFound('Organisation');
      return {
        encryptedId: o.organisationId,
        name: o.name,
        description: o.description,
        active: o.active,
        mfaEnabled: o.mfaEnabled,
        contactName: o.contactName,
        alertEmail: o.alertEmail,
        openLink: o.openLink,
        countryCode: o.countryCode,
        uploadProcessorType: storedOrganisationConfig(o.config).uploadProcessorType,
        ...(isGridAdmin(actor) ? { config: storedOrganisationConfig(o.config) } : {}),
      };
    },

    /** organisation/getAllActive as a table. */
    async listActive(actor: Actor, req: TableRequest) {
      const { dataset, size } = applyTableRequest(await directory.activeFor(actor), req, spec);
      // The switch colour belongs to the switch list, not to the organisation row (contracts organisationRow).
      return { dataset: dataset.map(({ switchColor: _switchColour, ...row }) => row), size };
    },
  };
  return directory;
}
