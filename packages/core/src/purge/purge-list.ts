import type * as z from 'zod';
import type { TableRequest } from '@scheduler/contracts/envelope';
import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { UserType } from '@scheduler/contracts/roles';
import { purgeSearch, type PurgeSearch, type purgeBookingRow, type purgeMeetingRow, type purgeUserRow } from '@scheduler/contracts/schemas/purge';
import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import type { Project } from '../project/project-entity.ts';
import { createProjectStore } from '../project/project-store.ts';
import { displayAddress } from '../resource/display-address.ts';
import { formatDisplayDateTime } from '../time/time-formats.ts';
import { createUserScope, fullNameOf } from '../user/user-scope.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { userListRow } from '../user/user-views.ts';
import { plusDays, purgeToday } from './purge-dates.ts';
import { createPurgeStore } from './purge-store.ts';
import { purgeWindowPage } from './purge-window.ts';
import { parseSearchData } from '../lists/search-data.ts';

type UserRow = z.input<typeof purgeUserRow>;
type MeetingRow = z.input<typeof purgeMeetingRow>;
type BookingRow = z.input<typeof purgeBookingRow>;

const USER_TYPE_OF: Record<PurgeSearch['userType'], UserType> = {
  candidate: 'CANDIDATE',
  assessor: 'ASSESSOR',
  invigilator: 'INVIGILATOR',
  org_admin: 'ORG_ADMIN',
};

/** The purge job deletes an archived user's access; it sanitises a candidate who is not archived. */
export const isPurgeDelete = (access: Pick<UserOrgAccess, 'archived' | 'status'>) => access.archived || access.status === 'ARCHIVED';

const parseSearch = (text: string | undefined): PurgeSearch => parseSearchData(purgeSearch, text);

/**
 * The last purge date a searchData's day filter takes in (today + 30, 60 or 90), or undefined when it names none: the
 * project list's PURGE tab (project-list.ts) narrows to it when the purge list's Projects tab sends one.
 */
export function purgeWindowEnd(searchData: string | undefined, now: Date): string | undefined {
  let raw: unknown;
  try {
    raw = searchData ? JSON.parse(searchData) : undefined;
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object' || !('dayFilter' in raw)) return undefined;
  return plusDays(purgeToday(now), parseSearch(searchData).dayFilter);
}

/**
 * The purge lists (doc 3 §2.17): the records of the caller's organisation whose purge (or sanitise) date falls on or
 * before the day filter's end (today + 30, 60 or 90 days; overdue ones too, until the job has run), earliest first.
 * Each tab reads its kind's range of the purge index (purge-window.ts), never the organisation's partition. The
 * Users tab filters its window by user type and candidate purge type on the fetched accesses (the index holds keys
 * only), so its cost follows the window's users of every type.
 */
export function createPurgeListService(deps: DataDeps) {
  const { db, clock } = deps;
  const store = createPurgeStore(db);
  const labels = createConfigLabelService(deps);
  const scope = createUserScope(deps);

  function windowOf(actor: Actor, req: TableRequest) {
    const search = parseSearch(req.searchData);
    const organisationId = scopedOrganisationId(actor, search.encryptedOrganisationId);
    return { search, organisationId, until: plusDays(purgeToday(clock.now()), search.dayFilter) };
  }

  async function projectsOf(organisationId: string, ids: Iterable<string>): Promise<Map<string, Project>> {
    const found = await createProjectStore(db).projectsOf(organisationId, [...new Set(ids)]);
    return new Map(found.map((p) => [p.projectId, p]));
  }

  async function meetingsOf(organisationId: string, ids: Iterable<string>): Promise<Map<string, Meeting>> {
    const found = await createMeetingStore(db).meetingsOf(organisationId, [...new Set(ids)]);
    return new Map(found.map((m) => [m.meetingId, m]));
  }

  const nameOf = (users: Map<string, { firstName: string; lastName: string }>, userId: string | undefined) => {
    const u = userId ? users.get(userId) : undefined;
    return u ? fullNameOf(u) : undefined;
  };
  const stepTypeDisplay = (labelSet: LabelSet, stepType: Meeting['stepType']) => labelText(labelSet, stepType);
  const when = (start: string | undefined, timeZone: string | undefined) =>
    start && timeZone ? formatDisplayDateTime(new Date(start), timeZone, { zoneCode: true }) : undefined;

  return {
    /** purge/getMeetingList: the meetings ready to purge within the day filter. */
    async meetings(actor: Actor, req: TableRequest): Promise<{ dataset: MeetingRow[]; size: number }> {
      const { organisationId, until } = windowOf(actor, req);
      const page = await purgeWindowPage(store.meetingPurgeWindow(organisationId, until), req.pageIndex, req.pageSize);
      const meetings = page.items;
      const [projects, users, labelSet] = await Promise.all([
        projectsOf(
          organisationId,
          meetings.map((m) => m.projectId),
        ),
        scope.usersById(meetings.map((m) => m.assessorId)),
        labels.forOrganisation(organisationId),
      ]);
      const dataset = meetings.map(
        (m): MeetingRow => ({
          encryptedId: m.meetingId,
          encryptedProjectId: m.projectId,
          dateTimeCombined: when(m.start, m.timeZone),
          assessorName: nameOf(users, m.assessorId),
          seats: `${m.candidatesConfirmed}/${m.candidateMax}`,
          displayAddress: m.deliveryMethod === 'REMOTE' ? labelText(labelSet, 'REMOTE') : displayAddress(m.address),
          projectName: projects.get(m.projectId)?.name,
          stepTypeDisplay: stepTypeDisplay(labelSet, m.stepType),
          readyToPurge: m.readyToPurge,
          purgeDate: m.purgeDate,
        }),
      );
      return { dataset, size: page.total };
    },

    /** purge/getBookingList: the bookings ready to purge within the day filter. */
    async bookings(actor: Actor, req: TableRequest): Promise<{ dataset: BookingRow[]; size: number }> {
      const { organisationId, until } = windowOf(actor, req);
      const page = await purgeWindowPage(store.bookingPurgeWindow(organisationId, until), req.pageIndex, req.pageSize);
      const bookings = page.items;
      const [projects, meetings, users, labelSet] = await Promise.all([
        projectsOf(
          organisationId,
          bookings.map((b) => b.projectId),
        ),
        meetingsOf(
          organisationId,
          bookings.flatMap((b) => (b.meetingId ? [b.meetingId] : [])),
        ),
        scope.usersById(bookings.flatMap((b) => [b.candidateId, ...(b.assessorId ? [b.assessorId] : [])])),
        labels.forOrganisation(organisationId),
      ]);
      const dataset = bookings.map((b): BookingRow => {
        const meeting = b.meetingId ? meetings.get(b.meetingId) : undefined;
        const project = projects.get(b.projectId);
        return {
          encryptedId: b.bookingId,
          encryptedMeetingId: b.meetingId,
          encryptedProjectId: b.projectId,
          encryptedCandidateId: b.candidateId,
          dateTimeCombined: when(b.start, meeting?.timeZone ?? project?.timeZone),
          stepTypeDisplay: stepTypeDisplay(labelSet, b.stepType),
          assessorName: nameOf(users, b.assessorId),
          status: b.status,
          candidateName: nameOf(users, b.candidateId),
          projectName: project?.name,
          purgeDate: b.purgeDate,
        };
      });
      return { dataset, size: page.total };
    },

    /** purge/getUserList: the users of one type to delete or sanitise within the day filter. */
    async users(actor: Actor, req: TableRequest): Promise<{ dataset: UserRow[]; size: number }> {
      const { search, organisationId, until } = windowOf(actor, req);
      const userType = USER_TYPE_OF[search.userType];
      const [window, org, labelSet] = await Promise.all([
        store.accessesDueBy(organisationId, until),
        createOrganisationStore(db).organisationOf(organisationId),
        labels.forOrganisation(organisationId),
      ]);
      if (!org) throw errors.notFound('Organisation');
      const wanted = window.filter(
        (a) =>
          a.userType === userType && (userType !== 'CANDIDATE' || search.purgeType === 'all' || (search.purgeType === 'delete') === isPurgeDelete(a)),
      );
      const start = req.pageSize > 0 ? req.pageIndex * req.pageSize : 0;
      const pageAccesses = req.pageSize > 0 ? wanted.slice(start, start + req.pageSize) : wanted;
      const users = await scope.usersById(pageAccesses.map((a) => a.userId));
      const now = clock.now();
      const dataset = pageAccesses.flatMap((access): UserRow[] => {
        const user = users.get(access.userId);
        if (!user) return [];
        const row = userListRow(user, access, org.name, labelSet, now);
        const del = isPurgeDelete(access);
        return [
          {
            ...row,
            purgeAction: del ? 'DELETE' : 'SANITISE',
            ...(del ? { purgeDate: access.purgeDate, sanitiseDate: undefined } : { sanitiseDate: access.purgeDate, purgeDate: undefined }),
          },
        ];
      });
      return { dataset, size: wanted.length };
    },
  };
}
