import type { JoinInfo } from '@scheduler/contracts/live-session';
import { api } from '../../../shared/lib/api/index.ts';

export interface MeetingHeading {
  projectName?: string;
  startDateDisplay?: string;
  startTimeDisplay?: string;
  endTimeDisplay?: string;
  timezoneCode?: string;
}

/** A session call's answer: its status decides the page's next step, so no status is an error to the shell here. */
const any = { acceptAnyStatus: true } as const;

/** The live session's calls (doc 2 §7); `id` is the page's meeting id, raw or sealed (the server opens both). */
export const sessionApi = {
  /** The waiting room's heading: project name, date, start and end times, zone code (meeting/getMeetingInfo). */
  meetingInfo: async (id: string): Promise<MeetingHeading> => {
    const info = await api.call('meeting.getMeetingInfo', { params: { id } });
    const text = (key: keyof MeetingHeading) => (typeof info[key] === 'string' ? (info[key] as string) : undefined);
    return {
      projectName: text('projectName'),
      startDateDisplay: text('startDateDisplay'),
      startTimeDisplay: text('startTimeDisplay'),
      endTimeDisplay: text('endTimeDisplay'),
      timezoneCode: text('timezoneCode'),
    };
  },
  creationAllowed: (id: string) => api.call('meeting-session.isMeetingCreationAllowed', { params: { id }, ...any }),
  start: (id: string) => api.call('meeting-session.getMeetingResponse', { params: { id }, ...any }),
  started: (id: string) => api.call('meeting-session.isMeetingStarted', { params: { id }, ...any }),
  joinInfo: async (id: string) =>
    (await api.call('meeting-session.getJoinInfo', { params: { id }, ...any })) as Partial<JoinInfo> & { status: string; message: string },
  switchDevice: (id: string) => api.call('meeting-session.switchToNewDevice', { params: { id }, ...any }),
  reconnect: (id: string) => api.call('meeting-session.joinWithOutSwitch', { params: { id }, ...any }),
  finish: (id: string) => api.call('meeting-session.finishMeeting', { params: { id }, ...any }),
  startTime: (id: string) => api.call('meeting-session.getActualMeetingStartTime', { params: { id }, ...any }),
  candidatesSeeEachOther: (organisationId: string) => api.call('meeting-session.candidatesCanSeeEachOther', { params: { organisationId }, ...any }),
  waitingRoom: (meetingId: string) => api.call('user-booking.getCandidatesInWaitingRoom', { params: { meetingId } }),
  checkIn: (encryptedMeetingId: string) => api.call('user-booking.checkInWaitingRoom', { body: { encryptedMeetingId } }),
};
