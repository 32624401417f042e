import type { MediaKind } from '@scheduler/contracts/live-session';

/**
 * The media side of a live session (DESIGN §2 ports). Deployed, Amazon Chime SDK meetings (packages/aws
 * chime-media.ts); locally, a peer-to-peer mesh whose "meeting" is a room on the product's WebSocket
 * (core live-session/p2p-media.ts). The session service never knows which: it stores the ids and hands the
 * browser the answers, which carry `kind` so the page picks its media adapter.
 */
export interface MediaMeeting {
  kind: MediaKind;
  /** Chime's MeetingId, or the p2p room id. */
  MeetingId: string;
  /** The rest of the provider's answer (Chime: MediaPlacement, MediaRegion, ExternalMeetingId...). */
  [key: string]: unknown;
}

export interface MediaAttendee {
  /** Chime's AttendeeId, or the p2p peer id. */
  AttendeeId: string;
  ExternalUserId: string;
  /** Chime only. */
  JoinToken?: string;
}

export interface MeetingMedia {
  readonly kind: MediaKind;
  /** A new media meeting; `externalMeetingId` is the product's meeting id (idempotency and clean-up tag). */
  createMeeting(input: { externalMeetingId: string; organisationId: string }): Promise<MediaMeeting>;
  /** An attendee of a media meeting; `externalUserId` is the user id (with the co-host delimiter for co-hosts). */
  createAttendee(input: { mediaMeetingId: string; externalUserId: string }): Promise<MediaAttendee>;
  /** Removes one attendee (device switch); an attendee already gone is not an error. */
  deleteAttendee(input: { mediaMeetingId: string; attendeeId: string }): Promise<void>;
  /** Ends a media meeting for everyone; a meeting already gone is not an error. */
  deleteMeeting(input: { mediaMeetingId: string }): Promise<void>;
}
