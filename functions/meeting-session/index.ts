import { meetingSessionRoutes } from '@scheduler/contracts/routes/meeting-session';
import { createArea } from '../lib/create-area.ts';
import candidatesCanSeeEachOther from './candidates-can-see-each-other.ts';
import createAttendeeResponse from './create-attendee-response.ts';
import finishMeeting from './finish-meeting.ts';
import getActualMeetingStartTime from './get-actual-meeting-start-time.ts';
import getAttendeeName from './get-attendee-name.ts';
import getJoinInfo from './get-join-info.ts';
import getMeetingResponse from './get-meeting-response.ts';
import isMeetingCreationAllowed from './is-meeting-creation-allowed.ts';
import isMeetingStarted from './is-meeting-started.ts';
import joinWithOutSwitch from './join-with-out-switch.ts';
import switchToNewDevice from './switch-to-new-device.ts';

/** The meeting-session Lambda: the live-session calls of doc 2 §7 (core live-session/session-service.ts). */
export const { handler, implemented } = createArea('meeting-session', meetingSessionRoutes, [
  isMeetingCreationAllowed,
  getMeetingResponse,
  isMeetingStarted,
  getJoinInfo,
  createAttendeeResponse,
  switchToNewDevice,
  joinWithOutSwitch,
  finishMeeting,
  getActualMeetingStartTime,
  getAttendeeName,
  candidatesCanSeeEachOther,
]);
