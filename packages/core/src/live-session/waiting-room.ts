import type { checkInRequest, meetingIdParams, waitingRoomCandidates } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { createMeetingAccess } from '../meeting/meeting-access.ts';
import { isLiveConnection } from '../realtime/ws-connection-entity.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { namesFor } from '../user/user-views.ts';
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

  async function nameOf(organisationId: string, userId: string): Promise<string> {
    const [{ data: user }, { data: acc }] = await Promise.all([db.user.get({ userId }).go(), db.userOrgAccess.get({ organisationId, userId }).go()]);
    return user ? fullNameOf(acc ? namesFor(user, acc) : user) : '';
  }

  /** The open connections of the meeting's host (its assessor, every tab) and of the hosts bound in its session. */
  async function hostConnections(meetingId: string, assessorId: string): Promise<string[]> {
    const now = clock.now();
    const [{ data: tabs }, attendees] = await Promise.all([
      db.wsConnection.query.byUser({ userId: assessorId }).go({ pages: 'all' }),
      loadAttendees(deps, meetingId),
    ]);
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
      const { data } = await db.booking.query.byMeeting({ organisationId, meetingKey: meeting.meetingId }).go({ pages: 'all' });
      const rows = await Promise.all(
        data
          .filter((b) => b.status === 'CONFIRMED')
          .map(async (b) => ({ fullName: await nameOf(organisationId, b.candidateId), inWaitingRoom: b.inWaitingRoom === true })),
      );
      return rows.sort((x, y) => x.fullName.localeCompare(y.fullName, 'en-GB'));
    },

    /**
     * user-booking/checkInWaitingRoom: the caller's CONFIRMED booking of the meeting is marked in the waiting room and
     * the hosts are told (session.waiting-room); the message is the booking id. No such booking: 404.
     */
    async checkIn(actor: Actor, { encryptedMeetingId }: z.output<typeof checkInRequest>) {
      const meetingId = meetingIdOf(deps.launchKey, encryptedMeetingId);
      const { data: meeting } = await db.meeting.get({ organisationId: actor.organisationId, meetingId }).go();
      if (!meeting) throw errors.notFound('{Meeting}');
      const booking = await confirmedBookingOf(deps, meeting, actor.userId);
      if (!booking) throw errors.notFound('Booking');
      await db.booking
        .patch({ organisationId: booking.organisationId, bookingId: booking.bookingId })
        .set({ inWaitingRoom: true, updatedAt: clock.now().toISOString() })
        .go();
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
