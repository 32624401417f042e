import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AREAS, routeId, routeKey, type RouteDef } from '../route.ts';
import { AREA_BASE_PATH, matchRoute, ROUTES, routeByKey, routesByArea } from './index.ts';

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
 * - added: 3 (GET /api/health; auth/logout, which ends the server session; signup/accept, which accepts an
 *   invitation by signing in with the account the e-mail already has, issue 7).
 */
const ROUTE_COUNT = 38 + 54 + 2 + 40 + 3;

const PER_AREA: Record<string, number> = {
  auth: 9, signup: 7, user: 16, assessor: 5, organisation: 6, department: 4, project: 7, 'project-alert': 9,
  'noti-template': 9, 'config-label': 4, resource: 7, meeting: 14, 'user-booking': 15, calendar: 4, upload: 3,
  download: 1, 'meeting-session': 11, 'audit-log': 2, dashboard: 1, purge: 3,
};

/** Operations that change state (DESIGN §3.2: POST even where the spec shows GET). */
const STATE_CHANGING = /^(save|create|update|archive|remove|delete|extend|add|activate|deactivate|reset|finish|bulk|new-|check-?in|switch|join|logout|login|refresh|redirect|request|otp\/|eventDrag|getMfaCode|candidateExportData|getJoinInfo|getMeetingResponse)/i;

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
    expect(Object.values(PER_AREA).reduce((a, b) => a + b, 0)).toBe(ROUTE_COUNT);
    for (const area of AREAS) expect([area, routesByArea(area).length]).toEqual([area, PER_AREA[area]]);
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
    for (const area of AREAS) expect(routesByArea(area).length, area).toBeGreaterThan(0);
    for (const r of ROUTES) {
      expect(r.spec, routeId(r)).toMatch(/^(doc[123]|DESIGN)/);
      expect(r.summary.length, routeId(r)).toBeGreaterThan(5);
      expect(r.summary, routeId(r)).not.toContain('\n');
    }
  });

  it('puts every path under /api/, and under /api/{base}/{operation} except health and the calendar feed', () => {
    for (const r of ROUTES) {
      expect(r.path, routeId(r)).toMatch(/^\/api\//);
      if (routeId(r) === 'auth.health' || routeId(r) === 'calendar.feed') continue;
      const prefix = `/api/${AREA_BASE_PATH[r.area]}/${r.operation}`;
      expect(r.path === prefix || r.path.startsWith(`${prefix}/`), `${r.path} under ${prefix}`).toBe(true);
    }
    expect(routeByKey('GET', '/api/health')?.access).toEqual({ kind: 'public' });
    expect(routeByKey('GET', '/api/calendar/{token}/publish.ics')?.access).toEqual({ kind: 'public' });
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
      expect(ROUTES.filter((r) => r.operation === op).every((r) => r.method === 'POST'), op).toBe(true);
    }
  });

  it('is public only where the spec says no login', () => {
    const publicIds = ROUTES.filter((r) => r.access.kind === 'public').map(routeId).sort();
    expect(publicIds).toEqual([
      'auth.health', 'auth.login', 'auth.redirect', 'auth.refresh', 'auth.requestResetPassword', 'auth.resetPassword',
      'calendar.feed', 'download.file', 'signup.accept', 'signup.check', 'signup.checkPassword', 'signup.create',
      'signup.getTimeZoneList', 'signup.otp/send', 'signup.otp/verify',
    ]);
  });

  it('keeps grid-admin pages grid-admin only', () => {
    const gridOnly = (r: RouteDef) => r.access.kind === 'roles' && r.access.roles.length === 1 && r.access.roles[0] === 'ROLE_GRID_ADMIN';
    for (const r of routesByArea('config-label')) expect(gridOnly(r), routeId(r)).toBe(true);
    for (const key of ['POST /api/organisation/save', 'POST /api/project-alert/getList', 'POST /api/user/getUserActiveList']) {
      expect(gridOnly(routeByKey(key.split(' ')[0], key.split(' ')[1])!), key).toBe(true);
    }
  });

  it('names rich-content fields that exist in the body schema', () => {
    const withRich = ROUTES.filter((r) => r.richTextFields?.length);
    expect(withRich.map(routeId).sort()).toEqual([
      'meeting.bulk-edit', 'meeting.save', 'noti-template.save', 'organisation.save', 'project.save',
    ]);
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
      'POST /api/meeting/getMeetingList/{a}/{b}', 'POST /api/auditLog/getByRefId/{refType}/{refId}',
      'POST /api/signup/otp/send', 'POST /api/meeting-session/getJoinInfo/{id}',
      'GET /api/calendar/project/download/{projectId}', 'POST /api/upload/new-candidate',
      'POST /api/user/archive/{organisationId}/{userId}', 'POST /api/user-booking/update-status',
    ]) {
      const [method, path] = key.split(' ');
      expect(routeByKey(method, path), key).toBeDefined();
    }
    expect(routeByKey('GET', '/api/user/archive/{organisationId}/{userId}')).toBeUndefined();
  });

  it('matches concrete paths, literal segments first, decoding parameters', () => {
    const feed = matchRoute('GET', '/api/calendar/tok%2Fen/publish.ics');
    expect(feed?.route.operation).toBe('feed');
    expect(feed?.params).toEqual({ token: 'tok/en' });
    const dl = matchRoute('GET', '/api/calendar/project/download/P1');
    expect(dl?.route.operation).toBe('project/download');
    expect(dl?.params).toEqual({ projectId: 'P1' });
    expect(matchRoute('get', '/api/department/get/D123')?.params).toEqual({ id: 'D123' });
    expect(matchRoute('POST', '/api/department/get/D123')).toBeUndefined();
    expect(matchRoute('GET', '/api/nothing/here')).toBeUndefined();
  });
});
