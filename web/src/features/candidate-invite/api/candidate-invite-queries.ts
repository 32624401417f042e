import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api/index.ts';

/** GET upload/getCandidateInviteSettings/{organisationId}: name, upload type, country, link expiry shown. */
export function useInviteSettings(organisationId: string) {
  return useQuery({
    queryKey: ['candidate-invite', 'settings', organisationId],
    queryFn: ({ signal }) => api.call('upload.getCandidateInviteSettings', { params: { organisationId }, signal }),
    enabled: !!organisationId,
  });
}
