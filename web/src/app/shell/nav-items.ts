import type { TextLabelCode } from '@scheduler/contracts/labels';
import type { CurrentUser } from '../../shared/lib/current-user.ts';

type Label = (code: TextLabelCode, o?: { plural?: boolean }) => string;

export interface NavLink {
  label: string;
  to: string;
}
export interface NavMenu {
  label: string;
  items: NavLink[];
}
export type NavEntry = NavLink | NavMenu;
export const isMenu = (e: NavEntry): e is NavMenu => 'items' in e;

/** The navigation bar per role (doc 1 §2.2). */
export function navEntries(user: CurrentUser, label: Label): NavEntry[] {
  const meetings = label('MEETING', { plural: true });
  if (user.isAssessor || user.isInvigilator) {
    return [
      { label: 'Bookings', to: '/manage/booking-list' },
      { label: 'Calendar', to: '/calendar' },
      { label: meetings, to: '/manage/meeting-list' },
    ];
  }
  if (user.isCandidate) return [{ label: 'Bookings List', to: '/candidate' }];
  const entries: NavEntry[] = [
    { label: 'Home', to: '/home' },
    { label: 'Calendar', to: '/calendar' },
    { label: 'Project', to: '/project' },
  ];
  if (user.isGridAdmin) {
    entries.push({
      label: 'Admin',
      items: [
        { label: 'Organisation', to: '/organisation' },
        { label: `Manage ${meetings}`, to: '/manage/meeting-list' },
        { label: 'Manage Bookings', to: '/manage/booking-list' },
        { label: 'Manage Users', to: '/manage/user-list' },
        { label: 'Label Configuration', to: '/config-label' },
        { label: 'Notification Templates', to: '/notiTemplate' },
        { label: 'Manage Project Alert', to: '/projectAlertAllList' },
        { label: 'Data Purge Controller', to: '/manage/purge-list' },
        { label: 'Active Users', to: '/user-active' },
      ],
    });
  } else if (user.isOrgAdmin) {
    entries.push({
      label: 'Manage',
      items: [
        { label: 'Organisation', to: `/organisation/${user.encryptedOrganisationId}` },
        { label: meetings, to: '/manage/meeting-list' },
        { label: 'Bookings', to: '/manage/booking-list' },
        { label: 'Users', to: '/manage/user-list' },
        { label: 'Notification Templates', to: '/notiTemplate' },
        { label: 'Data Purge', to: '/manage/purge-list' },
      ],
    });
  }
  if (user.checkOrgAdminInvigilator) {
    entries.push({ label: label('INVIGILATOR'), to: '/manage/booking-list?oiLink=1' });
  }
  return entries;
}
