import { AREAS, type Area, type RouteDef, type RouteIdOf } from '../route.ts';
import { assessorRoutes } from './assessor.ts';
import { auditLogRoutes } from './audit-log.ts';
import { authRoutes } from './auth.ts';
import { calendarRoutes } from './calendar.ts';
import { configLabelRoutes } from './config-label.ts';
import { dashboardRoutes } from './dashboard.ts';
import { departmentRoutes } from './department.ts';
import { downloadRoutes } from './download.ts';
import { integrationRoutes } from './integration.ts';
import { meetingSessionRoutes } from './meeting-session.ts';
import { meetingRoutes } from './meeting.ts';
import { notiTemplateRoutes } from './noti-template.ts';
import { organisationRoutes } from './organisation.ts';
import { projectAlertRoutes } from './project-alert.ts';
import { projectRoutes } from './project.ts';
import { purgeRoutes } from './purge.ts';
import { resourceRoutes } from './resource.ts';
import { signupRoutes } from './signup.ts';
import { uploadRoutes } from './upload.ts';
import { userBookingRoutes } from './user-booking.ts';
import { userRoutes } from './user.ts';

export {
  assessorRoutes,
  auditLogRoutes,
  authRoutes,
  calendarRoutes,
  configLabelRoutes,
  dashboardRoutes,
  departmentRoutes,
  downloadRoutes,
  integrationRoutes,
  meetingRoutes,
  meetingSessionRoutes,
  notiTemplateRoutes,
  organisationRoutes,
  projectAlertRoutes,
  projectRoutes,
  purgeRoutes,
  resourceRoutes,
  signupRoutes,
  uploadRoutes,
  userBookingRoutes,
  userRoutes,
};

/** Each area's routes, in the order of AREAS, each keeping its literal type (operation, path, schemas). */
export const ROUTES_BY_AREA = {
  auth: authRoutes,
  signup: signupRoutes,
  user: userRoutes,
  assessor: assessorRoutes,
  organisation: organisationRoutes,
  department: departmentRoutes,
  project: projectRoutes,
  'project-alert': projectAlertRoutes,
  'noti-template': notiTemplateRoutes,
  'config-label': configLabelRoutes,
  resource: resourceRoutes,
  meeting: meetingRoutes,
  'user-booking': userBookingRoutes,
  calendar: calendarRoutes,
  upload: uploadRoutes,
  download: downloadRoutes,
  'meeting-session': meetingSessionRoutes,
  'audit-log': auditLogRoutes,
  dashboard: dashboardRoutes,
  purge: purgeRoutes,
  integration: integrationRoutes,
} as const satisfies { readonly [A in Area]: readonly RouteDef[] };

/** Any route of the API with its exact type. */
export type ApiRoute = (typeof ROUTES_BY_AREA)[Area][number];
/** The route table by id (`department.save`): what a caller sends and what it reads back, typed from the schemas. */
export type RouteTable = { readonly [R in ApiRoute as RouteIdOf<R>]: R };
export type RouteId = keyof RouteTable;

/** Every route of the API (DESIGN §3.1: the single source for CDK, the local server, the web client and the docs). */
export const ROUTES: readonly RouteDef[] = AREAS.flatMap((a): readonly RouteDef[] => ROUTES_BY_AREA[a]);
