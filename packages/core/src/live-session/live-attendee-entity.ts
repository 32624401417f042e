import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SESSION_ROLES } from '@scheduler/contracts/live-session';

/**
 * A participant of a live session (doc 2 §3 join info, §4): issued only after the server's rules admit the caller
 * (host or co-host allowed to start; a candidate with a confirmed booking of a started session), bound to one
 * WebSocket connection when the page joins the room. A device switch deactivates the old row and issues a new one.
 * Access patterns:
 * - get by meetingId + attendeeId (primary)
 * - every participant of a session (primary, pk meetingId) — relaying a message, the participants panel, attendance
 *   (a session holds the few people of an assessment; the spec's largest view shows 25 tiles a page)
 */
export const liveAttendeeEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'liveAttendee', version: '1', service: 'scheduler' },
      attributes: {
        meetingId: { type: 'string', required: true },
        attendeeId: { type: 'string', required: true },
        organisationId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        /** userId, or userId + LIVE_SESSION.cohostDelimiter + 'cohost' for co-hosts. */
        externalUserId: { type: 'string', required: true },
        role: { type: SESSION_ROLES, required: true },
        /** The meeting's assessor. */
        mainHost: { type: 'boolean', required: true },
        name: { type: 'string', required: true },
        /** The candidate's booking of this meeting (attendance is recorded on it). */
        bookingId: { type: 'string' },
        /** Chime's join token of the attendee (p2p: none), answered again on a reconnect. */
        joinToken: { type: 'string' },
        /** The server session (sign-in) that asked for it: another sign-in is another device. */
        sessionId: { type: 'string', required: true },
        /** false once replaced by a device switch or ended. */
        active: { type: 'boolean', required: true },
        /** The WebSocket connection bound by op 'join'; removed on leave or disconnect. */
        connectionId: { type: 'string' },
        joinedAt: { type: 'string' },
        leftAt: { type: 'string' },
        muted: { type: 'boolean' },
        isCameraOff: { type: 'boolean' },
        createdAt: { type: 'string', required: true },
        /** Its session ended: when the row (a person's name and ids) goes (epoch seconds, TTL). */
        expiresAt: { type: 'number' },
      },
      indexes: {
        byMeeting: { pk: { field: 'pk', composite: ['meetingId'] }, sk: { field: 'sk', composite: ['attendeeId'] } },
      },
    },
    config,
  );
export type LiveAttendeeEntity = ReturnType<typeof liveAttendeeEntity>;
export type LiveAttendee = EntityItem<LiveAttendeeEntity>;
