import {
  type ChimeSDKMeetingsClient,
  CreateAttendeeCommand,
  CreateMeetingCommand,
  DeleteAttendeeCommand,
  DeleteMeetingCommand,
  NotFoundException,
} from '@aws-sdk/client-chime-sdk-meetings';
import { systemClock, type Clock } from '@scheduler/core/ports/clock';
import type { MeetingMedia } from '@scheduler/core/ports/meeting-media';

export interface ChimeMediaConfig {
  /** Where the meetings' media is hosted (CreateMeeting MediaRegion), e.g. ap-southeast-2. */
  mediaRegion: string;
  clock?: Clock;
}

/** An attendee or meeting already gone (ended, or deleted by Chime after its idle timeout) is not an error. */
async function unlessGone(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (e) {
    if (!(e instanceof NotFoundException)) throw e;
  }
}

/**
 * MeetingMedia over Amazon Chime SDK meetings (issue 12 design "Media"). CreateMeeting's ClientRequestToken is the
 * product meeting id and the start instant, so an SDK retry of one start gets the same meeting while a start after an
 * end gets a new one. Answers are Chime's own `Meeting` / `Attendee`, as the browser SDK's configuration takes them.
 */
export function createChimeMedia(client: ChimeSDKMeetingsClient, config: ChimeMediaConfig): MeetingMedia {
  const clock = config.clock ?? systemClock;
  return {
    kind: 'chime',
    async createMeeting({ externalMeetingId }) {
      const out = await client.send(
        new CreateMeetingCommand({
          ClientRequestToken: `${externalMeetingId}-${clock.now().getTime()}`,
          ExternalMeetingId: externalMeetingId,
          MediaRegion: config.mediaRegion,
        }),
      );
      const meeting = out.Meeting;
      if (!meeting?.MeetingId) throw new Error('Chime CreateMeeting answered without a MeetingId');
      return { ...meeting, kind: 'chime', MeetingId: meeting.MeetingId };
    },
    async createAttendee({ mediaMeetingId, externalUserId }) {
      const out = await client.send(new CreateAttendeeCommand({ MeetingId: mediaMeetingId, ExternalUserId: externalUserId }));
      const attendee = out.Attendee;
      if (!attendee?.AttendeeId || !attendee.JoinToken) throw new Error('Chime CreateAttendee answered without an AttendeeId or JoinToken');
      return { AttendeeId: attendee.AttendeeId, ExternalUserId: attendee.ExternalUserId ?? externalUserId, JoinToken: attendee.JoinToken };
    },
    async deleteAttendee({ mediaMeetingId, attendeeId }) {
      await unlessGone(() => client.send(new DeleteAttendeeCommand({ MeetingId: mediaMeetingId, AttendeeId: attendeeId })));
    },
    async deleteMeeting({ mediaMeetingId }) {
      await unlessGone(() => client.send(new DeleteMeetingCommand({ MeetingId: mediaMeetingId })));
    },
  };
}
