import type { Ids } from '../ports/ids.ts';
import type { MeetingMedia } from '../ports/meeting-media.ts';

/**
 * The local runtime's media (issue 12 design): no media server. The "meeting" is a room named by a fresh id, an
 * "attendee" a peer id; browsers connect to each other with RTCPeerConnection, signalling over the product's own
 * WebSocket (live-session relay), which admits only the attendees this side issued. Nothing to delete.
 */
export function createP2pMedia(ids: Ids): MeetingMedia {
  return {
    kind: 'p2p',
    async createMeeting({ externalMeetingId }) {
      return { kind: 'p2p', MeetingId: `room-${ids.next()}`, ExternalMeetingId: externalMeetingId };
    },
    async createAttendee({ externalUserId }) {
      return { AttendeeId: `peer-${ids.next()}`, ExternalUserId: externalUserId };
    },
    async deleteAttendee() {},
    async deleteMeeting() {},
  };
}
