import { describe, expect, it } from 'vitest';
import type { MeetingMedia } from '../../ports/meeting-media.ts';

/**
 * The behaviour every MeetingMedia adapter keeps (issue 12 "one shared contract test"): the p2p adapter as it is, the
 * Chime adapter over a mocked Chime. `make` answers a fresh adapter for each test.
 */
export function describeMeetingMediaContract(name: string, make: () => MeetingMedia): void {
  describe(`${name}: the MeetingMedia contract`, () => {
    it('creates a meeting of its kind carrying the product meeting id, as JSON the session row stores', async () => {
      const media = make();
      const meeting = await media.createMeeting({ externalMeetingId: 'MEETING-1', organisationId: 'ORG-1' });
      expect(meeting.kind).toBe(media.kind);
      expect(meeting.MeetingId).toEqual(expect.any(String));
      expect(meeting.MeetingId.length).toBeGreaterThan(0);
      expect(meeting.ExternalMeetingId).toBe('MEETING-1');
      expect(JSON.parse(JSON.stringify(meeting))).toEqual(meeting);
    });

    it('gives every meeting its own id, also a second one of the same product meeting (a start after an end)', async () => {
      const media = make();
      const a = await media.createMeeting({ externalMeetingId: 'MEETING-1', organisationId: 'ORG-1' });
      await media.deleteMeeting({ mediaMeetingId: a.MeetingId });
      const b = await media.createMeeting({ externalMeetingId: 'MEETING-1', organisationId: 'ORG-1' });
      const c = await media.createMeeting({ externalMeetingId: 'MEETING-2', organisationId: 'ORG-1' });
      expect(new Set([a.MeetingId, b.MeetingId, c.MeetingId]).size).toBe(3);
    });

    it('issues distinct attendees, each carrying its external user id', async () => {
      const media = make();
      const { MeetingId } = await media.createMeeting({ externalMeetingId: 'MEETING-1', organisationId: 'ORG-1' });
      const host = await media.createAttendee({ mediaMeetingId: MeetingId, externalUserId: 'USER-1' });
      const cohost = await media.createAttendee({ mediaMeetingId: MeetingId, externalUserId: 'USER-2#cohost' });
      const again = await media.createAttendee({ mediaMeetingId: MeetingId, externalUserId: 'USER-1' });
      expect([host.ExternalUserId, cohost.ExternalUserId, again.ExternalUserId]).toEqual(['USER-1', 'USER-2#cohost', 'USER-1']);
      expect(new Set([host.AttendeeId, cohost.AttendeeId, again.AttendeeId]).size).toBe(3);
    });

    it('deletes an attendee and a meeting, and tolerates them being gone already', async () => {
      const media = make();
      const { MeetingId } = await media.createMeeting({ externalMeetingId: 'MEETING-1', organisationId: 'ORG-1' });
      const { AttendeeId } = await media.createAttendee({ mediaMeetingId: MeetingId, externalUserId: 'USER-1' });
      await expect(media.deleteAttendee({ mediaMeetingId: MeetingId, attendeeId: AttendeeId })).resolves.toBeUndefined();
      await expect(media.deleteAttendee({ mediaMeetingId: MeetingId, attendeeId: AttendeeId })).resolves.toBeUndefined();
      await expect(media.deleteMeeting({ mediaMeetingId: MeetingId })).resolves.toBeUndefined();
      await expect(media.deleteMeeting({ mediaMeetingId: MeetingId })).resolves.toBeUndefined();
      await expect(media.deleteAttendee({ mediaMeetingId: MeetingId, attendeeId: AttendeeId })).resolves.toBeUndefined();
    });
  });
}
