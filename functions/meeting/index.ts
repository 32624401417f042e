import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createArea } from '../lib/create-area.ts';
import archive from './archive.ts';
import eventDrag from './event-drag.ts';
import bulkEdit from './bulk-edit.ts';
import extendPurgeDate from './extend-purge-date.ts';
import get from './get.ts';
import getMeetingInfo from './get-meeting-info.ts';
import getDashboardMeetingData from './get-dashboard-meeting-data.ts';
import getMeetingList from './get-meeting-list.ts';
import getMeetingSpotsEmpty from './get-meeting-spots-empty.ts';
import getQuarterDataMeeting from './get-quarter-data-meeting.ts';
import getMeetingListByProject from './get-meeting-list-by-project.ts';
import getMeetingListByResource from './get-meeting-list-by-resource.ts';
import isEditAllowed from './is-edit-allowed.ts';
import save from './save.ts';
import saveInternalData from './save-internal-data.ts';
import underMinimumDecision from './under-minimum-decision.ts';

/** The meeting Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('meeting', meetingRoutes, [
  extendPurgeDate,
  getMeetingList,
  bulkEdit,
  getDashboardMeetingData,
  getQuarterDataMeeting,
  save,
  get,
  archive,
  isEditAllowed,
  saveInternalData,
  getMeetingInfo,
  getMeetingListByProject,
  getMeetingListByResource,
  eventDrag,
  getMeetingSpotsEmpty,
  underMinimumDecision,
]);
