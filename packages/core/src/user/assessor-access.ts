import type { TableRequest } from '@scheduler/contracts/envelope';
import { MSG } from '@scheduler/contracts/messages';
import type { Actor } from '../actor.ts';
import type { RefusalCode } from '@scheduler/contracts/error-codes';
import { errors } from '../errors.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import type { User } from './user-entity.ts';
import { accessTypeOptions, accessTypesDisplay, joinAccessTypes, parseAccessTypes } from './access-types.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { applyTableRequest, type TableSpec } from '../lists/table-query.ts';
import { readIndexPage } from '../lists/index-page.ts';
import type { UserType } from '@scheduler/contracts/roles';
import { displayStatus } from './user-access-status.ts';
import { userTypeDisplay, withRoleLabels } from './user-type-display.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { createUserStore } from './user-store.ts';
import type { DataDeps } from '../deps.ts';
import { createUserScope, fullNameOf } from './user-scope.ts';
import type { assessorOption, listAddAccessRequest } from '@scheduler/contracts/schemas/assessor';
import type * as z from 'zod';

const notAllowed = (code: RefusalCode) => errors.refused(code, MSG.notAllowed, 'NOT_ALLOWED');
const isUsable = (user: User, access: UserOrgAccess) => user.status !== 'ARCHIVED' && access.active && !access.archived;

type CandidateRow = z.input<typeof assessorOption>;
const candidateSpec: TableSpec<CandidateRow> = {
  searchable: (r) => [r.fullName, r.username],
  sortable: { firstName: (r) => r.firstName, lastName: (r) => r.lastName, fullName: (r) => r.fullName, username: (r) => r.username },
  defaultSort: { column: 'firstName', direction: 'asc' },
};

type LinkRow = z.input<typeof assessorOption>;
const linkSpec: TableSpec<LinkRow> = {
  searchable: (r) => [r.fullName, r.username, r.accessTypesDisplay, r.organisationName],
  sortable: {
    fullName: (r) => r.fullName,
    username: (r) => r.username,
    status: (r) => r.status,
    accessTypes: (r) => r.accessTypesDisplay,
    organisationName: (r) => r.organisationName,
  },
  defaultSort: { column: 'fullName', direction: 'asc' },
};

/**
 * Assessor admins' access to assessors (doc 1 §2.11 dialogs, §5 add-access rules): an admin sees the assessors
 * granted to them, for the access types ticked (INTERVIEW, ASSESSMENT, INTERNAL). Every change is audited on
 * both users.
 */
export function createAssessorAccessService(deps: DataDeps) {
  const { db, clock } = deps;
  const userRows = createUserStore(db);
  const scope = createUserScope(deps);
  const labels = createConfigLabelService(deps);

  async function member(organisationId: string, userId: string) {
    const [user, access] = await Promise.all([userRows.personOf(userId), userRows.accessOf(organisationId, userId)]);
    if (!user || !access) throw errors.notFound('User');
    return { user, access };
  }

  return {
    /** assessor/addRemoveAssessorAccess: flag 1 grants (or re-types) the admin's access to the assessor, 0 removes it. */
    async addRemove(
      actor: Actor,
      organisationId: string,
      flag: '0' | '1',
      assessorId: string,
      adminId: string,
      accessTypesText: string,
    ): Promise<string> {
      const orgId = scopedOrganisationId(actor, organisationId);
      if (assessorId === adminId) throw notAllowed('assessor_access.self');
      const [assessor, admin, labelSet] = await Promise.all([member(orgId, assessorId), member(orgId, adminId), labels.forOrganisation(orgId)]);
      const existing = await userRows.assessorGrantOf(orgId, adminId, assessorId);
      const now = clock.now().toISOString();
      const ref = (refId: string) => ({ refType: 'User' as const, refId, organisationId: orgId });

      if (flag === '0') {
        if (!existing) throw errors.notFound('Assessor access');
        const msg = `Access of ${fullNameOf(admin.user)} to ${fullNameOf(assessor.user)} removed.`;
        const removed = await userRows.grantRemovedWrite({ organisationId: orgId, adminId, assessorId }, [
          auditEntry(deps, actor, ref(adminId), msg),
          auditEntry(deps, actor, ref(assessorId), msg),
        ]);
        if (!removed) throw errors.refused('assessor_access.stale', 'This access was changed by someone else, please reload and try again.');
        return 'Access removed.';
      }

      const types = parseAccessTypes(accessTypesText);
      if (!types || types.length === 0) throw errors.refused('assessor_access.no_type', MSG.selectAccessType);
      if (admin.access.userType !== 'ASSESSOR' || !admin.access.assessorAdmin)
        throw errors.refused('assessor_access.not_admin', withRoleLabels(MSG.notAssessorAdmin, labelSet));
      if (assessor.access.userType !== 'ASSESSOR' && assessor.access.userType !== 'INVIGILATOR') throw notAllowed('assessor_access.not_assessor');
      if (!isUsable(admin.user, admin.access) || !isUsable(assessor.user, assessor.access))
        throw errors.refused('assessor_access.inactive', MSG.profileNotActive);

      const accessTypes = joinAccessTypes(types);
      const shown = accessTypesDisplay(types, labelSet);
      const msg = existing
        ? `Access of ${fullNameOf(admin.user)} to ${fullNameOf(assessor.user)} changed: ${accessTypesDisplay(parseAccessTypes(existing.accessTypes) ?? [], labelSet)} → ${shown}.`
        : `Access of ${fullNameOf(admin.user)} to ${fullNameOf(assessor.user)} added: ${shown}.`;
      const grant = {
        organisationId: orgId,
        adminId,
        assessorId,
        accessTypes,
        createdBy: existing?.createdBy ?? actor.userId,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      };
      const saved = await userRows.grantSavedWrite(grant, [
        auditEntry(deps, actor, ref(adminId), msg),
        auditEntry(deps, actor, ref(assessorId), msg),
      ]);
      if (!saved) throw errors.refused('assessor_access.stale', 'This access was changed by someone else, please reload and try again.');
      return 'Access saved.';
    },

    /**
     * assessor/getListAddAccess: who can be added for a user: assessor admins (assessorAdmin Y) that do not yet
     * reach the assessor, or assessors (N) the admin does not yet reach. Active, non-archived profiles only: read
     * from the Active tabs of the staff types (user-org-access-entity.ts byTab), never the organisation's candidates.
     */
    async listAddAccess(actor: Actor, filters: z.output<typeof listAddAccessRequest>, req: TableRequest) {
      const orgId = scopedOrganisationId(actor, filters.encryptedOrganisationId);
      const wantAdmins = filters.assessorAdmin === 'Y';
      const subject = filters.encryptedAssessorId;
      const types: UserType[] = wantAdmins ? ['ASSESSOR'] : ['ASSESSOR', 'INVIGILATOR'];
      const ranges = types.map((userType) => userRows.accessTabRange(orgId, userType, 'ACTIVE'));
      const [{ items }, labelSet, linked] = await Promise.all([
        readIndexPage({ ranges, order: 'asc', pageIndex: 0, pageSize: 0 }),
        labels.forOrganisation(orgId),
        subject
          ? wantAdmins
            ? userRows.adminsGrantedOf(orgId, subject).then((grants) => grants.map((l) => l.adminId))
            : userRows.assessorsGrantedTo(orgId, subject).then((grants) => grants.map((l) => l.assessorId))
          : Promise.resolve([] as string[]),
      ]);
      const excluded = new Set([...linked, ...(subject ? [subject] : [])]);
      const accesses = await userRows.accessesOf(
        orgId,
        items.filter((i) => !excluded.has(String(i.userId))).map((i) => String(i.userId)),
      );
      const eligible = accesses.filter(
        (a) =>
          a.active &&
          !a.archived &&
          !excluded.has(a.userId) &&
          (wantAdmins ? a.userType === 'ASSESSOR' && a.assessorAdmin : a.userType === 'ASSESSOR' || a.userType === 'INVIGILATOR'),
      );
      const users = await scope.usersById(eligible.map((a) => a.userId));
      const rows = eligible.flatMap((a): CandidateRow[] => {
        const u = users.get(a.userId);
        if (!u || u.status === 'ARCHIVED') return [];
        return [
          {
            encryptedId: u.userId,
            firstName: u.firstName,
            lastName: u.lastName,
            fullName: fullNameOf(u),
            name: fullNameOf(u),
            username: u.username,
            typeDisplay: userTypeDisplay(a.userType, labelSet),
            assessorAdmin: a.assessorAdmin ?? false,
            accessTypeOptions: accessTypeOptions(labelSet),
          },
        ];
      });
      return applyTableRequest(rows, req, candidateSpec);
    },

    /** assessor/getAssessorAdminByUser: flag 1 the assessors the user reaches as an admin, 0 the admins that reach the user. */
    async linksOf(actor: Actor, userId: string, flag: '0' | '1', req: TableRequest) {
      const { accesses } = await scope.reached(actor, userId);
      const organisations = await scope.organisations();
      const links = (
        await Promise.all(
          accesses.map(({ organisationId }) =>
            flag === '1' ? userRows.assessorsGrantedTo(organisationId, userId) : userRows.adminsGrantedOf(organisationId, userId),
          ),
        )
      ).flat();
      const otherId = (l: (typeof links)[number]) => (flag === '1' ? l.assessorId : l.adminId);
      const [users, otherAccesses, labelSets] = await Promise.all([
        scope.usersById(links.map(otherId)),
        Promise.all(links.map((l) => userRows.accessOf(l.organisationId, otherId(l)))),
        Promise.all(accesses.map(async (a) => [a.organisationId, await labels.forOrganisation(a.organisationId)] as const)).then((e) => new Map(e)),
      ]);
      const rows = links.flatMap((l, i): LinkRow[] => {
        const u = users.get(otherId(l));
        if (!u) return [];
        const types = parseAccessTypes(l.accessTypes) ?? [];
        const other = otherAccesses[i];
        return [
          {
            encryptedId: u.userId,
            encryptedOrgId: l.organisationId,
            organisationName: organisations.get(l.organisationId)?.name ?? '',
            fullName: fullNameOf(u),
            name: fullNameOf(u),
            username: u.username,
            status: other ? displayStatus(other) : 'ARCHIVED',
            accessTypes: l.accessTypes,
            accessTypesDisplay: accessTypesDisplay(types, labelSets.get(l.organisationId) ?? []),
          },
        ];
      });
      return applyTableRequest(rows, req, linkSpec);
    },
  };
}
