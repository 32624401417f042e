import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';
import { postFileToBucket } from '../../../shared/upload/post-file-to-bucket.ts';

/** GET upload/getCandidateInviteSettings/{organisationId}: name, upload type, country, link expiry shown. */
export function useInviteSettings(organisationId: string) {
  return useQuery({
    queryKey: ['candidate-invite', 'settings', organisationId],
    queryFn: ({ signal }) => api.call('upload.getCandidateInviteSettings', { params: { organisationId }, signal }),
    enabled: !!organisationId,
  });
}

/** GET project/getSelectList/{organisationId}: the projects a candidate may be invited into. */
export function useProjectOptions(organisationId: string) {
  return useQuery({
    queryKey: ['project', 'select', organisationId],
    queryFn: ({ signal }) => api.call('project.getSelectList', { params: { organisationId }, signal }),
    enabled: !!organisationId,
  });
}

/** POST user-booking/new-candidate: SUCCESS, or another status the page shows with its message. */
export function inviteCandidate(body: CallRequest<'user-booking.new-candidate'>['body']) {
  return api.call('user-booking.new-candidate', { body, acceptAnyStatus: true });
}

/** POST upload/new-candidate-ticket: where the browser posts the file. */
export function candidateUploadTicket(body: CallRequest<'upload.new-candidate-ticket'>['body']) {
  return api.call('upload.new-candidate-ticket', { body });
}

/** The browser's POST of the file to the bucket is the shared one (web/src/shared/upload). */
export { postFileToBucket };

/** POST upload/new-candidate: the result of a small file, or the job id of a large one. */
export function uploadCandidates(body: CallRequest<'upload.new-candidate'>['body']) {
  return api.call('upload.new-candidate', { body, acceptAnyStatus: true });
}

/** GET upload/getCandidateUploadJob: read every second while the job runs. */
export function useUploadJob(organisationId: string, jobId: string | undefined) {
  return useQuery({
    queryKey: ['candidate-invite', 'job', organisationId, jobId],
    queryFn: ({ signal }) => api.call('upload.getCandidateUploadJob', { params: { organisationId, jobId: jobId! }, signal, acceptAnyStatus: true }),
    enabled: !!jobId,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'DONE' || q.state.data.status === 'FAILED') ? false : 1000),
  });
}
