import { AUTH_ROWS } from './auth-rows.ts';
import { SIGNUP_ROWS } from './signup-rows.ts';
import { USER_ROWS } from './user-rows.ts';
import { ASSESSOR_ROWS } from './assessor-rows.ts';
import { ORGANISATION_ROWS } from './organisation-rows.ts';
import { DEPARTMENT_ROWS } from './department-rows.ts';
import { PROJECT_ROWS } from './project-rows.ts';
import { PROJECT_ALERT_ROWS } from './project-alert-rows.ts';
import { NOTI_TEMPLATE_ROWS } from './noti-template-rows.ts';
import { RESOURCE_ROWS } from './resource-rows.ts';
import { UPLOAD_ROWS, BOOKING_UPLOAD_ROWS } from './upload-rows.ts';
import { USER_BOOKING_ROWS } from './user-booking-rows.ts';
import { MEETING_SESSION_ROWS } from './meeting-session-rows.ts';
import { DOWNLOAD_ROWS } from './download-rows.ts';
import { DASHBOARD_ROWS } from './dashboard-rows.ts';
import { MEETING_ROWS } from './meeting-rows.ts';
import { PURGE_ROWS } from './purge-rows.ts';
import { CONFIG_LABEL_ROWS } from './config-label-rows.ts';
import { AUDIT_LOG_ROWS } from './audit-log-rows.ts';
import { CALENDAR_ROWS } from './calendar-rows.ts';
import { INTEGRATION_ROWS } from './integration-rows.ts';
import { INTEGRATION_API_KEY_ROWS } from './api-key-rows.ts';
import { INTEGRATION_WEBHOOK_ROWS } from './webhook-rows.ts';
import type { AuthorizationRow } from './authorization-row.ts';

/**
 * The authorization table (issue 7): for every implemented route, the answer each kind of caller may get when it
 * acts on records of organisation A, one file of rows per area. Read by functions/authorization.integration.test.ts,
 * which fails when an implemented route has no row here.
 */
export const AUTHORIZATION_ROWS: readonly AuthorizationRow[] = [
  ...AUTH_ROWS,
  ...SIGNUP_ROWS,
  ...USER_ROWS,
  ...ASSESSOR_ROWS,
  ...ORGANISATION_ROWS,
  ...DEPARTMENT_ROWS,
  ...PROJECT_ROWS,
  ...PROJECT_ALERT_ROWS,
  ...NOTI_TEMPLATE_ROWS,
  ...RESOURCE_ROWS,
  ...UPLOAD_ROWS,
  ...USER_BOOKING_ROWS,
  ...MEETING_SESSION_ROWS,
  ...DOWNLOAD_ROWS,
  ...BOOKING_UPLOAD_ROWS,
  ...DASHBOARD_ROWS,
  ...MEETING_ROWS,
  ...PURGE_ROWS,
  ...CONFIG_LABEL_ROWS,
  ...AUDIT_LOG_ROWS,
  ...CALENDAR_ROWS,
  ...INTEGRATION_ROWS,
  ...INTEGRATION_API_KEY_ROWS,
  ...INTEGRATION_WEBHOOK_ROWS,
];
