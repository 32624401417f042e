import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api/index.ts';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';

/** GET user/getCurrentUserProfile: the signed-in user and the fields the profile edits. */
export const CURRENT_PROFILE = routeQuery('user.getCurrentUserProfile', {});

/** The current profile, read fresh on every visit. */
export function useCurrentProfile() {
  return useQuery({ ...CURRENT_PROFILE, staleTime: 0 });
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
