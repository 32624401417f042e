import { useQuery } from '@tanstack/react-query';
import { api, type CallAnswer, type CallRequest } from '../../../shared/lib/api/index.ts';

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

export type UploadTicket = CallAnswer<'upload.new-candidate-ticket'>;

/** POST upload/new-candidate-ticket: where the browser posts the file. */
export function candidateUploadTicket(body: CallRequest<'upload.new-candidate-ticket'>['body']) {
  return api.call('upload.new-candidate-ticket', { body });
}

/**
 * Posts the file straight to the bucket with the ticket's form fields (the file last, as S3 requires), telling
 * `onProgress` the share sent (0 to 1). Rejects when the bucket refuses it (its policy: type and size).
 */
export function postFileToBucket(ticket: UploadTicket, file: File, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`upload refused (${xhr.status})`)));
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(form);
  });
}

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
