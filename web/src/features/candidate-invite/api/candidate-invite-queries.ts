import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** GET upload/getCandidateInviteSettings/{organisationId}: name, upload type, country, link expiry shown. */
export function useInviteSettings(organisationId: string) {
  return useQuery({
    queryKey: ['candidate-invite', 'settings', organisationId],
    queryFn: ({ signal }) => api.call('upload.getCandidateInviteSettings', { params: { organisationId }, signal }),
    enabled: !!organisationId,
  });
}

/** POST user-booking/new-candidate: SUCCESS, or another status the page shows with its message. */
export function inviteCandidate(body: CallRequest<'user-booking.new-candidate'>['body']) {
  return api.call('user-booking.new-candidate', { body, acceptAnyStatus: true });
}
