import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  ChimeSDKMeetingsClient,
  CreateAttendeeCommand,
  CreateMeetingCommand,
  DeleteAttendeeCommand,
  DeleteMeetingCommand,
  ForbiddenException,
  NotFoundException,
} from '@aws-sdk/client-chime-sdk-meetings';
import { describeMeetingMediaContract } from '@scheduler/core/live-session/testing/media-contract';
import { createChimeMedia } from './chime-media.ts';

const chime = mockClient(ChimeSDKMeetingsClient);
const client = new ChimeSDKMeetingsClient({ region: 'us-east-1' });
const now = new Date('2027-03-04T22:05:00.000Z');
const notFound = () => new NotFoundException({ message: 'Not found', $metadata: {} });

/** Chime as the adapter sees it: meetings and attendees kept until deleted, a second delete answered NotFound. */
function fakeChime() {
  chime.reset();
  const meetings = new Map<string, Set<string>>();
  chime.on(CreateMeetingCommand).callsFake(({ ExternalMeetingId, MediaRegion }) => {
    const MeetingId = randomUUID();
    meetings.set(MeetingId, new Set());
    return { Meeting: { MeetingId, ExternalMeetingId, MediaRegion, MediaPlacement: { AudioHostUrl: `${MeetingId}.k.m1.ue1.app.chime.aws:3478` } } };
  });
  chime.on(CreateAttendeeCommand).callsFake(({ MeetingId, ExternalUserId }) => {
    const attendees = meetings.get(MeetingId);
    if (!attendees) throw notFound();
    const AttendeeId = randomUUID();
    attendees.add(AttendeeId);
    return { Attendee: { AttendeeId, ExternalUserId, JoinToken: `token-${AttendeeId}` } };
  });
  chime.on(DeleteAttendeeCommand).callsFake(({ MeetingId, AttendeeId }) => {
    if (!meetings.get(MeetingId)?.delete(AttendeeId)) throw notFound();
    return {};
  });
  chime.on(DeleteMeetingCommand).callsFake(({ MeetingId }) => {
    if (!meetings.delete(MeetingId)) throw notFound();
    return {};
  });
}

let tick = 0;
describeMeetingMediaContract('Chime media (mocked Chime)', () => {
  fakeChime();
  return createChimeMedia(client, { mediaRegion: 'ap-southeast-2', clock: { now: () => new Date(now.getTime() + tick++) } });
});

describe('Chime media', () => {
  beforeEach(fakeChime);

  it('creates the meeting in the media region, named by the product meeting, with a token per start', async () => {
    const media = createChimeMedia(client, { mediaRegion: 'ap-southeast-2', clock: { now: () => now } });
    const meeting = await media.createMeeting({ externalMeetingId: 'MEETING-1', organisationId: 'ORG-1' });
    expect(chime.commandCalls(CreateMeetingCommand)[0].args[0].input).toEqual({
      ClientRequestToken: `MEETING-1-${now.getTime()}`,
      ExternalMeetingId: 'MEETING-1',
      MediaRegion: 'ap-southeast-2',
    });
    expect(meeting).toMatchObject({
      kind: 'chime',
      ExternalMeetingId: 'MEETING-1',
      MediaRegion: 'ap-southeast-2',
      MediaPlacement: expect.any(Object),
    });
  });

  it('answers the attendee with its join token, as the browser SDK takes it', async () => {
    const media = createChimeMedia(client, { mediaRegion: 'ap-southeast-2' });
    const { MeetingId } = await media.createMeeting({ externalMeetingId: 'MEETING-1', organisationId: 'ORG-1' });
    const attendee = await media.createAttendee({ mediaMeetingId: MeetingId, externalUserId: 'USER-1#cohost' });
    expect(chime.commandCalls(CreateAttendeeCommand)[0].args[0].input).toEqual({ MeetingId, ExternalUserId: 'USER-1#cohost' });
    expect(attendee).toEqual({ AttendeeId: expect.any(String), ExternalUserId: 'USER-1#cohost', JoinToken: `token-${attendee.AttendeeId}` });
  });

  it('surfaces any other Chime failure', async () => {
    chime.on(DeleteMeetingCommand).rejects(new ForbiddenException({ message: 'denied', $metadata: {} }));
    chime.on(CreateMeetingCommand).resolves({});
    const media = createChimeMedia(client, { mediaRegion: 'ap-southeast-2' });
    await expect(media.deleteMeeting({ mediaMeetingId: 'm' })).rejects.toBeInstanceOf(ForbiddenException);
    await expect(media.createMeeting({ externalMeetingId: 'MEETING-1', organisationId: 'ORG-1' })).rejects.toThrow(/without a MeetingId/);
  });
});
