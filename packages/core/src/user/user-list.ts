import type { TableRequest } from '@scheduler/contracts/envelope';
import { MSG } from '@scheduler/contracts/messages';
import { BOOKING_STATUSES } from '@scheduler/contracts/schemas/common';
import { userListSearch, type UserListSearch } from '@scheduler/contracts/schemas/user';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import type { User } from './user-entity.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { applyTableRequest, type TableSpec } from '../lists/table-query.ts';
import { displayStatus, expiryWithin, inListType, listTypeOf, USER_LIST_TYPES } from './user-access-status.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { DataDeps } from '../deps.ts';
import { createUserScope } from './user-scope.ts';
import { userListRow, type UserListRow } from './user-views.ts';

const ACCESS_STATUSES = ['ACTIVE', 'INVITED', 'INACTIVE', 'ARCHIVED'] as const;
type BookingStatus = (typeof BOOKING_STATUSES)[number];
const COUNTED_TYPES = ['CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN'] as const;

const spec: TableSpec<UserListRow> = {
  searchable: (r) => [r.fullName, r.username, r.mobileNo, r.typeDisplay, r.status],
  sortable: {
    fullName: (r) => r.fullName,
    firstName: (r) => r.firstName,
    lastName: (r) => r.lastName,
    username: (r) => r.username,
    typeDisplay: (r) => r.typeDisplay,
    status: (r) => r.status,
    mobileNo: (r) => r.mobileNo,
    organisationName: (r) => r.organisationName,
    invitationExpiry: (r) => r.invitationExpiryOn,
    purgeDate: (r) => r.purgeDate ?? r.sanitiseDate,
    sanitiseDate: (r) => r.sanitiseDate ?? r.purgeDate,
  },
  defaultSort: { column: 'fullName', direction: 'asc' },
};

const listOf = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean);

function parseSearch(text: string | undefined): UserListSearch {
  let raw: unknown = {};
  if (text?.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw errors.validation(MSG.validationFailed, { searchData: 'searchData is not valid JSON' });
    }
  }
  const parsed = userListSearch.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw errors.validation(MSG.validationFailed, { [`searchData.${issue.path.join('.')}`]: issue.message });
  }
  return parsed.data;
}

/**
 * Booking statuses named by the status filter (values that are not access statuses: INVITED and ARCHIVED mean the
 * user's access); MISSED_INCOMPLETE stands for both.
 */
function bookingStatuses(values: string[]): BookingStatus[] {
  const out = new Set<BookingStatus>();
  for (const v of values.map((s) => s.toUpperCase())) {
    if ((ACCESS_STATUSES as readonly string[]).includes(v)) continue;
    if (v === 'MISSED_INCOMPLETE') {
      out.add('MISSED');
      out.add('INCOMPLETE');
    } else if ((BOOKING_STATUSES as readonly string[]).includes(v)) out.add(v as BookingStatus);
  }
  return [...out];
}

/** Manage Users lists (doc 1 §2.10, doc 3 §3 user list row) and their counters, always of one organisation. */
export function createUserListService(deps: DataDeps) {
  const { db, clock } = deps;
  const scope = createUserScope(deps);
  const labels = createConfigLabelService(deps);

  async function members(organisationId: string): Promise<{ user: User; access: UserOrgAccess }[]> {
    const { data: accesses } = await db.userOrgAccess.query.byOrganisation({ organisationId }).go({ pages: 'all' });
    const users = await scope.usersById(accesses.map((a) => a.userId));
    return accesses.flatMap((access) => {
      const user = users.get(access.userId);
      return user && user.type !== 'GRID_ADMIN' ? [{ user, access }] : [];
    });
  }

  async function rowsOf(organisationId: string, picked: { user: User; access: UserOrgAccess }[], req: TableRequest) {
    const [{ data: org }, labelSet] = await Promise.all([db.organisation.get({ organisationId }).go(), labels.forOrganisation(organisationId)]);
    if (!org) throw errors.notFound('Organisation');
    const now = clock.now();
    return applyTableRequest(
      picked.map(({ user, access }) => userListRow(user, access, org.name, labelSet, now)),
      req,
      spec,
    );
  }

  /** Users of the projects (candidates by their bookings, staff by their meetings), optionally in some booking statuses. */
  async function projectMembers(organisationId: string, userType: string, projectIds: string[], statuses: BookingStatus[]): Promise<Set<string>> {
    const ids = new Set<string>();
    if (userType === 'CANDIDATE') {
      const results = projectIds.length > 0
        ? await Promise.all(projectIds.map((projectId) => db.booking.query.byProject({ organisationId, projectId }).go({ pages: 'all' })))
        : await Promise.all(statuses.map((status) => db.booking.query.byStatus({ organisationId, status }).go({ pages: 'all' })));
      for (const b of results.flatMap((r) => r.data)) if (statuses.length === 0 || statuses.includes(b.status)) ids.add(b.candidateId);
      return ids;
    }
    const meetings = await Promise.all(projectIds.map((projectId) => db.meeting.query.byProject({ organisationId, projectId }).go({ pages: 'all' })));
    for (const m of meetings.flatMap((r) => r.data)) ids.add(m.assessorId);
    return ids;
  }

  return {
    /** user/getUserList: one tab of one user type, with the project, status and expiry filters. */
    async list(actor: Actor, req: TableRequest) {
      const search = parseSearch(req.searchData);
      const organisationId = scopedOrganisationId(actor, search.encryptedOrganisationId);
      const userType = search.listType === 'DEACTIVATED' && search.userType !== 'INVIGILATOR' ? 'ASSESSOR' : search.userType;
      const now = clock.now();
      const statusValues = listOf(search.status);
      const accessStatuses = statusValues.map((s) => s.toUpperCase()).filter((s) => (ACCESS_STATUSES as readonly string[]).includes(s));
      const bookingFilter = bookingStatuses(statusValues);
      const projectIds = listOf(search.encryptedProjectId);

      let picked = (await members(organisationId)).filter(({ access }) => access.userType === userType && inListType(access, search.listType));
      if (search.listType === 'UNREGISTERED' && search.expiryDays) {
        const type = search.expiryType ?? 'Expiring';
        picked = picked.filter(({ access }) => access.invitationExpiry && expiryWithin(new Date(access.invitationExpiry), now, search.expiryDays!, type));
      }
      if (accessStatuses.length > 0) picked = picked.filter(({ access }) => accessStatuses.includes(displayStatus(access)));
      const byBooking = userType === 'CANDIDATE' && bookingFilter.length > 0;
      if (projectIds.length > 0 || byBooking) {
        const inProjects = await projectMembers(organisationId, userType, projectIds, userType === 'CANDIDATE' ? bookingFilter : []);
        picked = picked.filter(({ user }) => inProjects.has(user.userId));
      }
      return rowsOf(organisationId, picked, req);
    },

    /** user/getUserListByOrg: an organisation's admins (org_admin) or its assessors and invigilators (all_assessors). */
    async listByOrganisation(actor: Actor, organisationId: string, filter: 'org_admin' | 'all_assessors', req: TableRequest) {
      const orgId = scopedOrganisationId(actor, organisationId);
      const types: readonly string[] = filter === 'org_admin' ? ['ORG_ADMIN'] : ['ASSESSOR', 'INVIGILATOR'];
      const picked = (await members(orgId)).filter(({ access }) => types.includes(access.userType));
      return rowsOf(orgId, picked, req);
    },

    /** user/getUserCounters: per user type and in total, how many users each tab holds (JSON in message). */
    async counters(actor: Actor): Promise<string> {
      const blank = () => Object.fromEntries(USER_LIST_TYPES.map((t) => [t, 0])) as Record<(typeof USER_LIST_TYPES)[number], number>;
      const counts = Object.fromEntries([...COUNTED_TYPES, 'TOTAL'].map((t) => [t, blank()]));
      for (const { access } of await members(actor.organisationId)) {
        const tab = listTypeOf(access);
        for (const key of [access.userType, 'TOTAL']) {
          const c = counts[key];
          if (!c) continue;
          c.ALL += 1;
          if (tab) c[tab] += 1;
        }
      }
      return JSON.stringify(counts);
    },
  };
}
