import type { TableRequest } from '@scheduler/contracts/envelope';
import type { meetingDetail, meetingInfo, meetingRow, MEETING_LIST_BY_PROJECT_TYPES } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import { isAnyAdmin, isGridAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createResourceStore } from '../resource/resource-store.ts';
import { formatApiDate, formatDisplayTime } from '../time/time-formats.ts';
import { timeZoneShortCode } from '../time/time-zones.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';
import { createMeetingAccess } from './meeting-access.ts';
import { completionRefusal } from './meeting-edit-check.ts';
import type { Meeting } from './meeting-entity.ts';
import { launchLinks, openLaunchId, type LaunchKey } from './meeting-launch-link.ts';
import { createMeetingStore } from './meeting-store.ts';
import { dateTimeCombined, meetingDetailOf, meetingRowOf } from './meeting-view.ts';

/** Where launch links point and the key they are sealed with (absent: the function was given no key). */
export interface LaunchSettings {
  origin: string;
  key?: LaunchKey;
}

export type MeetingReadDeps = DataDeps & { launch: LaunchSettings };

/** meeting/get, meeting/getMeetingInfo, meeting/getMeetingListByProject and getMeetingListByResource (doc 2 §3, §7; doc 3 §2.12, §7). */
export function createMeetingReadService(deps: MeetingReadDeps) {
  const { db, clock } = deps;
  const access = createMeetingAccess(db);
  const labels = createConfigLabelService(deps);
  const meetings = createMeetingStore(db);
  const bookings = createBookingStore(db);
  const projects = createProjectStore(db);
  const resources = createResourceStore(db);
  const users = createUserStore(db);

  async function nameOf(userId: string): Promise<string | undefined> {
    const person = await users.personOf(userId);
    return person ? fullNameOf(person) : undefined;
  }

  /** The remote meeting's launch links: the ones entered (projects that need their own), else the sealed session links. */
  function linksOf(m: Meeting, orgAdminHost: boolean) {
    if (m.deliveryMethod !== 'REMOTE') return undefined;
    if (m.candidateBookingLink || m.assessorBookingLink) {
      return { candidateBookingLink: m.candidateBookingLink, assessorBookingLink: m.assessorBookingLink };
    }
    const { key, origin } = deps.launch;
    return key ? launchLinks(origin, key, m.meetingId, m.assessorId, orgAdminHost) : undefined;
  }

  return {
    /**
     * meeting/get/{id}: a meeting the caller reaches (meeting-access.ts), with its project, assessor and resources by
     * name and the caller's view of it: the Field Audit Log for admins, whether an assessor admin opens another's
     * meeting, whether the internal tasks may be completed now. Invigilators get no candidate link.
     */
    async get(actor: Actor, meetingId: string): Promise<z.input<typeof meetingDetail>> {
      const m = await access.reach(actor, meetingId);
      const { organisationId } = m;
      const [project, labelSet, assessorName, hostAccess, held] = await Promise.all([
        projects.projectOf(organisationId, m.projectId),
        labels.forOrganisation(organisationId),
        nameOf(m.assessorId),
        users.accessOf(organisationId, m.assessorId),
        Promise.all([...(m.resourceIds ?? [])].map((resourceId) => resources.resourceOf(organisationId, resourceId))),
      ]);
      const assessorOrgAdmin = hostAccess?.userType === 'ORG_ADMIN';
      const links = linksOf(m, assessorOrgAdmin);
      const invigilatorOnly = !isAnyAdmin(actor) && !actor.roles.includes('ROLE_ASSESSOR');
      return meetingDetailOf(m, {
        labels: labelSet,
        projectName: project?.name,
        remoteUrlRequired: project?.remoteUrlRequired,
        assessorName,
        assessorOrgAdmin,
        resourceNames: held.flatMap((r) => (r ? [r.name] : [])),
        showAuditField: isAnyAdmin(actor),
        accessByAssessorAdmin: !isAnyAdmin(actor) && m.assessorId !== actor.userId,
        completionAllowedInternal: completionRefusal(actor, m, clock.now()) === undefined,
        links: invigilatorOnly && links ? { assessorBookingLink: links.assessorBookingLink } : links,
      });
    },

    /**
     * meeting/getMeetingInfo/{id} (live session, popups): project name, start and end with the zone code. The id is the
     * meeting's, or its sealed form from a launch link. Staff read the meetings they reach; a candidate only a meeting
     * they are booked into in their organisation.
     */
    async info(actor: Actor, id: string): Promise<z.input<typeof meetingInfo>> {
      const meetingId = (deps.launch.key && openLaunchId(deps.launch.key, id)) || id;
      let m: Meeting;
      if (
        actor.roles.includes('ROLE_CANDIDATE') &&
        !isAnyAdmin(actor) &&
        !actor.roles.includes('ROLE_ASSESSOR') &&
        !actor.roles.includes('ROLE_INVIGILATOR')
      ) {
        const { organisationId } = actor;
        const found = await meetings.meetingOf(organisationId, meetingId);
        const mine = await bookings.bookingsOfCandidate(organisationId, actor.userId);
        if (!found || !mine.some((b) => b.meetingId === meetingId && b.status !== 'ARCHIVED')) throw errors.notFound('{Meeting}');
        m = found;
      } else m = await access.reach(actor, meetingId);
      const project = await projects.projectOf(m.organisationId, m.projectId);
      return {
        status: 'SUCCESS',
        encryptedId: m.meetingId,
        projectName: project?.name ?? '',
        stepType: m.stepType,
        deliveryMethod: m.deliveryMethod,
        startDateDisplay: formatApiDate(new Date(m.start), m.timeZone),
        startTimeDisplay: formatDisplayTime(new Date(m.start), m.timeZone),
        endTimeDisplay: formatDisplayTime(new Date(m.end), m.timeZone),
        timezoneCode: timeZoneShortCode(m.timeZone) ?? '',
        dateTimeCombined: dateTimeCombined(m),
      };
    },

    /**
     * meeting/getMeetingListByProject/{projectId}/{listType}: the meetings of a project of the caller's organisation
     * (a grid admin's: any) through the project index by start (meeting-entity byProject): 'past' the range before
     * now, newest first; 'active' and 'inactive' the range from now, by the active flag; 'PURGE' the archived ones
     * ready to purge. The flags filter the index items (projection ALL), so only the page's meetings are fetched.
     */
    async listByProject(
      actor: Actor,
      params: { projectId: string; listType: (typeof MEETING_LIST_BY_PROJECT_TYPES)[number] },
      req: TableRequest,
    ): Promise<{ dataset: z.input<typeof meetingRow>[]; size: number }> {
      const project = isGridAdmin(actor)
        ? await projects.projectById(params.projectId)
        : await projects.projectOf(actor.organisationId, params.projectId);
      if (!project) throw errors.notFound('Project');
      const { organisationId, projectId } = project;
      const now = clock.now().toISOString();
      const { listType } = params;
      const side = listType === 'past' ? { before: now } : listType === 'PURGE' ? ('all' as const) : { from: now };
      const keep =
        listType === 'PURGE'
          ? (i: Record<string, unknown>) => i.readyToPurge === true
          : listType === 'inactive'
            ? (i: Record<string, unknown>) => i.archived !== true && i.active === false
            : listType === 'active'
              ? (i: Record<string, unknown>) => i.archived !== true && i.active === true
              : (i: Record<string, unknown>) => i.archived !== true;
      const page = await meetings.projectMeetingsPage(organisationId, projectId, side, {
        order: listType === 'past' ? 'desc' : 'asc',
        pageIndex: req.pageIndex,
        pageSize: req.pageSize,
        keep,
      });
      const labelSet = await labels.forOrganisation(organisationId);
      const names = new Map<string, string | undefined>();
      for (const id of new Set(page.meetings.map((m) => m.assessorId))) names.set(id, await nameOf(id));
      return {
        dataset: page.meetings.map((m) => meetingRowOf(m, { labels: labelSet, projectName: project.name, assessorName: names.get(m.assessorId) })),
        size: page.total,
      };
    },

    /**
     * meeting/getMeetingListByResource/{resourceId}: the resource's bookings (doc 3 §2.12), i.e. the meetings holding
     * it, latest start first, paged through the resource's allocations (resource-allocation-entity byResource, written
     * and released with the meeting); the total is the range's keys counted. Another organisation's resource is not
     * found (a grid admin's: any).
     */
    async listByResource(
      actor: Actor,
      params: { resourceId: string },
      req: TableRequest,
    ): Promise<{ dataset: z.input<typeof meetingRow>[]; size: number }> {
      // A grid admin reaches any organisation's resource (as resource/getModel does); others only their own.
      const resource = isGridAdmin(actor)
        ? await resources.resourceById(params.resourceId)
        : await resources.resourceOf(actor.organisationId, params.resourceId);
      if (!resource) throw errors.notFound('Resource');
      const { organisationId } = resource;
      const page = await resources.allocationsPage(organisationId, params.resourceId, { pageIndex: req.pageIndex, pageSize: req.pageSize });
      // The items are allocations (whole items of the table), so the page's meetings are batch-got by their ids.
      const held = await meetings.meetingsOf(
        organisationId,
        page.items.map((i) => String(i.meetingId)),
      );
      const [labelSet, named] = await Promise.all([
        labels.forOrganisation(organisationId),
        projects.projectsOf(organisationId, [...new Set(held.map((m) => m.projectId))]),
      ]);
      const projectNames = new Map(named.map((p) => [p.projectId, p.name]));
      const names = new Map<string, string | undefined>();
      for (const id of new Set(held.map((m) => m.assessorId))) names.set(id, await nameOf(id));
      return {
        dataset: held.map((m) =>
          meetingRowOf(m, { labels: labelSet, projectName: projectNames.get(m.projectId), assessorName: names.get(m.assessorId) }),
        ),
        size: page.total,
      };
    },
  };
}
