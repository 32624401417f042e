import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';
import { useTimezoneList } from '../../../shared/lib/select-lists.ts';
import type { MeetingProject, MeetingRecord } from '../lib/meeting-record.ts';

/** GET meeting/get/{id}. */
export function useMeeting(id: string | undefined) {
  return useQuery({ ...routeQuery('meeting.get', id ? { params: { id } } : undefined), select: (m) => m as MeetingRecord });
}

/** GET project/get/{id}: the project fields a meeting reads (duration, zone, window, freeze periods, instructions). */
export function useMeetingProject(projectId: string | undefined) {
  return useQuery({ ...routeQuery('project.get', projectId ? { params: { id: projectId } } : undefined), select: (p) => p as MeetingProject });
}

/** GET project/getAssessorProjectList: the projects an assessor may create meetings in. */
export function useAssessorProjects(enabled: boolean) {
  return useQuery(routeQuery('project.getAssessorProjectList', enabled ? {} : undefined));
}

/** GET organisation/getTimezoneList/{organisationId}: the zones of the meeting's organisation, once it is known. */
export function useTimezones(organisationId: string | undefined) {
  return useTimezoneList(organisationId);
}

export type AssessorRequest = CallRequest<'assessor.getAssessorInvigilatorAdminList'>['body'];

/** POST assessor/getAssessorInvigilatorAdminList: who is free for the slot (doc 2 §3 "Assessor list request"). */
export function useAvailableAssessors(request: AssessorRequest | undefined) {
  return useQuery({
    ...routeQuery('assessor.getAssessorInvigilatorAdminList', request ? { body: request } : undefined),
    placeholderData: keepPreviousData,
  });
}

export type ResourceRequest = CallRequest<'resource.getAvailableResources'>;

/** POST resource/getAvailableResources/{projectId}/{meetingId}: the organisation's resources, free or not, for an assessment slot. */
export function useAvailableResources(request: ResourceRequest | undefined) {
  return useQuery({ ...routeQuery('resource.getAvailableResources', request), placeholderData: keepPreviousData });
}

/** GET meeting/isEditAllowed/{id}/{action}/{flag}: SUCCESS (EDIT: message is the confirmed count) or ERROR with its reason. */
export function isEditAllowed(id: string, action: 'EDIT' | 'DELETE', flag: 'Y' | 'N' = 'N') {
  return api.call('meeting.isEditAllowed', { params: { id, action, flag }, acceptAnyStatus: true });
}

/** GET calendar/meeting/download/{meetingId}: the meeting's calendar file. */
export function downloadMeetingCalendar(meetingId: string) {
  return api.call('calendar.meeting/download', { params: { meetingId } });
}
