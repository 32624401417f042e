import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AREAS, routeId, routeKey, type RouteDef } from '../route.ts';
import { ROUTES } from './index.ts';

/**
 * How the 137 routes were counted (a call named in several documents is one route, counted where it
 * is first named, reading doc 1, doc 2, doc 3 in order):
 * - doc 1 §7: 38 = auth 7 (login, refresh, requestResetPassword, resetPassword, getMfaCode, updateMfaType,
 *   redirect) + signup 6 + user 16 + assessor 5 + organisation 4 (getAccessCountries, getAllActive,
 *   switch data, timezone options per organisation).
 * - doc 2 §7: 54 = user-booking 15 + meeting 13 + calendar 4 (project, meeting and range downloads, the
 *   publish.ics feed) + upload 3 + download 1 + meeting-session 11 + 7 first named under "Other" (project
 *   get, project select list, assessor project list, project extendPurgeDate, resource
 *   getAvailableResources, auditLog getByRefId, organisation get). The doc 3 JIRA candidate export is
 *   doc 2's user-booking/candidateExportData/{organisationId}/{type}.
 * - doc 2, described without a named call: 2 (dashboard user search payload; meeting page Field Audit Log).
 * - doc 3 §7: 40 = department 3 + department list by organisation 1 + config-label 3 + getAvailableCodes 1
 *   (doc 3 §5 code list) + noti-template 9 + project-alert 9 + organisation save 1 + project save, archive,
 *   getList 3 + resource 6 + meeting list by state and project 1 + purge lists for users, meetings and
 *   bookings 3.
 * - added: 6 (GET /api/health; auth/logout, which ends the server session; signup/accept, which accepts an
 *   invitation by signing in with the account the e-mail already has, issue 7; for candidate files sent straight to
 *   S3 (DESIGN §3.15) upload/new-candidate-ticket, the presigned POST, and upload/getCandidateUploadJob, a large
 *   file's job progress; upload/getCandidateInviteSettings, what the invite pages show of the organisation).
 * - added for issue 9's delivery records: 2 (project-alert/getDeliveryList on the project, user/getDeliveryList on the person).
 * - added for issue 10's meeting uploads: 1 (upload/new-meeting-ticket, the presigned POST of a meeting file, as for candidates).
 * - added for issue 11's booking uploads: 1 (upload/new-booking-ticket, the presigned POST of a booking file, as for meetings).
 * - added for issue 11's file download: 2 (upload/booking-file-ticket and upload/booking-file: an admin attaches the
 *   file a booking's download link opens, posted straight to S3 like the other uploads).
 * - added for issue 18: 1 (meeting/getMeetingListByResource: the resource page's bookings, doc 3 §2.12).
 * - added for issue 22: 6 (user-booking/reschedule-booking; user-booking/waitlist-join, waitlist-remove,
 *   waitlist-confirm-hold and getWaitlist; meeting/under-minimum-decision).
 * - added for issue 23: 10 (the integration area: openapi.json and docs; API keys: list, create, revoke; webhooks:
 *   list, save, archive, delivery list, redeliver).
 */
const ROUTE_COUNT = 38 + 54 + 2 + 40 + 6 + 2 + 1 + 1 + 2 + 1 + 6 + 10;

/** Operations that change state (DESIGN §3.2: POST even where the spec shows GET). */
const STATE_CHANGING =
  /^(save|create|update|archive|remove|delete|extend|add|activate|deactivate|reset|finish|bulk|new-|check-?in|switch|join|logout|login|refresh|redirect|request|otp\/|eventDrag|getMfaCode|candidateExportData|getJoinInfo|getMeetingResponse)/i;

const byKey = (key: string) => ROUTES.find((r) => routeKey(r) === key);
const ofArea = (area: string) => ROUTES.filter((r) => r.area === area);

const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

function objectShape(schema: unknown): Record<string, unknown> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, unknown>;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return objectShape(schema.unwrap());
  return undefined;
}

describe('route table', () => {
  it(`holds ${ROUTE_COUNT} routes, counted per document`, () => {
    expect(ROUTES).toHaveLength(ROUTE_COUNT);
  });

  it('has unique route keys and ids, and no two paths API Gateway would confuse', () => {
    const keys = ROUTES.map(routeKey);
    const ids = ROUTES.map(routeId);
    const shapes = ROUTES.map((r) => `${r.method} ${r.path.replace(/\{\w+\}/g, '{}')}`);
    expect(new Set(keys).size).toBe(ROUTES.length);
    expect(new Set(ids).size).toBe(ROUTES.length);
    expect(new Set(shapes).size).toBe(ROUTES.length);
  });

  it('gives every area routes, and every route a spec reference and summary', () => {
    for (const area of AREAS) expect(ofArea(area).length, area).toBeGreaterThan(0);
    for (const r of ROUTES) {
      expect(r.spec, routeId(r)).toMatch(/^(doc[123]|DESIGN)/);
      expect(r.summary.length, routeId(r)).toBeGreaterThan(5);
      expect(r.summary, routeId(r)).not.toContain('\n');
    }
  });

  it('puts every path under /api/, and under /api/{base}/{operation} except health, the calendar feed and the API document', () => {
    const ownPaths = ['auth.health', 'calendar.feed', 'integration.openapi', 'integration.docs'];
    for (const r of ROUTES) {
      expect(r.path, routeId(r)).toMatch(/^\/api\//);
      if (ownPaths.includes(routeId(r))) continue;
      const prefix = `/api/${r.area === 'audit-log' ? 'auditLog' : r.area}/${r.operation}`;
      expect(r.path === prefix || r.path.startsWith(`${prefix}/`), `${r.path} under ${prefix}`).toBe(true);
    }
    expect(byKey('GET /api/health')?.access).toEqual({ kind: 'public' });
    expect(byKey('GET /api/calendar/{token}/publish.ics')?.access).toEqual({ kind: 'public' });
  });

  it('declares every path parameter in the params schema, and nothing else there', () => {
    for (const r of ROUTES) {
      const names = pathParamNames(r.path);
      if (names.length === 0) {
        expect(r.params, routeId(r)).toBeUndefined();
        continue;
      }
      const shape = objectShape(r.params);
      expect(shape, `${routeId(r)} params`).toBeDefined();
      expect(Object.keys(shape!).sort(), routeId(r)).toEqual([...names].sort());
    }
  });

  it('never uses GET for a state-changing operation, and GET routes take no body', () => {
    const offenders = ROUTES.filter((r) => r.method === 'GET' && STATE_CHANGING.test(r.operation)).map(routeId);
    expect(offenders).toEqual([]);
    expect(ROUTES.filter((r) => r.method === 'GET' && (r.body || (r.bodyType && r.bodyType !== 'none'))).map(routeId)).toEqual([]);
    for (const op of ['archive', 'extendExpiryDate', 'resetMfa', 'updateMfaType', 'getMfaCode']) {
      expect(
        ROUTES.filter((r) => r.operation === op).every((r) => r.method === 'POST'),
        op,
      ).toBe(true);
    }
  });

  it('is public only where the spec says no login', () => {
    const publicIds = ROUTES.filter((r) => r.access.kind === 'public')
      .map(routeId)
      .sort();
    expect(publicIds).toEqual([
      'auth.health',
      'auth.login',
      'auth.redirect',
      'auth.refresh',
      'auth.requestResetPassword',
      'auth.resetPassword',
      'calendar.feed',
      'download.file',
      'integration.docs',
      'integration.openapi',
      'signup.accept',
      'signup.check',
      'signup.checkPassword',
      'signup.create',
      'signup.getTimeZoneList',
      'signup.otp/send',
      'signup.otp/verify',
    ]);
  });

  it('keeps grid-admin pages grid-admin only', () => {
    const gridOnly = (r: RouteDef) => r.access.kind === 'roles' && r.access.roles.length === 1 && r.access.roles[0] === 'ROLE_GRID_ADMIN';
    for (const r of ofArea('config-label')) expect(gridOnly(r), routeId(r)).toBe(true);
    for (const key of ['POST /api/organisation/save', 'POST /api/project-alert/getList', 'POST /api/user/getUserActiveList']) {
      expect(gridOnly(byKey(key)!), key).toBe(true);
    }
  });

  it('names rich-content fields that exist in the body schema', () => {
    const withRich = ROUTES.filter((r) => r.richTextFields?.length);
    expect(withRich.map(routeId).sort()).toEqual(['meeting.bulk-edit', 'meeting.save', 'noti-template.save', 'organisation.save', 'project.save']);
    for (const r of withRich) {
      for (const field of r.richTextFields!) {
        let shape = objectShape(r.body);
        const parts = field.split('.');
        for (const [i, part] of parts.entries()) {
          expect(shape && part in shape, `${routeId(r)} ${field}`).toBe(true);
          if (i < parts.length - 1) shape = objectShape(shape![part]);
        }
      }
    }
  });

  it('uses the DESIGN example paths', () => {
    for (const key of [
      'POST /api/meeting/getMeetingList/{a}/{b}',
      'POST /api/auditLog/getByRefId/{refType}/{refId}',
      'POST /api/signup/otp/send',
      'POST /api/meeting-session/getJoinInfo/{id}',
      'GET /api/calendar/project/download/{projectId}',
      'POST /api/upload/new-candidate',
      'POST /api/user/archive/{organisationId}/{userId}',
      'POST /api/user-booking/update-status',
    ]) {
      expect(byKey(key), key).toBeDefined();
    }
    expect(byKey('GET /api/user/archive/{organisationId}/{userId}')).toBeUndefined();
  });
});
