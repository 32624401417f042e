import { afterAll } from 'vitest';
import type { SessionServerMessage } from '@scheduler/contracts/live-session';
import type { Db } from '@scheduler/core/db';
import { createP2pMedia } from '@scheduler/core/live-session/p2p-media';
import { launchKeyOf, sealLaunchId } from '@scheduler/core/meeting/meeting-launch-link';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import { ulidIds } from '@scheduler/core/ports/ids';
import type { MeetingMedia } from '@scheduler/core/ports/meeting-media';
import type { Realtime } from '@scheduler/core/ports/realtime';
import { wsConnectionExpiresAt } from '@scheduler/core/realtime/ws-connection-entity';
import { SECRET } from '@scheduler/contracts/env';
import { getDeps, setDeps } from '../../lib/deps.ts';
import { invoke } from '../../testing/invoke.ts';
import type { SignedIn } from '../../testing/two-organisations.ts';
import { handler } from '../index.ts';

const FEED_SECRET = 'session-test-feed-secret';

/**
 * The local p2p media with every call recorded (which media meetings exist, which attendees were removed).
 * `holdAttendees(n)` makes the next n createAttendee calls wait for each other, so racing calls all get past their
 * reads before any writes.
 */
export function recordingMedia() {
  const inner = createP2pMedia(ulidIds);
  const calls = { meetings: [] as string[], deletedMeetings: [] as string[], attendees: [] as string[], deletedAttendees: [] as string[] };
  let held: { waiting: number; release: Promise<void>; open: () => void } | undefined;
  const holdAttendees = (n: number) => {
    let open = () => undefined as void;
    const release = new Promise<void>((r) => {
      open = r;
    });
    held = { waiting: n, release, open };
  };
  const media: MeetingMedia = {
    kind: inner.kind,
    async createMeeting(input) {
      const m = await inner.createMeeting(input);
      calls.meetings.push(m.MeetingId);
      return m;
    },
    async createAttendee(input) {
      const gate = held;
      if (gate) {
        if (--gate.waiting === 0) {
          held = undefined;
          gate.open();
        }
        await gate.release;
      }
      const a = await inner.createAttendee(input);
      calls.attendees.push(a.AttendeeId);
      return a;
    },
    async deleteAttendee(input) {
      calls.deletedAttendees.push(input.attendeeId);
      await inner.deleteAttendee(input);
    },
    async deleteMeeting(input) {
      calls.deletedMeetings.push(input.mediaMeetingId);
      await inner.deleteMeeting(input);
    },
  };
  return { media, calls, holdAttendees };
}

/** Pushes to WebSocket connections, recorded. */
export function recordingRealtime() {
  const posts: { connectionId: string; message: SessionServerMessage }[] = [];
  const realtime: Realtime = {
    async post(connectionId, message) {
      posts.push({ connectionId, message: message as SessionServerMessage });
      return 'sent';
    },
    async disconnect() {},
  };
  return { realtime, posts };
}

/**
 * The live-session test world: recorded media and pushes, the launch-link key, the organisation's AWSChime settings,
 * open WebSocket connections, and the calls of the meeting-session Lambda.
 */
export function givenSessionDeps(db: Db) {
  const media = recordingMedia();
  const pushes = recordingRealtime();
  const base = getDeps();
  setDeps({
    ...base,
    media: media.media,
    realtime: pushes.realtime,
    secrets: async (name) => (name === SECRET.feedToken ? FEED_SECRET : base.secrets(name)),
  });
  afterAll(() => setDeps(undefined));
  const key = launchKeyOf(FEED_SECRET);

  return {
    calls: media.calls,
    holdAttendees: media.holdAttendees,
    posts: pushes.posts,
    sealed: (meetingId: string) => sealLaunchId(key, meetingId),
    async chime(organisationId: string, config: Record<string, unknown>) {
      await db.organisation
        .patch({ organisationId })
        .set({ config: { integrationConfig: [{ name: 'AWSChime', config }] } })
        .go();
    },
    /** An open WebSocket connection of the person (as $connect writes it). */
    async connection(who: SignedIn): Promise<string> {
      const connectionId = `conn-${Math.random().toString(36).slice(2)}`;
      const now = new Date();
      await db.wsConnection
        .create({
          connectionId,
          userId: who.userId,
          identitySub: who.sub,
          sessionId: who.sessionId,
          connectedAt: now.toISOString(),
          expiresAt: wsConnectionExpiresAt(now),
        })
        .go();
      return connectionId;
    },
    /** The relay's bind of an attendee to a connection (op 'join'), `minutesAgo` in the past. */
    async bind(meetingId: string, attendeeId: string, connectionId: string, minutesAgo = 0) {
      const joinedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
      await db.liveAttendee.patch({ meetingId, attendeeId }).set({ connectionId, joinedAt }).go();
      await db.wsConnection.patch({ connectionId }).set({ liveMeetingId: meetingId }).go();
    },
  };
}

type Op =
  | 'getJoinInfo'
  | 'getMeetingResponse'
  | 'isMeetingStarted'
  | 'createAttendeeResponse'
  | 'switchToNewDevice'
  | 'joinWithOutSwitch'
  | 'finishMeeting'
  | 'getActualMeetingStartTime'
  | 'isMeetingCreationAllowed';
const METHOD: Record<Op, 'GET' | 'POST'> = {
  getJoinInfo: 'POST',
  getMeetingResponse: 'POST',
  isMeetingStarted: 'GET',
  createAttendeeResponse: 'POST',
  switchToNewDevice: 'POST',
  joinWithOutSwitch: 'POST',
  finishMeeting: 'POST',
  getActualMeetingStartTime: 'GET',
  isMeetingCreationAllowed: 'GET',
};

/** One session call by the person on a meeting (its id, or any text standing for one). */
export const sessionCall = (op: Op, who: SignedIn, id: string | Pick<Meeting, 'meetingId'>) =>
  invoke(handler, {
    method: METHOD[op],
    path: `/api/meeting-session/${op}/{id}`,
    params: { id: typeof id === 'string' ? id : id.meetingId },
    ...who,
  });
