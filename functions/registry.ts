import type { Area } from '@scheduler/contracts/route';
import type { LambdaHandler } from './lib/lambda-types.ts';

/**
 * Every area Lambda entry, loaded lazily. The local gateway calls these exact handlers;
 * `npm run routes` reads `implemented` from each area module.
 */
export interface AreaModule {
  handler: LambdaHandler;
  /** Operation names this area implements (the rest answer 501 not_implemented). */
  implemented: readonly string[];
}

export const AREA_MODULES: Record<Area, () => Promise<AreaModule>> = {
  auth: () => import('./auth/index.ts'),
  signup: () => import('./signup/index.ts'),
  user: () => import('./user/index.ts'),
  assessor: () => import('./assessor/index.ts'),
  organisation: () => import('./organisation/index.ts'),
  department: () => import('./department/index.ts'),
  project: () => import('./project/index.ts'),
  'project-alert': () => import('./project-alert/index.ts'),
  'noti-template': () => import('./noti-template/index.ts'),
  'config-label': () => import('./config-label/index.ts'),
  resource: () => import('./resource/index.ts'),
  meeting: () => import('./meeting/index.ts'),
  'user-booking': () => import('./user-booking/index.ts'),
  calendar: () => import('./calendar/index.ts'),
  upload: () => import('./upload/index.ts'),
  download: () => import('./download/index.ts'),
  'meeting-session': () => import('./meeting-session/index.ts'),
  'audit-log': () => import('./audit-log/index.ts'),
  dashboard: () => import('./dashboard/index.ts'),
  purge: () => import('./purge/index.ts'),
  integration: () => import('./integration/index.ts'),
};
