import type { Role } from '@scheduler/contracts/roles';
import type { ComponentType } from 'react';

export type PageAccess = 'public' | 'signedIn' | readonly Role[];

export interface PageRoute {
  path: string;
  /** The page's name, shown by the 'not built yet' panel. */
  name: string;
  access: PageAccess;
  spec: string;
  /** The page module; absent: the page is not built yet. */
  load?: () => Promise<{ default: ComponentType }>;
}

const STAFF: readonly Role[] = ['ROLE_ASSESSOR', 'ROLE_ADMIN_TYPE', 'ROLE_INVIGILATOR'];
const ADMIN: readonly Role[] = ['ROLE_ADMIN_TYPE'];
const GRID: readonly Role[] = ['ROLE_GRID_ADMIN'];

/** Every route of doc 1 §2.1 with its guard; '' (redirect to login) and home are wired in the router. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: 'login', name: 'Login', access: 'public', spec: 'doc 1 §2.4', load: () => import('../features/auth/pages/login-page.tsx') },
  {
    path: 'redirect',
    name: 'Redirecting to Scheduler',
    access: 'public',
    spec: 'doc 1 §2.5',
    load: () => import('../features/auth/pages/redirect-page.tsx'),
  },
  { path: 'mfa', name: '2-Step Authentication', access: 'public', spec: 'doc 1 §2.6', load: () => import('../features/mfa/pages/mfa-page.tsx') },
  {
    path: 'resetPassword/:id',
    name: 'Reset Password',
    access: 'public',
    spec: 'doc 1 §2.7',
    load: () => import('../features/auth/pages/reset-password-page.tsx'),
  },
  { path: 'signup', name: 'Sign Up', access: 'public', spec: 'doc 1 §2.8', load: () => import('../features/signup/pages/signup-page.tsx') },
  {
    path: 'downloadFile/:id',
    name: 'Download File',
    access: 'public',
    spec: 'doc 2 §2',
    load: () => import('../features/download-file/pages/download-file-page.tsx'),
  },
  {
    path: 'access-denied',
    name: 'Access Denied',
    access: 'public',
    spec: 'doc 1 §2.13',
    load: () => import('../features/auth/pages/access-denied-page.tsx'),
  },
  {
    path: 'access-denied-location',
    name: 'Access Denied',
    access: 'public',
    spec: 'doc 1 §2.13',
    load: () => import('../features/auth/pages/access-denied-location-page.tsx'),
  },
  { path: 'test', name: 'Test', access: 'public', spec: 'doc 1 §2.1' },

  {
    path: 'userProfile',
    name: 'My Profile',
    access: 'signedIn',
    spec: 'doc 1 §2.9',
    load: () => import('../features/user/pages/user-profile-page.tsx'),
  },
  {
    path: 'meetingSession/:meetingId/:assessorId',
    name: 'Meeting Session',
    access: 'signedIn',
    spec: 'doc 2 §2 Live meeting session',
    load: () => import('../features/live-session/pages/live-session-page.tsx'),
  },

  {
    path: 'calendar',
    name: 'Calendar',
    access: STAFF,
    spec: 'doc 2 §2 Calendar',
    load: () => import('../features/calendar/pages/calendar-page.tsx'),
  },
  {
    path: 'manage/booking-list',
    name: 'Bookings',
    access: STAFF,
    spec: 'doc 2',
    load: () => import('../features/booking-list/pages/booking-list-page.tsx'),
  },
  {
    path: 'manage/meeting-list',
    name: 'Manage Meetings',
    access: STAFF,
    spec: 'doc 2 §2 Meeting list',
    load: () => import('../features/meeting-list/pages/meeting-list-page.tsx'),
  },

  {
    path: 'manage/user-list',
    name: 'Manage Users',
    access: ADMIN,
    spec: 'doc 1 §2.10',
    load: () => import('../features/user/pages/user-list-page.tsx'),
  },
  {
    path: 'user/:userId',
    name: 'User Details',
    access: ADMIN,
    spec: 'doc 1 §2.11',
    load: () => import('../features/user/pages/user-detail-page.tsx'),
  },
  {
    path: 'dashboard',
    name: 'Dashboard',
    access: ADMIN,
    spec: 'doc 2 §2 Dashboard',
    load: () => import('../features/dashboard/pages/dashboard-page.tsx'),
  },
  {
    path: 'meeting/:projectId/:meetingId',
    name: 'Meeting',
    access: ADMIN,
    spec: 'doc 2 §2',
    load: () => import('../features/meeting/pages/meeting-page.tsx'),
  },
  {
    path: 'project',
    name: 'Projects',
    access: ADMIN,
    spec: 'doc 3 §2.4',
    load: () => import('../features/project/pages/project-list-page.tsx'),
  },
  {
    path: 'project/:id',
    name: 'Project',
    access: ADMIN,
    spec: 'doc 3 §2.5',
    load: () => import('../features/project/pages/project-page.tsx'),
  },
  {
    path: 'projectAlert/:id',
    name: 'Project Alert',
    access: ADMIN,
    spec: 'doc 3 §2.7',
    load: () => import('../features/project-alert/pages/project-alert-page.tsx'),
  },
  {
    path: 'manage/purge-list',
    name: 'Data Purge Controller',
    access: ADMIN,
    spec: 'doc 3 §2.17',
    load: () => import('../features/purge/pages/purge-list-page.tsx'),
  },
  {
    path: 'department/:organisationId/:departmentId',
    name: 'Department',
    access: ADMIN,
    spec: 'doc 3 §2.3',
    load: () => import('../features/department/pages/department-page.tsx'),
  },
  {
    path: 'candidate-upload/:organisationId',
    name: 'Upload Candidates',
    access: ADMIN,
    spec: 'doc 3 §2.16',
    load: () => import('../features/candidate-invite/pages/candidate-upload-page.tsx'),
  },
  {
    path: 'candidate-individual/:organisationId',
    name: 'Invite New Candidate',
    access: ADMIN,
    spec: 'doc 3 §2.15',
    load: () => import('../features/candidate-invite/pages/candidate-individual-page.tsx'),
  },
  {
    path: 'organisation/:id',
    name: 'Organisation',
    access: ADMIN,
    spec: 'doc 3 §2.2',
    load: () => import('../features/organisation/pages/organisation-page.tsx'),
  },
  {
    path: 'notiTemplate',
    name: 'Notification Templates',
    access: ADMIN,
    spec: 'doc 3 §2.8',
    load: () => import('../features/noti-template/pages/noti-template-list-page.tsx'),
  },
  {
    path: 'notiTemplate/:id',
    name: 'Notification Template',
    access: ADMIN,
    spec: 'doc 3 §2.9',
    load: () => import('../features/noti-template/pages/noti-template-page.tsx'),
  },
  {
    path: 'resource-booking/:organisationId/:resourceId',
    name: 'Resource',
    access: ADMIN,
    spec: 'doc 3 §2.12',
    load: () => import('../features/resource/pages/resource-page.tsx'),
  },

  {
    path: 'config-label',
    name: 'Label Configurations',
    access: GRID,
    spec: 'doc 3 §2.10',
    load: () => import('../features/config-label/pages/config-label-list-page.tsx'),
  },
  {
    path: 'config-label/:id',
    name: 'Label Configuration',
    access: GRID,
    spec: 'doc 3 §2.11',
    load: () => import('../features/config-label/pages/config-label-page.tsx'),
  },
  {
    path: 'organisation',
    name: 'Organisations List',
    access: GRID,
    spec: 'doc 3 §2.1',
    load: () => import('../features/organisation/pages/organisation-list-page.tsx'),
  },
  {
    path: 'projectAlertAllList',
    name: 'Project Alerts',
    access: GRID,
    spec: 'doc 3 §2.6',
    load: () => import('../features/project-alert/pages/project-alert-list-page.tsx'),
  },
  { path: 'user-active', name: 'Active Users', access: GRID, spec: 'doc 1 §2.12', load: () => import('../features/user/pages/user-active-page.tsx') },

  {
    path: 'candidate',
    name: 'Bookings List',
    access: ['ROLE_CANDIDATE'],
    spec: 'doc 2 §2 Candidate home',
    load: () => import('../features/candidate-home/pages/candidate-home-page.tsx'),
  },
  {
    path: 'waitlist/hold/:holdId',
    name: 'Held Seat',
    access: ['ROLE_CANDIDATE'],
    spec: 'DESIGN (added, issue 22): the waitlist hold e-mail link',
    load: () => import('../features/candidate-home/pages/waitlist-hold-page.tsx'),
  },
  {
    path: 'meeting-search',
    name: 'Meeting Search',
    access: ['ROLE_CANDIDATE'],
    spec: 'doc 2 §2 Meeting search',
    load: () => import('../features/meeting-search/pages/meeting-search-page.tsx'),
  },
  {
    path: 'assessor/meeting/:meetingId',
    name: 'Assessor Meeting',
    access: ['ROLE_ASSESSOR'],
    spec: 'doc 2 §2',
    load: () => import('../features/meeting/pages/assessor-meeting-page.tsx'),
  },
];
