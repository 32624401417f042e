import type { TableRequest } from '@scheduler/contracts/envelope';
import type { departmentDetail, departmentSave } from '@scheduler/contracts/schemas/department';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { canSeeOrganisation, scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { applyTableRequest, type TableSpec } from '../lists/table-query.ts';
import type { Department } from './department-entity.ts';
import { auditEntry, describeChanges } from '../audit/audit-log.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createDepartmentStore } from './department-store.ts';
import type { DataDeps } from '../deps.ts';

type DepartmentView = z.input<typeof departmentDetail>;

const AUDITED = { name: 'Name', description: 'Description', active: 'Active', openLink: 'Open Link' };

const spec: TableSpec<DepartmentView> = {
  searchable: (d) => [d.name, d.description],
  sortable: { name: (d) => d.name, description: (d) => d.description, active: (d) => (d.active ? 1 : 0) },
  defaultSort: { column: 'name', direction: 'asc' },
};

/** Departments of an organisation (doc 3 §2.3, §7): every save writes its audit row in the same transaction. */
export function createDepartmentService(deps: DataDeps) {
  const { clock, ids } = deps;
  const departments = createDepartmentStore(deps.db);
  const organisations = createOrganisationStore(deps.db);

  async function organisationName(organisationId: string): Promise<string> {
    const organisation = await organisations.organisationOf(organisationId);
    if (!organisation) throw errors.notFound('Organisation');
    return organisation.name;
  }

  const view = (d: Department, orgName: string): DepartmentView => ({
    encryptedId: d.departmentId,
    encryptedOrganisationId: d.organisationId,
    organisationName: orgName,
    name: d.name,
    description: d.description,
    active: d.active,
    openLink: d.openLink,
  });

  return {
    async get(actor: Actor, departmentId: string): Promise<DepartmentView> {
      const found = await departments.departmentById(departmentId);
      if (!found || !canSeeOrganisation(actor, found.organisationId)) throw errors.notFound('Department');
      return view(found, await organisationName(found.organisationId));
    },

    /** Creates or updates; answers the department id. */
    async save(actor: Actor, input: z.output<typeof departmentSave>): Promise<string> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      await organisationName(organisationId);
      const now = clock.now().toISOString();
      // The save carries no open link (departmentSave has none), so an update clears one a record may hold.
      const fields = { name: input.name.trim(), description: input.description.trim(), active: input.active };

      if (!input.encryptedId) {
        const departmentId = ids.next();
        const created = { organisationId, departmentId, ...fields, createdAt: now, updatedAt: now };
        const audit = auditEntry(
          deps,
          actor,
          { refType: 'Department', refId: departmentId, organisationId },
          `Department created. ${describeChanges(undefined, fields, AUDITED)}`,
        );
        if (!(await departments.createDepartmentWrite(created, audit)))
          throw errors.refused('department.conflict', 'Department could not be saved, please try again.');
        return departmentId;
      }

      const departmentId = input.encryptedId;
      // Keyed by the caller's organisation: a department of another organisation is simply not found.
      const before = await departments.departmentOf(organisationId, departmentId);
      if (!before) throw errors.notFound('Department');
      const changes = describeChanges(before, fields, AUDITED);
      if (!changes) return departmentId;
      const audit = auditEntry(deps, actor, { refType: 'Department', refId: departmentId, organisationId }, `Department updated. ${changes}`);
      if (!(await departments.updateDepartmentWrite({ organisationId, departmentId }, before.updatedAt, { ...fields, updatedAt: now }, audit)))
        throw errors.refused('department.stale', 'This department was changed by someone else, please reload and try again.');
      return departmentId;
    },

    /**
     * department/list: an organisation's departments are few and bounded (DESIGN §3.7), so the list reads them all
     * and searches, sorts and pages in memory; unbounded lists page through an index instead (lists/index-page.ts).
     */
    async list(actor: Actor, organisationId: string | undefined, req: TableRequest) {
      const orgId = scopedOrganisationId(actor, organisationId);
      const [data, orgName] = await Promise.all([departments.departmentsOf(orgId), organisationName(orgId)]);
      return applyTableRequest(
        data.map((d) => view(d, orgName)),
        req,
        spec,
      );
    },
  };
}
