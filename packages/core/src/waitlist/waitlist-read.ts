import { labelText } from '@scheduler/contracts/labels';
import type { candidateWaitlistEntry, waitlistAnswer, waitlistHold } from '@scheduler/contracts/schemas/booking-flow';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import type { Booking } from '../booking/booking-entity.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { displayAddress } from '../resource/display-address.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createUserScope } from '../user/user-scope.ts';
import type { WaitlistEntry } from './waitlist-entry-entity.ts';
import { createWaitlistStore } from './waitlist-store.ts';

type HoldView = z.input<typeof waitlistHold>;

/**
 * The waitlist as pages show it (issue 22): a project's queues for its administrators (user-booking/getWaitlist:
 * position per step in queue order, the candidate, since when, what they narrowed, the seat held), and a candidate's
 * own place for the home page's pending card. Each queue is one Query (waitlist-store.ts queueOf / entriesOfProject).
 */
export function createWaitlistReader(deps: DataDeps) {
  const { db } = deps;
  const store = createWaitlistStore(db);
  const meetings = createMeetingStore(db);
  const projects = createProjectStore(db);
  const users = createUserScope(deps);
  const labels = createConfigLabelService(deps);

  async function holdOf(entry: WaitlistEntry): Promise<HoldView | undefined> {
    if (!entry.holdId) return undefined;
    const hold = await store.holdOf(entry.organisationId, entry.holdId);
    const meeting = hold ? await meetings.meetingOf(entry.organisationId, hold.meetingId) : null;
    if (!hold || !meeting) return undefined;
    return {
      encryptedHoldId: hold.holdId,
      encryptedMeetingId: meeting.meetingId,
      meetingStart: meeting.start,
      meetingEnd: meeting.end,
      timeZone: meeting.timeZone,
      deliveryMethod: meeting.deliveryMethod,
      ...(meeting.deliveryMethod === 'ONSITE' ? { location: displayAddress(meeting.address) } : {}),
      expiresAt: hold.holdUntil,
    };
  }

  /** Positions (1 = next) in queue order, per step. */
  const positions = (entries: readonly WaitlistEntry[]) => {
    const seen = new Map<string, number>();
    return entries.map((e) => {
      const at = (seen.get(e.stepType) ?? 0) + 1;
      seen.set(e.stepType, at);
      return at;
    });
  };

  return {
    async projectWaitlist(actor: Actor, projectId: string): Promise<z.input<typeof waitlistAnswer>> {
      const organisationId = actor.organisationId;
      const project = await projects.projectOf(organisationId, projectId);
      if (!project) throw errors.notFound('Project');
      const entries = await store.entriesOfProject(organisationId, projectId);
      const at = positions(entries);
      const [people, labelSet, holds] = await Promise.all([
        users.usersById(entries.map((e) => e.candidateId)),
        labels.forOrganisation(organisationId),
        Promise.all(entries.map(holdOf)),
      ]);
      const dataset = entries.map((e, i) => {
        const person = people.get(e.candidateId);
        return {
          encryptedStepId: e.bookingId,
          encryptedCandidateId: e.candidateId,
          position: at[i]!,
          stepType: e.stepType,
          stepTypeDisplay: labelText(labelSet, e.stepType),
          firstName: person?.firstName ?? '',
          lastName: person?.lastName ?? '',
          email: person?.username ?? '',
          joinedAt: e.joinedAt,
          ...(e.fromDate ? { fromDate: e.fromDate } : {}),
          ...(e.toDate ? { toDate: e.toDate } : {}),
          deliveryMethod: e.deliveryMethod,
          ...(holds[i] ? { hold: holds[i] } : {}),
        };
      });
      return { dataset, size: dataset.length };
    },

    /** The candidate's place on their pending step's waitlist, when they are on it. */
    async entryOfBooking(booking: Pick<Booking, 'organisationId' | 'bookingId' | 'projectId' | 'stepType'>) {
      const entry = await store.entryOf(booking.organisationId, booking.bookingId);
      if (!entry) return undefined;
      const queue = await store.queueOf(booking.organisationId, booking.projectId, booking.stepType);
      const index = queue.findIndex((e) => e.bookingId === booking.bookingId);
      const hold = await holdOf(entry);
      const view: z.input<typeof candidateWaitlistEntry> = {
        joinedAt: entry.joinedAt,
        position: index < 0 ? queue.length + 1 : index + 1,
        ...(entry.fromDate ? { fromDate: entry.fromDate } : {}),
        ...(entry.toDate ? { toDate: entry.toDate } : {}),
        deliveryMethod: entry.deliveryMethod,
        ...(hold ? { hold } : {}),
      };
      return view;
    },
  };
}
