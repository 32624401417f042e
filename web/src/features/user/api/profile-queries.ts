import type { CurrentProof } from '@scheduler/contracts/schemas/current-proof';
import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

export const CURRENT_PROFILE_KEY = ['user', 'getCurrentUserProfile'] as const;

/** GET user/getCurrentUserProfile: the signed-in user and the fields the profile edits. */
export function useCurrentProfile() {
  return useQuery({
    queryKey: CURRENT_PROFILE_KEY,
    queryFn: ({ signal }) => api.call('user.getCurrentUserProfile', { signal }),
    staleTime: 0,
  });
}

/** POST user/update: own profile or, for an admin, another user; the caller reads a status other than SUCCESS. */
export function updateUser(body: CallRequest<'user.update'>['body']) {
  return api.call('user.update', { body, acceptAnyStatus: true });
}

/** POST user/resetMfa/{userId}: an admin sends nothing; one's own reset the current password (and code) it is asked for. */
export function resetMfa(userId: string, proof: CurrentProof = {}) {
  return api.call('user.resetMfa', { params: { userId }, body: proof, acceptAnyStatus: true });
}

/** GET user/getCalFeedToken: the message is the calendar feed token. */
export function useCalFeedToken(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'getCalFeedToken'],
    queryFn: async ({ signal }) => (await api.call('user.getCalFeedToken', { signal })).message ?? '',
    enabled,
  });
}

/** GET user/getCalFeedToken?renew=Y: the old link stops working and a new token is answered. */
export async function renewCalFeedToken(): Promise<string> {
  return (await api.call('user.getCalFeedToken', { query: { renew: 'Y' } })).message ?? '';
}

/** The calendar feed address: the site origin plus '/api/calendar/{token}/publish.ics' (doc 1 §2.9). */
export function calendarFeedUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/api/calendar/${token}/publish.ics`;
}
