import { ulid } from 'ulid';
import { CSV_CANDIDATE_COLUMNS } from '@scheduler/contracts/schemas/upload';
import { EXAMPLE_ORGANISATION_CONFIG } from '@scheduler/contracts/testing/organisation-config-example';
import type { Db } from '@scheduler/core/db';
import type { FileStore } from '@scheduler/core/ports/file-store';
import type { Person, TwoOrganisations } from './testing/two-organisations.ts';
import { handler as meetingHandler } from './meeting/index.ts';
import { meetingPageRecords } from './meeting/testing/meeting-page-world.ts';
import { handler as projectHandler } from './project/index.ts';
import { handler as notiTemplateHandler } from './noti-template/index.ts';
import { handler as projectAlertHandler } from './project-alert/index.ts';
import { purgeRecords } from './purge/testing/purge-records.ts';
import { bookingRecords } from './user-booking/testing/booking-world.ts';
import { bookSeat } from '@scheduler/core/booking/booking-capacity';
import { calendarRecords } from './calendar/testing/calendar-records.ts';
import { hashToken, newToken } from '@scheduler/core/token-hash';
import { handler as resourceHandler } from './resource/index.ts';
import { handler as uploadHandler } from './upload/index.ts';
import { parseBody } from './testing/api-event.ts';
import { invoke } from './testing/invoke.ts';

/**
 * The authorization table (issue 7): for every implemented route, the answer each kind of caller may get when it
 * acts on records of organisation A. Read by authorization.integration.test.ts, which fails when an implemented
 * route has no row here.
 */

/** The callers: nobody, A's candidate, assessor and invigilator, A's admin, B's admin, the grid admin. */
export const CALLERS = ['none', 'candidate', 'assessor', 'invigilator', 'adminA', 'adminB', 'grid'] as const;
export type Caller = (typeof CALLERS)[number];

/** A 2xx answer. */
export const OK = 'OK';
/** Refused without revealing whether the record exists: 403 or 404. */
export const DENIED = 'DENIED';
/**
 * Forged input to a public call: any 4xx, or the spec's answer whose status is not SUCCESS (its sign-up and reset
 * pages read the status); which refusal does not matter, but nothing may happen.
 */
export const REFUSED = '4xx';
export type Expected = typeof OK | typeof DENIED | typeof REFUSED | 400 | 401 | 403 | 404 | 422;
export type Expectations = Readonly<Record<Caller, Expected>>;

export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** A form-encoded body (the spec's form calls). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** The person the call is about: a refused answer must not name them, and their records must stay as they were. */
  target?: Person;
}

/** Records of organisation A the suite sets up once, for rows that act on them. */
export interface RowContext {
  world: TwoOrganisations;
  db: Db;
  /** The uploads bucket the upload calls read (a browser's presigned POST is a put here). */
  uploads: FileStore;
  departmentA(): Promise<string>;
  labelA: string;
  /** A Project-scope e-mail template of A (templateOfA), made once for the rows that only read it. */
  templateA(): Promise<string>;
  /** A resource of A (resourceOfA), made once for the rows that only read it. */
  resourceA(): Promise<string>;
  /** A candidate upload job of A (uploadJobOfA), made once for the rows that only read it. */
  uploadJobA(): Promise<string>;
}

export interface AuthorizationRow {
  /** The route id, `area.operation`. */
  route: string;
  /** What differs when a route has more than one row. */
  variant?: string;
  /** The call, built on fresh records of organisation A (so an allowed change never affects another row). */
  call(ctx: RowContext): Promise<Call>;
  expect: Expectations;
  /** Callers whose answer, even a 2xx one, must not mention organisation A (its id or name) or the target (their id). */
  blind?: { callers: readonly Caller[]; of: 'organisation A' | 'the target' };
}

const everyone = (e: Expected): Expectations => ({ none: e, candidate: e, assessor: e, invigilator: e, adminA: e, adminB: e, grid: e });
/** Any signed-in caller, about themselves or their own organisation. */
const signedIn = (e: Partial<Expectations> = {}): Expectations => ({ ...everyone(OK), none: 401, ...e });
/** Admin calls on A's records: A's admin and the grid admin; B's admin is refused without learning anything. */
const adminsOfA: Expectations = { none: 401, candidate: 403, assessor: 403, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK };
const gridOnly: Expectations = { none: 401, candidate: 403, assessor: 403, invigilator: 403, adminA: 403, adminB: 403, grid: OK };
/** The person's global identity (name, mobile, 2-step): only the grid admin when their active accesses span organisations. */
const gridAdminAlone: Expectations = { ...adminsOfA, adminA: DENIED, adminB: DENIED };

const STRONG = 'Harbour#Quill73Meadow';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const dayFromNow = (n: number) => daysFromNow(n).slice(0, 10);
const A = (ctx: RowContext) => ctx.world.a.organisationId;
const assessorOfA = (ctx: RowContext, access = {}) => ctx.world.member(A(ctx), 'ASSESSOR', access);
/** A person of B who was invited to A and has not accepted: A owns only that invitation. */
async function invitedFromB(ctx: RowContext) {
  const p = await ctx.world.member(ctx.world.b.organisationId, 'ASSESSOR');
  await ctx.world.grantAccess(p, A(ctx), { status: 'INVITED', invitationExpiry: daysFromNow(7) });
  return p;
}
/** A person with active accesses in A and B. */
async function sharedByAandB(ctx: RowContext) {
  const p = await assessorOfA(ctx);
  await ctx.world.grantAccess(p, ctx.world.b.organisationId);
  return p;
}
const table = { pageIndex: 0, pageSize: 10 };

/** A fresh active project of A, saved by A's admin. */
async function projectOfA(ctx: RowContext): Promise<string> {
  const admin = ctx.world.a.admin;
  const body = {
    encryptedOrganisationId: A(ctx),
    encryptedDepartmentId: await ctx.departmentA(),
    name: 'Authorization project',
    stepType: 'INTERNAL',
    startDateDisplay: dayFromNow(2),
    startTimeDisplay: '09:00',
    endDateDisplay: dayFromNow(9),
    endTimeDisplay: '17:00',
    encryptedTimezoneId: 'Australia/Sydney',
    freezePeriodOnsite: 1,
    freezePeriodRemote: 1,
    freezePeriodEdit: 1,
    freezePeriodCompletion: 1,
  };
  const answer = await invoke(projectHandler, {
    method: 'POST',
    path: '/api/project/save',
    body,
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  return parseBody(answer).message;
}

/** A fresh alert of a fresh (internal) project of A: its e-mail template saved by the grid admin, the alert by A's admin. */
async function alertOfA(ctx: RowContext): Promise<{ projectId: string; templateId: string; alertId: string }> {
  const projectId = await projectOfA(ctx);
  const grid = ctx.world.gridAdmin;
  const template = await invoke(notiTemplateHandler, {
    method: 'POST',
    path: '/api/noti-template/save',
    body: {
      encryptedOrganisationId: A(ctx),
      scope: 'Project',
      code: 'MEETING_CHANGED',
      deliveryMethod: 'EMAIL',
      name: 'Authorization alert template',
      subject: 'Meeting changed',
      body: 'Your meeting changed.',
    },
    sub: grid.sub,
    sessionId: await ctx.world.signIn(grid),
  });
  const templateId = parseBody(template).message;
  const admin = ctx.world.a.admin;
  // A new project is written with its step type's default alerts where the organisation has their templates: the
  // meeting-changed alert may already be there (an earlier row saved its template); then that one is the alert.
  const listed = await invoke(projectAlertHandler, {
    method: 'POST',
    path: '/api/project-alert/getListByProject/{projectId}',
    params: { projectId },
    body: { pageIndex: 0, pageSize: 50 },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const existing = (parseBody(listed) as { dataset: { encryptedId?: string; code?: string }[] }).dataset.find((r) => r.code === 'MEETING_CHANGED');
  if (existing?.encryptedId) return { projectId, templateId, alertId: existing.encryptedId };
  const alert = await invoke(projectAlertHandler, {
    method: 'POST',
    path: '/api/project-alert/save',
    body: { encryptedProjectId: projectId, code: 'MEETING_CHANGED', encryptedNTEmailId: templateId, emAddress: '$candidateEmail' },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  return { projectId, templateId, alertId: parseBody(alert).message };
}

/** A saved project of A; not internal ones carry the fields the save asks of them (candidates are invited to those). */
async function stepProjectOfA(ctx: RowContext, stepType: 'ASSESSMENT' | 'INTERVIEW'): Promise<string> {
  const admin = ctx.world.a.admin;
  const answer = await invoke(projectHandler, {
    method: 'POST',
    path: '/api/project/save',
    body: {
      encryptedOrganisationId: A(ctx),
      encryptedDepartmentId: await ctx.departmentA(),
      name: `Authorization ${stepType.toLowerCase()} project`,
      stepType,
      summary: 'What the candidate does',
      instructions: 'Bring photo identification',
      completionChecklist: 'Identity checked',
      meetingPeriodVisible: 30,
      meetingPeriodGap: 0,
      duration: 1,
      startDateDisplay: dayFromNow(2),
      startTimeDisplay: '09:00',
      endDateDisplay: dayFromNow(60),
      endTimeDisplay: '17:00',
      encryptedTimezoneId: 'Australia/Sydney',
      freezePeriodOnsite: 1,
      freezePeriodRemote: 1,
      freezePeriodEdit: 1,
      freezePeriodCompletion: 1,
    },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const saved = parseBody(answer);
  if (saved?.status !== 'SUCCESS') throw new Error(`the ${stepType} project of A could not be made: ${answer.body}`);
  return saved.message;
}

/** A fresh Project-scope e-mail template of A, saved by the grid admin (not used by any alert, so it may be deleted). */
export async function templateOfA(ctx: RowContext): Promise<string> {
  const grid = ctx.world.gridAdmin;
  const answer = await invoke(notiTemplateHandler, {
    method: 'POST',
    path: '/api/noti-template/save',
    body: {
      encryptedOrganisationId: A(ctx),
      scope: 'Project',
      code: 'MEETING_CHANGED',
      deliveryMethod: 'EMAIL',
      name: 'Authorization template',
      subject: 'Meeting changed',
      body: 'Your meeting now starts $meetingStart.',
    },
    sub: grid.sub,
    sessionId: await ctx.world.signIn(grid),
  });
  const saved = parseBody(answer);
  if (saved?.status !== 'SUCCESS') throw new Error(`the template of A could not be made: ${answer.body}`);
  return saved.message;
}

const ROOM = {
  name: 'Authorization room',
  newType: 'Room',
  addressLabel: 'Head office',
  addLine1: '1 George St',
  city: 'Sydney',
  state: 'NSW',
  postCode: 2000,
};

/** A fresh resource of A (a room at a new address), saved by A's admin. */
export async function resourceOfA(ctx: RowContext): Promise<string> {
  const admin = ctx.world.a.admin;
  const answer = await invoke(resourceHandler, {
    method: 'POST',
    path: '/api/resource/save/{organisationId}',
    params: { organisationId: A(ctx) },
    body: ROOM,
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const saved = parseBody(answer);
  if (saved?.status !== 'SUCCESS') throw new Error(`the resource of A could not be made: ${answer.body}`);
  return saved.message;
}

/** A CSV of `rows` new candidates, with the spec's header row. */
function candidateCsv(rows: number): string {
  const tag = ulid().toLowerCase();
  const lines = [CSV_CANDIDATE_COLUMNS.join(',')];
  for (let i = 1; i <= rows; i++) lines.push(`U${i},JIRA-${i},First${i},Last${i},+61412345678,${tag}.${i}@authorization-upload.test,Extra time`);
  return `${lines.join('\r\n')}\r\n`;
}

/** A candidate file of A as the page leaves it: a ticket asked by A's admin, then the file put where it says. */
async function candidateFileOfA(ctx: RowContext, rows: number): Promise<string> {
  const admin = ctx.world.a.admin;
  const csv = new TextEncoder().encode(candidateCsv(rows));
  const answer = await invoke(uploadHandler, {
    method: 'POST',
    path: '/api/upload/new-candidate-ticket',
    body: { encryptedOrganisationId: A(ctx), fileName: 'candidates.csv', fileSize: csv.byteLength },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const { objectKey } = parseBody(answer) ?? {};
  if (!objectKey) throw new Error(`no upload ticket for A: ${answer.body}`);
  await ctx.uploads.put(objectKey, csv, 'text/csv');
  return objectKey;
}

/** A candidate upload of A too large to run inline, queued as a job by A's admin (the job itself is not run). */
export async function uploadJobOfA(ctx: RowContext): Promise<string> {
  const admin = ctx.world.a.admin;
  const answer = await invoke(uploadHandler, {
    method: 'POST',
    path: '/api/upload/new-candidate',
    body: {
      encryptedOrganisationId: A(ctx),
      objectKey: await candidateFileOfA(ctx, 250),
      projectTypes: ['ASSESSMENT'],
      enAssessmentProjectId: await stepProjectOfA(ctx, 'ASSESSMENT'),
      fileHeaderRow: 'Y',
    },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const { jobId } = parseBody(answer) ?? {};
  if (!jobId) throw new Error(`no upload job of A: ${answer.body}`);
  return jobId;
}

/**
 * A meeting file of A as the upload dialog leaves it: a ticket asked by A's admin, then one 13-column row (the layout
 * of an assessment project for every caller) hosted by A's invigilator, put where the ticket says.
 */
async function meetingFileOfA(ctx: RowContext): Promise<string> {
  const admin = ctx.world.a.admin;
  const slot = meetingSlots++;
  const row = [ctx.world.a.invigilator.username, 'Active', dayFromNow(4 + Math.floor(slot / 20)), `${String(2 + (slot % 20)).padStart(2, '0')}:00`];
  const csv = new TextEncoder().encode(`${[...row, '', 'REMOTE', '', '', '', '', '', '1', '4'].join(',')}\r\n`);
  const answer = await invoke(uploadHandler, {
    method: 'POST',
    path: '/api/upload/new-meeting-ticket',
    body: { encryptedOrganisationId: A(ctx), fileName: 'meetings.csv', fileSize: csv.byteLength },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const { objectKey } = parseBody(answer) ?? {};
  if (!objectKey) throw new Error(`no meeting upload ticket for A: ${answer.body}`);
  await ctx.uploads.put(objectKey, csv, 'text/csv');
  return objectKey;
}

/** Each meeting of the rows at its own hour (A's assessor runs them all, and one person runs one meeting at a time). */
let meetingSlots = 0;
/** The meeting page's save payload: a remote interview of A's assessor in a fresh interview project of A, at a free hour. */
async function meetingSaveOfA(ctx: RowContext): Promise<Record<string, unknown>> {
  const slot = meetingSlots++;
  return {
    encryptedProjectId: await stepProjectOfA(ctx, 'INTERVIEW'),
    startDateDisplay: dayFromNow(4 + Math.floor(slot / 20)),
    startTimeDisplay: `${String(2 + (slot % 20)).padStart(2, '0')}:00`,
    encryptedTimezoneId: 'Australia/Sydney',
    deliveryMethod: 'REMOTE',
    encryptedAssessorId: ctx.world.a.assessor.userId,
    instructions: 'Join from a quiet room.',
  };
}

/** A fresh meeting of A's assessor, saved by A's admin through meeting/save; with the payload that saved it. */
async function meetingOfA(ctx: RowContext): Promise<{ id: string; body: Record<string, unknown> }> {
  const admin = ctx.world.a.admin;
  const body = await meetingSaveOfA(ctx);
  const answer = await invoke(meetingHandler, {
    method: 'POST',
    path: '/api/meeting/save',
    body,
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const saved = parseBody(answer);
  if (saved?.status !== 'SUCCESS') throw new Error(`the meeting of A could not be made: ${answer.body}`);
  return { id: saved.message, body };
}

/** A fresh meeting of A's assessor in an archived project of A, ready to purge (as archiving leaves it). */
async function meetingReadyToPurgeOfA(ctx: RowContext): Promise<string> {
  const records = purgeRecords(ctx.db, A(ctx));
  return records.meeting(await records.project(), ctx.world.a.assessor.userId, { purgeDate: dayFromNow(3) });
}

/** A fresh archived booking of A's candidate, ready to purge. */
async function bookingReadyToPurgeOfA(ctx: RowContext): Promise<string> {
  const records = purgeRecords(ctx.db, A(ctx));
  return records.booking(await records.project(), ctx.world.a.candidate.userId, { purgeDate: dayFromNow(3) });
}

/** A purge list of A's records (searchData names the organisation, as the grid admin's page does). */
const purgeListOfA = (ctx: RowContext, search: object = {}) => ({
  body: { ...table, searchData: JSON.stringify({ encryptedOrganisationId: A(ctx), dayFilter: 90, ...search }) },
});

/** A fresh active meeting of A run by A's assessor, in a project of its own. */
async function calendarMeetingOfA(ctx: RowContext) {
  const records = calendarRecords(ctx.db, A(ctx));
  const projectId = await records.project('Calendar authorization project');
  const meetingId = await records.meeting(projectId, ctx.world.a.assessor.userId, { start: daysFromNow(5) });
  return { projectId, meetingId };
}

/** A revoked calendar feed token of A's admin (stored as its hash, as user/getCalFeedToken issues it). */
async function revokedFeedTokenOfA(ctx: RowContext): Promise<string> {
  const token = newToken();
  const { organisationId, admin } = ctx.world.a;
  await ctx.db.userOrgAccess.patch({ organisationId, userId: admin.userId }).set({ calendarFeed: true }).go();
  await ctx.db.calendarFeedToken
    .create({ tokenHash: hashToken(token), organisationId, userId: admin.userId, revoked: true, createdAt: new Date().toISOString() })
    .go();
  return token;
}

/** A fresh assessment project of A with a meeting in three days and a pending step of A's candidate in it. */
async function pendingStepOfA(ctx: RowContext): Promise<{ projectId: string; meetingId: string; stepId: string }> {
  const records = bookingRecords(ctx.db, A(ctx));
  const projectId = await records.project('ASSESSMENT');
  const meetingId = await records.meeting(projectId, 72);
  return { projectId, meetingId, stepId: await records.pending(ctx.world.a.candidate.userId, projectId) };
}

/** A booking file of A (A's candidate by e-mail) put where a ticket asked by A's admin says, with its project and meeting. */
async function bookingFileOfA(ctx: RowContext) {
  const admin = ctx.world.a.admin;
  const { projectId, meetingId } = await pendingStepOfA(ctx);
  // Doc 2 §2 upload columns: Unique Id then Email (a CSV row names both; the candidate's unique id is set for it).
  await ctx.db.userOrgAccess
    .patch({ organisationId: A(ctx), userId: ctx.world.a.candidate.userId })
    .set({ uniqueId: 'AUTH-CAND' })
    .go();
  const csv = new TextEncoder().encode(`Unique Id,Email\r\nAUTH-CAND,${ctx.world.a.candidate.username}\r\n`);
  const answer = await invoke(uploadHandler, {
    method: 'POST',
    path: '/api/upload/new-booking-ticket',
    body: { encryptedOrganisationId: A(ctx), fileName: 'bookings.csv', fileSize: csv.byteLength },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const { objectKey } = parseBody(answer) ?? {};
  if (!objectKey) throw new Error(`no booking upload ticket for A: ${answer.body}`);
  await ctx.uploads.put(objectKey, csv, 'text/csv');
  return { encryptedOrganisationId: A(ctx), objectKey, encryptedProjectId: projectId, encryptedMeetingId: meetingId, fileHeaderRow: 'Y' };
}

/**
 * A's candidate CONFIRMED into an interview of A's assessor starting `inHours` from now (negative: started, so
 * awaiting completion), booked through the seat transaction. A month ahead by default: clear of the assessments the
 * booking rows book for the same candidate three days ahead, which the gap rule would otherwise set against them.
 */
async function confirmedBookingOfA(ctx: RowContext, inHours = 30 * 24): Promise<{ bookingId: string; meetingId: string }> {
  const records = bookingRecords(ctx.db, A(ctx));
  const projectId = await records.project('INTERVIEW');
  const meetingId = await records.meeting(projectId, inHours, { stepType: 'INTERVIEW', assessorId: ctx.world.a.assessor.userId, candidateMax: 1 });
  const bookingId = await records.pending(ctx.world.a.candidate.userId, projectId, 'INTERVIEW');
  const booked = await bookSeat(ctx.db, { organisationId: A(ctx), bookingId, meetingId, now: new Date().toISOString() });
  if (!booked.ok) throw new Error(`the booking of A could not be made: ${booked.reason}`);
  return { bookingId, meetingId };
}

/**
 * A's candidate CONFIRMED into a REMOTE interview of A's assessor a month ahead (outside the live-session window, so
 * no call here needs media): the meeting of the meeting-session and waiting-room rows.
 */
async function remoteInterviewOfA(ctx: RowContext): Promise<{ bookingId: string; meetingId: string }> {
  const records = bookingRecords(ctx.db, A(ctx));
  const projectId = await records.project('INTERVIEW');
  const meetingId = await records.meeting(projectId, 30 * 24, {
    stepType: 'INTERVIEW',
    assessorId: ctx.world.a.assessor.userId,
    candidateMax: 1,
    deliveryMethod: 'REMOTE',
  });
  const bookingId = await records.pending(ctx.world.a.candidate.userId, projectId, 'INTERVIEW');
  const booked = await bookSeat(ctx.db, { organisationId: A(ctx), bookingId, meetingId, now: new Date().toISOString() });
  if (!booked.ok) throw new Error(`the remote booking of A could not be made: ${booked.reason}`);
  return { bookingId, meetingId };
}

/** A live session of a remote interview of A, started by A's assessor (written as the start writes it): its host attendee. */
async function liveSessionOfA(ctx: RowContext): Promise<{ meetingId: string; hostAttendeeId: string }> {
  const { meetingId } = await remoteInterviewOfA(ctx);
  const now = new Date().toISOString();
  const hostAttendeeId = ulid();
  const assessor = ctx.world.a.assessor;
  await ctx.db.liveSession
    .create({
      meetingId,
      organisationId: A(ctx),
      state: 'LIVE',
      mediaKind: 'p2p',
      mediaMeetingId: ulid(),
      mediaMeetingJson: '{}',
      startedBy: assessor.userId,
      hostAttendeeId,
      startedAt: now,
      lastActiveAt: now,
    })
    .go();
  await ctx.db.liveAttendee
    .create({
      meetingId,
      attendeeId: hostAttendeeId,
      organisationId: A(ctx),
      userId: assessor.userId,
      externalUserId: assessor.userId,
      role: 'host',
      mainHost: true,
      name: assessor.fullName,
      sessionId: ulid(),
      active: true,
      createdAt: now,
    })
    .go();
  return { meetingId, hostAttendeeId };
}

export const AUTHORIZATION_ROWS: readonly AuthorizationRow[] = [
  // auth: public calls answer everyone alike; forged input changes nothing.
  { route: 'auth.health', call: async () => ({}), expect: everyone(OK) },
  {
    route: 'auth.login',
    variant: "with a person of A's username and a guessed password",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { username: target.username, password: STRONG } };
    },
    expect: everyone(400),
  },
  { route: 'auth.logout', variant: 'own session', call: async () => ({}), expect: signedIn() },
  // A failed renewal answers 403 by the spec (doc 1 §8: 'a failure of the refresh call logs the user out').
  {
    route: 'auth.refresh',
    variant: 'with a forged refresh token',
    call: async () => ({ headers: { 'refresh-token': 'forged-refresh-token', forcerefresh: 'Y' } }),
    expect: everyone(REFUSED),
  },
  {
    route: 'auth.requestResetPassword',
    variant: 'for a person of A (the same answer either way)',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { form: { email: target.username } };
    },
    expect: everyone(OK),
  },
  {
    route: 'auth.resetPassword',
    variant: "with a person of A's user id as the reset id",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { encryptedId: target.userId, password: STRONG, confirmPassword: STRONG } };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'auth.getMfaCode',
    variant: 'for another person',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { userId: target.userId, mfaType: 'EMAIL' } };
    },
    expect: { ...everyone(403), none: 401 },
  },
  {
    route: 'auth.updateMfaType',
    variant: 'for another person',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { userId: target.userId, mfaType: 'EMAIL' }, body: { code: '123456' } };
    },
    expect: { ...everyone(403), none: 401 },
  },
  {
    route: 'auth.redirect',
    variant: 'with an unsigned assertion naming a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      const assertion = Buffer.from(
        JSON.stringify({ org: A(ctx), email: target.username, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 120 }),
      ).toString('base64url');
      return { target, form: { key1: assertion, key2: 'forged-signature' } };
    },
    expect: everyone(REFUSED),
  },

  // signup: public; an invitation is a secret link, so a guessed one opens nothing.
  {
    route: 'signup.check',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { invitation: target.userId } };
    },
    expect: everyone(REFUSED),
  },
  { route: 'signup.checkPassword', call: async () => ({ body: { password: STRONG } }), expect: everyone(OK) },
  {
    route: 'signup.create',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return {
        target,
        body: {
          invitation: target.userId,
          username: target.username,
          firstName: 'Mallory',
          lastName: 'Attacker',
          password: STRONG,
          confirmPassword: STRONG,
        },
      };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'signup.accept',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { invitation: target.userId, password: STRONG } };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'signup.otp/send',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { type: 'EMAIL', encryptedId: target.userId, email: target.username } };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'signup.otp/verify',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { type: 'EMAIL', encryptedId: target.userId, email: target.username, code: '123456' } };
    },
    expect: everyone(REFUSED),
  },
  {
    route: 'signup.getTimeZoneList',
    variant: "with a person of A's user id as the invitation",
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { x: target.userId } };
    },
    expect: everyone(REFUSED),
  },

  // user
  {
    route: 'user.get',
    variant: 'a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { id: target.userId } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.getDeliveryList',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { userId: target.userId }, body: table };
    },
    expect: adminsOfA,
  },
  {
    // A reads its invitation (the Unregistered list opens it, for Extend Invite Expiry and Archive): the e-mail, the
    // names A gave and A's access, never the account B knows (user-detail.ts; cross-organisation.integration.test.ts).
    route: 'user.get',
    variant: 'a person of B with an open invitation to A',
    call: async (ctx) => {
      const target = await invitedFromB(ctx);
      return { target, params: { id: target.userId } };
    },
    expect: { ...adminsOfA, adminB: OK },
  },
  { route: 'user.getCurrentUserProfile', call: async () => ({}), expect: signedIn() },
  {
    route: 'user.update',
    variant: 'a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { encryptedId: target.userId, firstName: 'Renamed', lastName: 'Person', mobileNo: '+61400000001' } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.update',
    variant: 'a person active in A and B',
    call: async (ctx) => {
      const target = await sharedByAandB(ctx);
      return { target, body: { encryptedId: target.userId, firstName: 'Renamed', lastName: 'Person', mobileNo: '+61400000001' } };
    },
    expect: gridAdminAlone,
  },
  {
    route: 'user.update',
    variant: 'a person of B with an open invitation to A',
    call: async (ctx) => {
      const target = await invitedFromB(ctx);
      return { target, body: { encryptedId: target.userId, firstName: 'Renamed', lastName: 'Person', mobileNo: '+61400000001' } };
    },
    expect: { ...adminsOfA, adminA: DENIED, adminB: OK },
  },
  {
    route: 'user.create',
    variant: 'a new person in A',
    call: async (ctx) => ({
      body: {
        userType: 'ASSESSOR',
        firstName: 'New',
        lastName: 'Person',
        email: `${Date.now()}-${Math.random().toString(36).slice(2)}@new-person.test`,
        encryptedOrganisationId: A(ctx),
      },
    }),
    expect: adminsOfA,
  },
  {
    route: 'user.create',
    variant: 'in A with the e-mail of a person of B (the answer must not say whose it is)',
    call: async (ctx) => {
      const target = await ctx.world.member(ctx.world.b.organisationId, 'ASSESSOR');
      return {
        target,
        body: { userType: 'ASSESSOR', firstName: 'New', lastName: 'Person', email: target.username, encryptedOrganisationId: A(ctx) },
      };
    },
    expect: adminsOfA,
    blind: { callers: ['adminA'], of: 'the target' },
  },
  {
    route: 'user.archive',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { organisationId: A(ctx), userId: target.userId } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.extendExpiryDate',
    call: async (ctx) => {
      const target = await assessorOfA(ctx, { status: 'INVITED', invitationExpiry: daysFromNow(2) });
      return { target, params: { organisationId: A(ctx), userId: target.userId, date: dayFromNow(10) } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.extendPurgeDate',
    call: async (ctx) => {
      const target = await assessorOfA(ctx, { readyToPurge: true, purgeDate: dayFromNow(3) });
      return { target, params: { organisationId: A(ctx), userId: target.userId, date: dayFromNow(30) } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.getUserListByOrg',
    call: async (ctx) => ({ params: { organisationId: A(ctx), filter: 'all_assessors' }, body: table }),
    expect: adminsOfA,
  },
  {
    route: 'user.getUserList',
    call: async (ctx) => ({
      body: { ...table, searchData: JSON.stringify({ encryptedOrganisationId: A(ctx), userType: 'ASSESSOR', listType: 'ACTIVE' }) },
    }),
    expect: adminsOfA,
  },
  { route: 'user.getUserActiveList', call: async () => ({ body: table }), expect: gridOnly },
  {
    route: 'user.getUserCounters',
    variant: "the caller's own organisation",
    call: async () => ({}),
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'user.resetMfa',
    variant: 'a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { userId: target.userId } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.resetMfa',
    variant: 'a person active in A and B',
    call: async (ctx) => {
      const target = await sharedByAandB(ctx);
      return { target, params: { userId: target.userId } };
    },
    expect: gridAdminAlone,
  },
  {
    route: 'user.resetMfa',
    variant: 'a person of B with an open invitation to A',
    call: async (ctx) => {
      const target = await invitedFromB(ctx);
      return { target, params: { userId: target.userId } };
    },
    expect: { ...adminsOfA, adminA: DENIED, adminB: OK },
  },
  { route: 'user.getCalFeedToken', variant: 'without the calendar feed flag', call: async () => ({}), expect: gridOnly },
  {
    route: 'user.updateDefaultOrganisation',
    variant: 'into A',
    call: async (ctx) => ({ params: { organisationId: A(ctx) } }),
    // A switch the caller may not make is a business refusal (422, 'You do not have access to the selected
    // Organisation.'): the spec's switch error ends in its logout message, which a 403 (access-denied page) would not.
    expect: signedIn({ adminB: 422 }),
  },
  {
    route: 'user.activateAssessor',
    call: async (ctx) => {
      const target = await assessorOfA(ctx, { status: 'INACTIVE', statusReason: 'Deactivated' });
      return { target, params: { organisationId: A(ctx), userId: target.userId }, body: { reason: 'Back on the panel' } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.deactivateAssessor',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { organisationId: A(ctx), userId: target.userId }, body: { reason: 'Left the panel' } };
    },
    expect: adminsOfA,
  },

  // assessor
  {
    route: 'assessor.getAllAssessorByType',
    call: async (ctx) => ({ body: { type: 0, encryptedOrganisationId: A(ctx) } }),
    expect: { ...adminsOfA, assessor: OK, invigilator: OK },
  },
  {
    route: 'assessor.getAssessorInvigilatorAdminList',
    call: async (ctx) => ({
      body: {
        encryptedOrganisationId: A(ctx),
        startDateDisplay: dayFromNow(5),
        startTimeDisplay: '10:00',
        duration: 1,
        encryptedTimezoneId: 'Australia/Sydney',
        deliveryMethod: 'REMOTE',
        stepType: 'INTERVIEW',
      },
    }),
    expect: { ...adminsOfA, assessor: OK },
  },
  {
    route: 'assessor.getListAddAccess',
    call: async (ctx) => ({ body: { ...table, encryptedOrganisationId: A(ctx), assessorAdmin: 'N' } }),
    expect: adminsOfA,
  },
  {
    route: 'assessor.getAssessorAdminByUser',
    call: async (ctx) => ({ target: ctx.world.a.assessorAdmin, params: { userId: ctx.world.a.assessorAdmin.userId, flag: '1' }, body: table }),
    expect: adminsOfA,
  },
  {
    route: 'assessor.addRemoveAssessorAccess',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return {
        target,
        params: {
          organisationId: A(ctx),
          flag: '1',
          assessorId: target.userId,
          adminId: ctx.world.a.assessorAdmin.userId,
          accessTypes: 'INTERVIEW~ASSESSMENT',
        },
      };
    },
    expect: adminsOfA,
  },

  // organisation
  {
    route: 'organisation.getAllActive',
    variant: "the caller's own organisations",
    call: async () => ({ body: table }),
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  { route: 'organisation.get', call: async (ctx) => ({ params: { id: A(ctx) } }), expect: adminsOfA },
  { route: 'organisation.getAccessCountries', call: async () => ({}), expect: gridOnly },
  {
    route: 'organisation.getSwitchData',
    variant: "the caller's own organisations",
    call: async () => ({}),
    expect: signedIn(),
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    // A's own name and sign-in settings are sent back, so the grid admin's save leaves A as the other rows know it.
    route: 'organisation.save',
    variant: 'an edit of A',
    call: async (ctx) => ({
      body: {
        encryptedId: A(ctx),
        name: ctx.world.a.name,
        description: 'Edited by the authorization suite',
        alertEmail: 'alerts@organisation-a.test',
        mfaEnabled: false,
        active: true,
        config: EXAMPLE_ORGANISATION_CONFIG,
      },
    }),
    expect: gridOnly,
  },
  { route: 'organisation.getTimezoneList', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: signedIn({ adminB: DENIED }) },

  // department
  { route: 'department.get', call: async (ctx) => ({ params: { id: await ctx.departmentA() } }), expect: adminsOfA },
  {
    route: 'department.save',
    call: async (ctx) => ({
      body: { encryptedId: await ctx.departmentA(), encryptedOrganisationId: A(ctx), name: 'Renamed department', description: 'Changed' },
    }),
    expect: adminsOfA,
  },
  { route: 'department.list', call: async (ctx) => ({ params: { organisationId: A(ctx) }, body: table }), expect: adminsOfA },
  { route: 'department.getSelectList', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: adminsOfA },

  // project: admins of the project's organisation; project/get also A's assessors (the meeting form)
  {
    route: 'project.save',
    call: async (ctx) => {
      const id = await projectOfA(ctx);
      return {
        body: {
          encryptedId: id,
          formAction: 'edit',
          encryptedOrganisationId: A(ctx),
          encryptedDepartmentId: await ctx.departmentA(),
          name: 'Renamed authorization project',
          stepType: 'INTERNAL',
          startDateDisplay: dayFromNow(2),
          startTimeDisplay: '09:00',
          endDateDisplay: dayFromNow(9),
          endTimeDisplay: '17:00',
          encryptedTimezoneId: 'Australia/Sydney',
          freezePeriodOnsite: 2,
          freezePeriodRemote: 2,
          freezePeriodEdit: 2,
          freezePeriodCompletion: 2,
        },
      };
    },
    expect: adminsOfA,
  },
  { route: 'project.archive', call: async (ctx) => ({ params: { id: await projectOfA(ctx) } }), expect: adminsOfA },
  { route: 'project.get', call: async (ctx) => ({ params: { id: await projectOfA(ctx) } }), expect: { ...adminsOfA, assessor: OK } },
  {
    route: 'project.getList',
    variant: "the caller's own organisation (B's admin sees only B's)",
    call: async () => ({ params: { listType: 'ACTIVE' }, body: table }),
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  { route: 'project.getSelectList', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: adminsOfA },
  {
    route: 'project.extendPurgeDate',
    variant: 'a project that is not ready to purge',
    call: async (ctx) => ({ params: { projectId: await projectOfA(ctx), date: dayFromNow(30) } }),
    expect: { ...adminsOfA, adminA: 422, grid: 422 },
  },
  {
    route: 'project.getAssessorProjectList',
    call: async () => ({}),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: 403, adminB: 403, grid: 403 },
  },

  // project-alert: admins of the project's organisation; the all-organisation list and Add Default Alerts grid admins only
  { route: 'project-alert.getList', call: async () => ({ body: table }), expect: gridOnly },
  {
    route: 'project-alert.getListByProject',
    call: async (ctx) => ({ params: { projectId: await projectOfA(ctx) }, body: table }),
    expect: adminsOfA,
  },
  {
    route: 'project-alert.getDeliveryList',
    call: async (ctx) => ({ params: { projectId: await projectOfA(ctx) }, body: table }),
    expect: adminsOfA,
  },
  { route: 'project-alert.getConfigAlertMissing', call: async (ctx) => ({ params: { projectId: await projectOfA(ctx) } }), expect: adminsOfA },
  { route: 'project-alert.get', call: async (ctx) => ({ params: { id: (await alertOfA(ctx)).alertId } }), expect: adminsOfA },
  {
    route: 'project-alert.getConfigAlertByStepType',
    variant: 'the catalogue, the same for every organisation',
    call: async () => ({ params: { stepType: 'INTERVIEW' } }),
    expect: { ...adminsOfA, adminB: OK },
  },
  { route: 'project-alert.getConfigAlertScopeProject', call: async () => ({}), expect: { ...adminsOfA, adminB: OK } },
  {
    route: 'project-alert.save',
    call: async (ctx) => {
      const { projectId, templateId, alertId } = await alertOfA(ctx);
      return {
        body: {
          encryptedId: alertId,
          encryptedProjectId: projectId,
          code: 'MEETING_CHANGED',
          encryptedNTEmailId: templateId,
          emAddress: '$assessorEmail',
        },
      };
    },
    expect: adminsOfA,
  },
  { route: 'project-alert.remove', call: async (ctx) => ({ params: { id: (await alertOfA(ctx)).alertId } }), expect: adminsOfA },
  { route: 'project-alert.addDefaultAlerts', call: async (ctx) => ({ params: { projectId: await projectOfA(ctx) } }), expect: gridOnly },

  // noti-template: admins read their organisation's templates; only grid admins write them or read the tag list
  { route: 'noti-template.getList', call: async (ctx) => ({ params: { organisationId: A(ctx) }, body: table }), expect: adminsOfA },
  {
    route: 'noti-template.getList',
    variant: "NA: the caller's own organisation (all of them for the grid admin)",
    call: async () => ({ params: { organisationId: 'NA' }, body: table }),
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  { route: 'noti-template.get', call: async (ctx) => ({ params: { id: await ctx.templateA() } }), expect: adminsOfA },
  {
    route: 'noti-template.save',
    variant: 'an edit of a template of A',
    call: async (ctx) => ({
      body: {
        encryptedId: await templateOfA(ctx),
        encryptedOrganisationId: A(ctx),
        scope: 'Project',
        code: 'MEETING_CHANGED',
        deliveryMethod: 'EMAIL',
        name: 'Renamed authorization template',
        subject: 'Meeting moved',
        body: 'Your meeting moved to $meetingStart.',
      },
    }),
    expect: gridOnly,
  },
  { route: 'noti-template.archive', call: async (ctx) => ({ params: { id: await templateOfA(ctx) } }), expect: gridOnly },
  {
    route: 'noti-template.getByOrganisationByCode',
    call: async (ctx) => ({ params: { organisationId: A(ctx), code: 'MEETING_CHANGED' } }),
    expect: adminsOfA,
  },
  { route: 'noti-template.getListByConfigAlertOrg', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: adminsOfA },
  {
    route: 'noti-template.getConfigAlertScopeOrg',
    variant: 'the catalogue, the same for every organisation',
    call: async () => ({}),
    expect: { ...adminsOfA, adminB: OK },
  },
  { route: 'noti-template.getConfigAlertMissing', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: adminsOfA },
  { route: 'noti-template.getAllNotificationTags', call: async () => ({}), expect: gridOnly },

  // resource: admins of the resource's organisation; the free resources of a slot also A's assessors (the meeting form)
  { route: 'resource.getModel', call: async (ctx) => ({ params: { id: await ctx.resourceA() } }), expect: adminsOfA },
  {
    route: 'resource.getList',
    call: async (ctx) => {
      await ctx.resourceA();
      return { params: { organisationId: A(ctx) }, body: table };
    },
    expect: adminsOfA,
  },
  {
    route: 'resource.getTypesByOrg',
    call: async (ctx) => {
      await ctx.resourceA();
      return { params: { organisationId: A(ctx) } };
    },
    expect: adminsOfA,
  },
  {
    route: 'resource.getAddressesByOrg',
    call: async (ctx) => {
      await ctx.resourceA();
      return { params: { organisationId: A(ctx) } };
    },
    expect: adminsOfA,
  },
  {
    route: 'resource.getAvailableResources',
    variant: 'a new meeting of a project of A',
    call: async (ctx) => {
      await ctx.resourceA();
      return { params: { projectId: await projectOfA(ctx), meetingId: 'NA' }, body: { startDate: dayFromNow(5), startTime: '10:00', duration: 1 } };
    },
    expect: { ...adminsOfA, assessor: OK },
  },
  {
    route: 'resource.save',
    variant: 'an edit of a resource of A',
    call: async (ctx) => ({
      params: { organisationId: A(ctx) },
      body: { ...ROOM, encryptedId: await resourceOfA(ctx), name: 'Renamed authorization room' },
    }),
    expect: adminsOfA,
  },
  {
    route: 'resource.save',
    variant: "a resource of A named under the caller's own organisation",
    call: async (ctx) => ({
      params: { organisationId: ctx.world.b.organisationId },
      body: { ...ROOM, encryptedId: await resourceOfA(ctx), name: 'Renamed authorization room' },
    }),
    // B's admin and the grid admin save in B, where A's resource is not found.
    expect: { ...adminsOfA, adminA: 403, adminB: 404, grid: 404 },
  },
  { route: 'resource.archive', call: async (ctx) => ({ params: { id: await resourceOfA(ctx) } }), expect: adminsOfA },

  // upload: candidate files of the caller's organisation (a grid admin names one)
  { route: 'upload.getCandidateInviteSettings', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: adminsOfA },
  {
    route: 'upload.new-candidate-ticket',
    call: async (ctx) => ({ body: { encryptedOrganisationId: A(ctx), fileName: 'candidates.csv', fileSize: 2048 } }),
    expect: adminsOfA,
  },
  {
    route: 'upload.new-candidate',
    variant: 'a file of A into an assessment project of A',
    call: async (ctx) => ({
      body: {
        encryptedOrganisationId: A(ctx),
        objectKey: await candidateFileOfA(ctx, 2),
        projectTypes: ['ASSESSMENT'],
        enAssessmentProjectId: await stepProjectOfA(ctx, 'ASSESSMENT'),
        fileHeaderRow: 'Y',
      },
    }),
    expect: adminsOfA,
  },
  {
    route: 'upload.new-candidate',
    variant: "A's file and project, without naming the organisation",
    call: async (ctx) => ({
      body: {
        objectKey: await candidateFileOfA(ctx, 2),
        projectTypes: ['ASSESSMENT'],
        enAssessmentProjectId: await stepProjectOfA(ctx, 'ASSESSMENT'),
        fileHeaderRow: 'Y',
      },
    }),
    // B's admin works in B: A's file is not B's to read (403) and A's project is not found in B either.
    expect: { ...adminsOfA, adminB: DENIED },
  },
  {
    route: 'upload.getCandidateUploadJob',
    call: async (ctx) => ({ params: { organisationId: A(ctx), jobId: await ctx.uploadJobA() } }),
    expect: adminsOfA,
  },
  {
    route: 'upload.getCandidateUploadJob',
    variant: "A's job under the caller's own organisation",
    call: async (ctx) => ({ params: { organisationId: 'NA', jobId: await ctx.uploadJobA() } }),
    expect: { ...adminsOfA, adminB: 404 },
  },

  // upload: meeting files of the caller's organisation, for meeting authors (assessors and admins)
  {
    route: 'upload.new-meeting-ticket',
    call: async (ctx) => ({ body: { encryptedOrganisationId: A(ctx), fileName: 'meetings.csv', fileSize: 2048 } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'upload.new-meeting',
    variant: 'a file of A into an assessment project of A',
    call: async (ctx) => ({
      body: {
        encryptedOrganisationId: A(ctx),
        objectKey: await meetingFileOfA(ctx),
        encryptedProjectId: await stepProjectOfA(ctx, 'ASSESSMENT'),
        fileHeaderRow: 'N',
      },
    }),
    // B's admin works in B: A's file is not B's to read (403).
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },

  // user-booking: invitations, the JIRA export and purge dates of A's candidates: admins of A
  {
    route: 'user-booking.new-candidate',
    call: async (ctx) => ({
      body: {
        encryptedOrganisationId: A(ctx),
        projectTypes: ['ASSESSMENT'],
        enAssessmentProjectId: await stepProjectOfA(ctx, 'ASSESSMENT'),
        firstName: 'Cara',
        lastName: 'Candidate',
        email: `${ulid().toLowerCase()}@authorization-invite.test`,
        uniqueId: `U-${ulid().slice(-6)}`,
        mobile: '+61412345678',
      },
    }),
    expect: adminsOfA,
  },
  {
    route: 'user-booking.new-candidate',
    variant: "into A's project, without naming the organisation",
    call: async (ctx) => ({
      body: {
        projectTypes: ['ASSESSMENT'],
        enAssessmentProjectId: await stepProjectOfA(ctx, 'ASSESSMENT'),
        firstName: 'Cara',
        lastName: 'Candidate',
        email: `${ulid().toLowerCase()}@authorization-invite.test`,
        uniqueId: `U-${ulid().slice(-6)}`,
        mobile: '+61412345678',
      },
    }),
    // B's admin invites into B, where A's project is not found.
    expect: { ...adminsOfA, adminB: 404 },
  },
  {
    route: 'user-booking.new-candidate',
    variant: 'in A with the e-mail of a person of B (the answer must not say whose it is)',
    call: async (ctx) => {
      const target = await ctx.world.member(ctx.world.b.organisationId, 'CANDIDATE');
      return {
        target,
        body: {
          encryptedOrganisationId: A(ctx),
          projectTypes: ['ASSESSMENT'],
          enAssessmentProjectId: await stepProjectOfA(ctx, 'ASSESSMENT'),
          firstName: 'Cara',
          lastName: 'Candidate',
          email: target.username,
          uniqueId: `U-${ulid().slice(-6)}`,
          mobile: '+61412345678',
        },
      };
    },
    expect: adminsOfA,
    blind: { callers: ['adminA', 'grid'], of: 'the target' },
  },
  {
    route: 'user-booking.candidateExportData',
    variant: 'every candidate of A',
    call: async (ctx) => ({ params: { organisationId: A(ctx), type: '1' } }),
    expect: adminsOfA,
  },
  {
    route: 'user-booking.extendPurgeDate',
    call: async (ctx) => ({ target: ctx.world.a.candidate, params: { bookingId: await bookingReadyToPurgeOfA(ctx), date: dayFromNow(30) } }),
    expect: adminsOfA,
  },
  {
    route: 'user-booking.getBookingCounters',
    variant: "the caller's own organisation (an assessor's or invigilator's own meetings)",
    call: async () => ({}),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: OK, grid: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'user-booking.getQuarterDataBooking',
    variant: "cancelled bookings of A's assessor",
    call: async (ctx) => ({ params: { id: 'CANCELLED' }, body: [ctx.world.a.assessor.userId] }),
    expect: adminsOfA,
  },
  // the booking list: tabs of the caller's own organisation (staff their own meetings'), a meeting's bookings for those who
  // reach the meeting, a project's and a candidate's for admins of A
  {
    route: 'user-booking.getUserBookingList',
    variant: "the Upcoming tab of the caller's own organisation (B's admin sees only B's)",
    call: async () => ({ params: { listType: 'UPCOMING', refId: 'NA' }, body: table }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: OK, grid: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'user-booking.getUserBookingList',
    variant: "the bookings of a meeting of A's assessor",
    call: async (ctx) => ({ params: { listType: 'MEETING', refId: (await meetingOfA(ctx)).id }, body: table }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'user-booking.getUserBookingList',
    variant: 'the bookings of a project of A',
    call: async (ctx) => ({ params: { listType: 'PROJECT', refId: await projectOfA(ctx) }, body: table }),
    expect: adminsOfA,
  },
  {
    route: 'user-booking.getUserBookingList',
    variant: "the bookings of A's candidate",
    call: async (ctx) => ({ target: ctx.world.a.candidate, params: { listType: 'CANDIDATE', refId: ctx.world.a.candidate.userId }, body: table }),
    expect: adminsOfA,
  },
  // a booking of A's candidate in a meeting of A's assessor: the candidate, that assessor and admins of A
  {
    route: 'user-booking.getById',
    call: async (ctx) => ({ target: ctx.world.a.candidate, params: { id: (await confirmedBookingOfA(ctx)).bookingId } }),
    expect: { none: 401, candidate: OK, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'user-booking.getConfirmedCandidateNames',
    call: async (ctx) => ({ target: ctx.world.a.candidate, params: { meetingId: (await confirmedBookingOfA(ctx)).meetingId } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'user-booking.getCandidateInterview',
    variant: "A's candidate in A",
    call: async (ctx) => {
      await confirmedBookingOfA(ctx);
      return { target: ctx.world.a.candidate, params: { candidateId: ctx.world.a.candidate.userId, organisationId: A(ctx) } };
    },
    expect: { none: 401, candidate: OK, assessor: 403, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'user-booking.getCandidateBooking',
    variant: "the caller's own bookings",
    call: async () => ({}),
    expect: { none: 401, candidate: OK, assessor: 403, invigilator: 403, adminA: 403, adminB: 403, grid: 403 },
  },
  {
    route: 'user-booking.update-status',
    variant: "cancel A's candidate's confirmed booking, a month ahead",
    call: async (ctx) => ({
      target: ctx.world.a.candidate,
      body: { encryptedId: (await confirmedBookingOfA(ctx)).bookingId, status: 'CANCELLED', statusReason: 'Cannot attend' },
    }),
    expect: { none: 401, candidate: OK, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'user-booking.bulk-complete',
    variant: 'a booking of A awaiting completion',
    call: async (ctx) => ({ target: ctx.world.a.candidate, body: [(await confirmedBookingOfA(ctx, -3)).bookingId] }),
    expect: adminsOfA,
  },
  // booking a slot: A's candidate their own pending step, admins of A any candidate of A
  {
    route: 'user-booking.new-booking',
    variant: "the pending step of A's candidate into a meeting of its project",
    call: async (ctx) => {
      const { meetingId, stepId } = await pendingStepOfA(ctx);
      return { target: ctx.world.a.candidate, body: { encryptedMeetingId: meetingId, encryptedStepId: stepId } };
    },
    expect: { none: 401, candidate: OK, assessor: 403, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'user-booking.new-booking',
    variant: "A's candidate named by id, into a meeting of A",
    call: async (ctx) => {
      const { meetingId } = await pendingStepOfA(ctx);
      return { target: ctx.world.a.candidate, body: { encryptedMeetingId: meetingId, encryptedCandidateId: ctx.world.a.candidate.userId } };
    },
    expect: { none: 401, candidate: DENIED, assessor: 403, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingSpotsEmpty',
    variant: "the pending step of A's candidate",
    call: async (ctx) => ({ body: { ...table, searchData: JSON.stringify({ encryptedStepId: (await pendingStepOfA(ctx)).stepId }) } }),
    expect: { none: 401, candidate: OK, assessor: 403, invigilator: 403, adminA: 403, adminB: 403, grid: 403 },
  },
  // meeting-session: the live session of a remote interview of A (its candidate, its host, A's admins as co-hosts); a
  // signed-in member of A without a part is answered NOT_ALLOWED (the spec's start rule), a candidate without a
  // booking and another organisation are not found.
  ...(
    [
      'isMeetingCreationAllowed',
      'getMeetingResponse',
      'isMeetingStarted',
      'getJoinInfo',
      'createAttendeeResponse',
      'switchToNewDevice',
      'joinWithOutSwitch',
      'getActualMeetingStartTime',
    ] as const
  ).map(
    (operation): AuthorizationRow => ({
      route: `meeting-session.${operation}`,
      variant: 'a remote interview of A a month ahead',
      call: async (ctx) => ({ target: ctx.world.a.candidate, params: { id: (await remoteInterviewOfA(ctx)).meetingId } }),
      expect: { none: 401, candidate: OK, assessor: OK, invigilator: OK, adminA: OK, adminB: DENIED, grid: OK },
    }),
  ),
  {
    route: 'meeting-session.finishMeeting',
    variant: 'a remote interview of A not started',
    call: async (ctx) => ({ target: ctx.world.a.candidate, params: { id: (await remoteInterviewOfA(ctx)).meetingId } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting-session.getAttendeeName',
    variant: 'the host of a live session of A',
    call: async (ctx) => {
      const { meetingId, hostAttendeeId } = await liveSessionOfA(ctx);
      return { target: ctx.world.a.assessor, params: { hostOrExternalId: hostAttendeeId, meetingId } };
    },
    expect: { none: 401, candidate: OK, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting-session.candidatesCanSeeEachOther',
    variant: "A's setting",
    call: async (ctx) => ({ params: { organisationId: A(ctx) } }),
    expect: { none: 401, candidate: OK, assessor: OK, invigilator: OK, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'user-booking.getCandidatesInWaitingRoom',
    variant: 'a remote interview of A',
    call: async (ctx) => ({ target: ctx.world.a.candidate, params: { meetingId: (await remoteInterviewOfA(ctx)).meetingId } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
    blind: { callers: ['adminB', 'invigilator'], of: 'the target' },
  },
  {
    route: 'user-booking.checkInWaitingRoom',
    variant: "A's candidate's remote interview",
    call: async (ctx) => ({ target: ctx.world.a.candidate, body: { encryptedMeetingId: (await remoteInterviewOfA(ctx)).meetingId } }),
    expect: { none: 401, candidate: OK, assessor: 403, invigilator: 403, adminA: 403, adminB: 403, grid: 403 },
  },
  // download: public; the link (a booking id) with a guessed unique id opens nothing, whoever calls (each refused try is
  // written to the candidate's audit log, so no target snapshot here: download/file.integration.test.ts checks it).
  {
    route: 'download.file',
    variant: "a booking of A's candidate with a file, and a guessed unique id",
    call: async (ctx) => {
      const { stepId } = await pendingStepOfA(ctx);
      await ctx.db.booking
        .patch({ organisationId: A(ctx), bookingId: stepId })
        .set({ fileKey: `booking-files/${A(ctx)}/${stepId}/f.pdf`, fileName: 'f.pdf' })
        .go();
      return { body: { encryptedId: stepId, uniqueId: 'GUESSED-1' } };
    },
    expect: everyone(REFUSED),
  },
  // upload: the file for the candidate of a booking of A, for admins of A
  {
    route: 'upload.booking-file-ticket',
    call: async (ctx) => ({ body: { encryptedBookingId: (await pendingStepOfA(ctx)).stepId, fileName: 'report.pdf', fileSize: 2048 } }),
    expect: adminsOfA,
  },
  {
    route: 'upload.booking-file',
    variant: 'a file put in the folder of a booking of A',
    call: async (ctx) => {
      const { stepId } = await pendingStepOfA(ctx);
      const objectKey = `booking-files/${A(ctx)}/${stepId}/01AUTHTABLE/report.pdf`;
      await ctx.uploads.put(objectKey, new Uint8Array(2048), 'application/pdf');
      return { body: { encryptedBookingId: stepId, objectKey } };
    },
    expect: adminsOfA,
  },
  // upload: booking files of A, for admins of A
  {
    route: 'upload.new-booking-ticket',
    call: async (ctx) => ({ body: { encryptedOrganisationId: A(ctx), fileName: 'bookings.csv', fileSize: 2048 } }),
    expect: adminsOfA,
  },
  {
    route: 'upload.new-booking',
    variant: "a file naming A's candidate, into a meeting of A",
    call: async (ctx) => ({ target: ctx.world.a.candidate, body: await bookingFileOfA(ctx) }),
    expect: adminsOfA,
  },

  // dashboard: the Users counter of A's projects, for admins of A
  {
    route: 'dashboard.searchUsers',
    variant: 'filtered by a project of A',
    call: async (ctx) => ({ body: { listType: 'ALL', searchData: JSON.stringify({ search: 'a', encryptedProjectId: [await projectOfA(ctx)] }) } }),
    expect: adminsOfA,
  },

  // meeting
  {
    route: 'meeting.extendPurgeDate',
    call: async (ctx) => ({ params: { meetingId: await meetingReadyToPurgeOfA(ctx), date: dayFromNow(30) } }),
    expect: adminsOfA,
  },
  // meeting page: admins of the meeting's organisation, and A's assessor on the meetings they run
  {
    route: 'meeting.save',
    variant: "a new meeting of A's assessor in a project of A",
    call: async (ctx) => ({ body: await meetingSaveOfA(ctx) }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.save',
    variant: "an edit of a meeting of A run by A's assessor",
    call: async (ctx) => {
      const { id, body } = await meetingOfA(ctx);
      return { body: { ...body, encryptedId: id, comments: 'Moved to the second floor' } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.get',
    call: async (ctx) => ({ params: { id: (await meetingOfA(ctx)).id } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingInfo',
    call: async (ctx) => ({ params: { id: (await meetingOfA(ctx)).id } }),
    expect: { none: 401, candidate: DENIED, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.isEditAllowed',
    call: async (ctx) => ({ params: { id: (await meetingOfA(ctx)).id, action: 'DELETE', flag: 'N' } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.archive',
    call: async (ctx) => ({ body: { encryptedId: (await meetingOfA(ctx)).id, comments: 'No longer needed' } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.eventDrag',
    variant: "a meeting of A run by A's assessor, dragged three weeks on",
    call: async (ctx) => {
      const { id } = await meetingOfA(ctx);
      const { data } = await ctx.db.meeting.get({ organisationId: A(ctx), meetingId: id }).go();
      const newStart = new Date(Date.parse(data!.start) + 21 * 86_400_000).toISOString();
      return { form: { encryptedId: id, newStartDateUTC: newStart, statusReason: 'Panel moved' } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.saveInternalData',
    variant: "an internal meeting of A's assessor that has started",
    call: async (ctx) => {
      const project = await projectOfA(ctx);
      const id = await meetingPageRecords(ctx.db, A(ctx)).pastInternalMeeting(project, ctx.world.a.assessor.userId);
      return {
        body: {
          encryptedId: id,
          actualHours: 1,
          statusInternal: 'COMPLETED',
          taskJson: [{ name: 'EAP', assessorSelected: true, completedHours: 1, completedTasks: 1 }],
        },
      };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingListByProject',
    call: async (ctx) => {
      const { body } = await meetingOfA(ctx);
      return { params: { projectId: String(body.encryptedProjectId), listType: 'active' }, body: table };
    },
    expect: adminsOfA,
  },
  {
    route: 'meeting.getMeetingListByResource',
    call: async (ctx) => ({ params: { resourceId: await ctx.resourceA() }, body: table }),
    expect: adminsOfA,
  },
  // meeting list: staff of A (assessors and invigilators see their own meetings), dashboard and bulk edit for admins of A
  {
    route: 'meeting.getMeetingList',
    variant: "A's active tab, naming A",
    call: async (ctx) => ({ params: { a: A(ctx), b: 'NA' }, body: { ...table, searchData: JSON.stringify({ listType: 'active' }) } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingList',
    variant: "the caller's own organisation (B's admin sees only B's)",
    call: async (ctx) => {
      await meetingOfA(ctx);
      return { params: { a: 'NA', b: 'NA' }, body: { ...table, searchData: JSON.stringify({ listType: 'active' }) } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: OK, grid: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'meeting.getMeetingList',
    variant: 'filtered by a project of A',
    call: async (ctx) => {
      const { body } = await meetingOfA(ctx);
      const search = { listType: 'active', encryptedProjectId: [String(body.encryptedProjectId)] };
      return { params: { a: 'NA', b: 'NA' }, body: { ...table, searchData: JSON.stringify(search) } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingList',
    variant: "the calendar's month of A, naming A",
    call: async (ctx) => ({
      params: { a: A(ctx), b: 'dayGridMonth' },
      body: { ...table, pageSize: 0, searchData: JSON.stringify({ dateRange: `${dayFromNow(0)}~${dayFromNow(30)}` }) },
    }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.bulk-edit',
    call: async (ctx) => ({ body: { encryptedIds: [(await meetingOfA(ctx)).id], stepType: 'INTERVIEW', editSurge: true, surge: true } }),
    expect: adminsOfA,
  },
  {
    route: 'meeting.getDashboardMeetingData',
    variant: 'filtered by a project of A',
    call: async (ctx) => ({ body: { ...table, searchData: JSON.stringify({ encryptedProjectId: [await projectOfA(ctx)] }) } }),
    expect: adminsOfA,
  },
  {
    route: 'meeting.getQuarterDataMeeting',
    variant: 'counting a project of A',
    call: async (ctx) => ({ body: [await projectOfA(ctx)] }),
    expect: adminsOfA,
  },

  // purge: the purge lists of an organisation, for its admins (a grid admin names the organisation)
  { route: 'purge.getUserList', call: async (ctx) => purgeListOfA(ctx, { userType: 'candidate' }), expect: adminsOfA },
  {
    route: 'purge.getMeetingList',
    call: async (ctx) => {
      await meetingReadyToPurgeOfA(ctx);
      return purgeListOfA(ctx);
    },
    expect: adminsOfA,
  },
  {
    route: 'purge.getMeetingList',
    variant: "the caller's own organisation (B's admin sees only B's)",
    call: async (ctx) => {
      await meetingReadyToPurgeOfA(ctx);
      return { body: { ...table, searchData: JSON.stringify({ dayFilter: 90 }) } };
    },
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'purge.getBookingList',
    call: async (ctx) => {
      await bookingReadyToPurgeOfA(ctx);
      return purgeListOfA(ctx);
    },
    expect: adminsOfA,
  },

  // config-label: grid admins only
  { route: 'config-label.getListByOrganisation', call: async (ctx) => ({ params: { organisationId: A(ctx) }, body: table }), expect: gridOnly },
  {
    route: 'config-label.save',
    call: async (ctx) => ({ body: { encryptedId: ctx.labelA, encryptedOrganisationId: A(ctx), code: 'MEETING', display: `Session ${Date.now()}` } }),
    expect: gridOnly,
  },
  { route: 'config-label.get', call: async (ctx) => ({ params: { id: ctx.labelA } }), expect: gridOnly },
  { route: 'config-label.getAvailableCodes', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: gridOnly },

  // audit-log: admins of the record's organisation (assessors only for meetings they own)
  {
    route: 'audit-log.getByRefId',
    variant: 'a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { refType: 'User', refId: target.userId }, body: table };
    },
    expect: adminsOfA,
  },
  {
    route: 'audit-log.getByRefId',
    variant: "A's department",
    call: async (ctx) => ({ params: { refType: 'Department', refId: await ctx.departmentA() }, body: table }),
    expect: adminsOfA,
  },
  {
    route: 'audit-log.getFieldAuditByRefId',
    variant: 'organisation A, every field',
    call: async (ctx) => ({ params: { refType: 'Organisation', refId: A(ctx), field: 'ALL' } }),
    expect: adminsOfA,
  },
  {
    route: 'audit-log.getFieldAuditByRefId',
    variant: "a meeting of A run by A's assessor",
    call: async (ctx) => ({ params: { refType: 'Meeting', refId: await meetingReadyToPurgeOfA(ctx), field: 'ALL' } }),
    // The meeting page's Field Audit Log is an admin action (doc 2 §2), even for the meeting's own assessor.
    expect: adminsOfA,
  },
  {
    route: 'audit-log.getFieldAuditByRefId',
    variant: 'a meeting of A run by another assessor',
    call: async (ctx) => {
      const records = purgeRecords(ctx.db, A(ctx));
      const other = await assessorOfA(ctx);
      return { params: { refType: 'Meeting', refId: await records.meeting(await records.project(), other.userId), field: 'ALL' } };
    },
    expect: { ...adminsOfA, assessor: DENIED, invigilator: DENIED },
  },

  // calendar: downloads of the caller's organisation (an assessor's or invigilator's own meetings); the feed by its token
  {
    route: 'calendar.project/download',
    call: async (ctx) => ({ params: { projectId: (await calendarMeetingOfA(ctx)).projectId } }),
    expect: adminsOfA,
  },
  {
    route: 'calendar.meeting/download',
    variant: "a meeting of A run by A's assessor",
    call: async (ctx) => ({ params: { meetingId: (await calendarMeetingOfA(ctx)).meetingId } }),
    expect: { ...adminsOfA, assessor: OK, invigilator: DENIED },
  },
  {
    route: 'calendar.download',
    variant: "the caller's own organisation (B's admin gets only B's)",
    call: async (ctx) => {
      await calendarMeetingOfA(ctx);
      return { params: { exportType: 'ics', type: 'NA', startDate: dayFromNow(0), endDate: dayFromNow(10) } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: OK, grid: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    // A live token answers text/calendar to anyone who holds it (calendar/calendar.integration.test.ts reads it).
    route: 'calendar.feed',
    variant: 'a revoked token',
    call: async (ctx) => ({ params: { token: await revokedFeedTokenOfA(ctx) } }),
    expect: everyone(404),
  },
];
