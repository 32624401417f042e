import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';
import type { MeetingProject, MeetingRecord } from '../lib/meeting-record.ts';

/** GET meeting/get/{id}. */
export function useMeeting(id: string | undefined) {
  return useQuery({
    queryKey: ['meeting', id],
    queryFn: async ({ signal }) => (await api.call('meeting.get', { params: { id: id! }, signal })) as MeetingRecord,
    enabled: !!id,
  });
}

/** GET project/get/{id}: the project fields a meeting reads (duration, zone, window, freeze periods, instructions). */
export function useMeetingProject(projectId: string | undefined) {
  return useQuery({
    queryKey: ['project', projectId],
    queryFn: async ({ signal }) => (await api.call('project.get', { params: { id: projectId! }, signal })) as MeetingProject,
    enabled: !!projectId,
  });
}

/** GET project/getAssessorProjectList: the projects an assessor may create meetings in. */
export function useAssessorProjects(enabled: boolean) {
  return useQuery({
    queryKey: ['project', 'getAssessorProjectList'],
    queryFn: ({ signal }) => api.call('project.getAssessorProjectList', { signal }),
    enabled,
  });
}

/** GET organisation/getTimezoneList/{organisationId}: the zones of the meeting's organisation, once it is known. */
export function useTimezones(organisationId: string | undefined) {
  return useQuery({
    queryKey: ['organisation', 'getTimezoneList', organisationId],
    queryFn: ({ signal }) => api.call('organisation.getTimezoneList', { params: { organisationId: organisationId! }, signal }),
    enabled: !!organisationId,
    staleTime: 5 * 60_000,
  });
}

export type AssessorRequest = CallRequest<'assessor.getAssessorInvigilatorAdminList'>['body'];

/** POST assessor/getAssessorInvigilatorAdminList: who is free for the slot (doc 2 §3 "Assessor list request"). */
export function useAvailableAssessors(request: AssessorRequest | undefined) {
  return useQuery({
    queryKey: ['assessor', 'available', request],
    queryFn: ({ signal }) => api.call('assessor.getAssessorInvigilatorAdminList', { body: request!, signal }),
    enabled: !!request,
    placeholderData: keepPreviousData,
  });
}

export type ResourceRequest = CallRequest<'resource.getAvailableResources'>;

/** POST resource/getAvailableResources/{projectId}/{meetingId}: the organisation's resources, free or not, for an assessment slot. */
export function useAvailableResources(request: ResourceRequest | undefined) {
  return useQuery({
    queryKey: ['resource', 'available', request],
    queryFn: ({ signal }) => api.call('resource.getAvailableResources', { ...request!, signal }),
    enabled: !!request,
    placeholderData: keepPreviousData,
  });
}

/** POST meeting/save: SUCCESS with the meeting id in message; a refusal is the page's to show. */
export function saveMeeting(body: CallRequest<'meeting.save'>['body']) {
  return api.call('meeting.save', { body, acceptAnyStatus: true });
}

/** GET meeting/isEditAllowed/{id}/{action}/{flag}: SUCCESS (EDIT: message is the confirmed count) or ERROR with its reason. */
export function isEditAllowed(id: string, action: 'EDIT' | 'DELETE', flag: 'Y' | 'N' = 'N') {
  return api.call('meeting.isEditAllowed', { params: { id, action, flag }, acceptAnyStatus: true });
}

/** POST meeting/archive: deletes (archives) the meeting with the reason given. */
export function archiveMeeting(encryptedId: string, comments: string) {
  return api.call('meeting.archive', { body: { encryptedId, comments }, acceptAnyStatus: true });
}

/** POST meeting/saveInternalData: the internal completion. */
export function saveInternalData(body: CallRequest<'meeting.saveInternalData'>['body']) {
  return api.call('meeting.saveInternalData', { body, acceptAnyStatus: true });
}

/** GET calendar/meeting/download/{meetingId}: the meeting's calendar file. */
export function downloadMeetingCalendar(meetingId: string) {
  return api.call('calendar.meeting/download', { params: { meetingId } });
}
