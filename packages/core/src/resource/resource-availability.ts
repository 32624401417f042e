import type { availableResourcesAnswer, availableResourcesRequest } from '@scheduler/contracts/schemas/resource';
import type * as z from 'zod';
import { isGridAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { zonedDateTimeToUtc } from '../time/zoned-date-time.ts';
import { createResourceStore } from './resource-store.ts';
import type { Slot } from './resource-store-holds.ts';

/** The meeting ids that name a meeting not saved yet (the meeting page's create). */
const NEW_MEETING = new Set(['na', 'new', 'create']);

/**
 * resource/getAvailableResources/{projectId}/{meetingId} (doc 2 §5, doc 3 §7): every active resource of the project's
 * organisation with whether it is free for the slot (start date and time in the meeting's zone, else the project's;
 * duration in hours). A resource another meeting holds at an overlapping time is not available; the meeting's own
 * allocations never make it unavailable to itself. The same overlap rule refuses the hold (resource-store-holds.ts).
 */
export function createResourceAvailability({ db }: Pick<DataDeps, 'db'>) {
  const resources = createResourceStore(db);
  const meetings = createMeetingStore(db);
  const projects = createProjectStore(db);

  async function projectOf(actor: Actor, projectId: string) {
    const found = isGridAdmin(actor) ? await projects.projectById(projectId) : await projects.projectOf(actor.organisationId, projectId);
    if (!found) throw errors.notFound('Project');
    return found;
  }

  return {
    async available(
      actor: Actor,
      params: { projectId: string; meetingId: string },
      body: z.output<typeof availableResourcesRequest>,
    ): Promise<z.input<typeof availableResourcesAnswer>> {
      const project = await projectOf(actor, params.projectId);
      const { organisationId } = project;
      const meetingId = NEW_MEETING.has(params.meetingId.toLowerCase()) ? undefined : params.meetingId;
      const meeting = meetingId ? await meetings.meetingOf(organisationId, meetingId) : undefined;
      if (meetingId && (!meeting || meeting.projectId !== project.projectId)) throw errors.notFound('{Meeting}');

      const start = zonedDateTimeToUtc(body.startDate, body.startTime, meeting?.timeZone ?? project.timeZone);
      const slot: Slot = { start: start.toISOString(), end: new Date(start.getTime() + body.duration * 3_600_000).toISOString() };
      const [all, allocations] = await Promise.all([
        resources.resourcesOfOrganisation(organisationId),
        resources.allocationsOverlapping(organisationId, slot),
      ]);
      const busy = new Set(allocations.filter((a) => a.meetingId !== meetingId).map((a) => a.resourceId));
      return all
        .filter((r) => r.status === 'ACTIVE')
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }))
        .map((r) => ({ encryptedId: r.resourceId, name: r.name, available: !busy.has(r.resourceId) }));
    },
  };
}
