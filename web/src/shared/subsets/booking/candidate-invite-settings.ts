import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../lib/api/route-query.ts';

/**
 * GET upload/getCandidateInviteSettings/{organisationId}: the organisation's name, upload type, country and whether
 * it shows the link expiry, for every screen that invites candidates (the invite and upload pages, a project's Add
 * candidate menu). `staleTime`: how long a menu may reuse what it read.
 */
export function useCandidateInviteSettings(organisationId: string, o: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({
    ...routeQuery('upload.getCandidateInviteSettings', organisationId && o.enabled !== false ? { params: { organisationId } } : undefined),
    staleTime: o.staleTime,
  });
}
