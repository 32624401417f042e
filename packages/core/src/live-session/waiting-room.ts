import type { checkInRequest, meetingIdParams, waitingRoomCandidates } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import { errors } from '../errors.ts';
import { createMeetingAccess } from '../meeting/meeting-access.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createRealtimeStore } from '../realtime/realtime-store.ts';
import { isLiveConnection } from '../realtime/ws-connection-entity.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';
import { namesFor } from '../user/user-views.ts';
import { createLiveSessionStore } from './live-session-store.ts';
import { confirmedBookingOf, meetingIdOf } from './session-access.ts';
import type { SessionDeps } from './session-service.ts';
import { deliver, loadAttendees } from './session-room.ts';

/**
 * The waiting room of a live session (doc 2 §7 user-booking): candidates check in when they open the session page,
 * and the hosts see who is ready.
 */
export function createWaitingRoomService(deps: Omit<SessionDeps, 'media'>) {
  const { db, clock } = deps;
  const meetings = createMeetingAccess(db);
  const meetingStore = createMeetingStore(db);
  const bookings = createBookingStore(db);
  const users = createUserStore(db);
  const liveSessions = createLiveSessionStore(db);

  async function nameOf(organisationId: string, userId: string): Promise<string> {
    const [user, acc] = await Promise.all([users.personOf(userId), users.accessOf(organisationId, userId)]);
    return user ? fullNameOf(acc ? namesFor(user, acc) : user) : '';
  }

  /** The open connections of the meeting's host (its assessor, every tab) and of the hosts bound in its session. */
  async function hostConnections(meetingId: string, assessorId: string): Promise<string[]> {
    const now = clock.now();
    const [tabs, attendees] = await Promise.all([createRealtimeStore(db).connectionsOfUser(assessorId), loadAttendees(deps, meetingId)]);
    const bound = attendees.filter((a) => a.active && a.role !== 'candidate' && a.connectionId).map((a) => a.connectionId as string);
    return [...tabs.filter((c) => isLiveConnection(c, now)).map((c) => c.connectionId), ...bound];
  }

  return {
    /**
     * user-booking/getCandidatesInWaitingRoom/{meetingId}: the meeting's CONFIRMED candidates by name, and whether each
     * has checked in; for those who reach the meeting (its host, the organisation's admins, an assessor admin granted).
     */
    async candidatesInWaitingRoom(actor: Actor, { meetingId }: z.output<typeof meetingIdParams>): Promise<z.output<typeof waitingRoomCandidates>> {
      const meeting = await meetings.reach(actor, meetingIdOf(deps.launchKey, meetingId));
      const { organisationId } = meeting;
      const confirmed = await bookings.confirmedBookingsOfMeeting(organisationId, meeting.meetingId);
      const rows = await Promise.all(
        confirmed.map(async (b) => ({ fullName: await nameOf(organisationId, b.candidateId), inWaitingRoom: b.inWaitingRoom === true })),
      );
      return rows.sort((x, y) => x.fullName.localeCompare(y.fullName, 'en-GB'));
    },

    /**
     * user-booking/checkInWaitingRoom: the caller's CONFIRMED booking of the meeting is marked in the waiting room and
     * the hosts are told (session.waiting-room); the message is the booking id. No such booking: 404.
     */
    async checkIn(actor: Actor, { encryptedMeetingId }: z.output<typeof checkInRequest>) {
      const meetingId = meetingIdOf(deps.launchKey, encryptedMeetingId);
      const meeting = await meetingStore.meetingOf(actor.organisationId, meetingId);
      if (!meeting) throw errors.notFound('{Meeting}');
      const booking = await confirmedBookingOf(deps, meeting, actor.userId);
      if (!booking) throw errors.notFound('Booking');
      await liveSessions.checkedInWrite({ organisationId: booking.organisationId, bookingId: booking.bookingId }, clock.now().toISOString());
      await deliver(deps, await hostConnections(meeting.meetingId, meeting.assessorId), {
        type: 'session.waiting-room',
        meetingId: meeting.meetingId,
        eventType: 'candidate-waitingRoom',
        waitingRoom: 'true',
        attendeeName: await nameOf(meeting.organisationId, actor.userId),
      });
      return { status: 'SUCCESS', message: booking.bookingId };
    },
  };
}
