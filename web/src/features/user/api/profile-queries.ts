import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';

/** GET user/getCurrentUserProfile: the signed-in user and the fields the profile edits. */
export const CURRENT_PROFILE = routeQuery('user.getCurrentUserProfile', {});

/** The current profile, read fresh on every visit. */
export function useCurrentProfile() {
  return useQuery({ ...CURRENT_PROFILE, staleTime: 0 });
}

/** GET user/getCalFeedToken: the message is the calendar feed token (with renew=Y, a new one: the old link stops working). */
export const CAL_FEED_TOKEN = routeQuery('user.getCalFeedToken', {});

export function useCalFeedToken() {
  return useQuery({ ...CAL_FEED_TOKEN, select: (answer) => answer.message ?? '' });
}

/** The calendar feed address: the site origin plus '/api/calendar/{token}/publish.ics' (doc 1 §2.9). */
export function calendarFeedUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/api/calendar/${token}/publish.ics`;
}
