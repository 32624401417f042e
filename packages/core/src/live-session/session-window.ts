import type { SessionSettings } from './session-settings.ts';

const MINUTE = 60_000;

/**
 * When a live session may be started or joined: from `start` minutes before the meeting's scheduled start until
 * `end` minutes after its scheduled end (the organisation's AWSChime settings). Meetings are stored as UTC instants,
 * so the window is real minutes whatever the meeting's zone does that day (a daylight-saving change included).
 */
export function sessionWindow(meeting: { start: string; end: string }, settings: Pick<SessionSettings, 'start' | 'end'>) {
  return {
    opensAt: new Date(Date.parse(meeting.start) - settings.start * MINUTE),
    closesAt: new Date(Date.parse(meeting.end) + settings.end * MINUTE),
  };
}

export function isInsideWindow(meeting: { start: string; end: string }, settings: Pick<SessionSettings, 'start' | 'end'>, now: Date): boolean {
  const { opensAt, closesAt } = sessionWindow(meeting, settings);
  return now.getTime() >= opensAt.getTime() && now.getTime() <= closesAt.getTime();
}
