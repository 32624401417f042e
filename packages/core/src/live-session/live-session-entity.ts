import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { MEDIA_KINDS } from '@scheduler/contracts/live-session';

export const LIVE_SESSION_STATES = ['LIVE', 'ENDED'] as const;

/**
 * The live-session state of a meeting (doc 2 §4 Live session; issue 12 "the live-session state on the meeting"):
 * one row per meeting, written when the host starts it (conditioned on not existing, so two hosts starting at once
 * make one media meeting), ended by finishMeeting or the stale-session sweep.
 * Access patterns:
 * - get by meetingId (primary) — every session call and WebSocket message
 * - the sessions in one state by last activity (gsi1, pk state, sk lastActiveAt + meetingId) — the sweep reads LIVE
 *   sessions idle since before a cut-off (few at any time: a partition of live sessions is bounded by the meetings
 *   running at once)
 */
export const liveSessionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'liveSession', version: '1', service: 'scheduler' },
      attributes: {
        meetingId: { type: 'string', required: true },
        organisationId: { type: 'string', required: true },
        state: { type: LIVE_SESSION_STATES, required: true },
        mediaKind: { type: MEDIA_KINDS, required: true },
        /** Chime's MeetingId or the p2p room. */
        mediaMeetingId: { type: 'string', required: true },
        /** The provider's whole meeting answer (JSON), handed to every joining browser. */
        mediaMeetingJson: { type: 'string', required: true },
        /** Who started it and their attendee (isMeetingStarted's message). */
        startedBy: { type: 'string', required: true },
        hostAttendeeId: { type: 'string', required: true },
        startedAt: { type: 'string', required: true },
        endedAt: { type: 'string' },
        endedBy: { type: 'string' },
        /** Last join, leave or message; the sweep ends sessions idle past LIVE_SESSION.staleAfterMinutes. */
        lastActiveAt: { type: 'string', required: true },
        /** Ended: when the session's rows go (epoch seconds, TTL; session-end.ts ENDED_RETENTION_HOURS). */
        expiresAt: { type: 'number' },
      },
      indexes: {
        byMeeting: { pk: { field: 'pk', composite: ['meetingId'] }, sk: { field: 'sk', composite: [] } },
        byState: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['state'] }, sk: { field: 'gsi1sk', composite: ['lastActiveAt', 'meetingId'] } },
      },
    },
    config,
  );
export type LiveSessionEntity = ReturnType<typeof liveSessionEntity>;
export type LiveSession = EntityItem<LiveSessionEntity>;
