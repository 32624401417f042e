import { handler as meetingHandler } from '../../meeting/index.ts';
import { handler as projectHandler } from '../../project/index.ts';
import { purgeRecords } from '../../purge/testing/purge-records.ts';
import { bookingRecords } from '../../user-booking/testing/booking-records.ts';
import { parseBody } from '../api-event.ts';
import { invoke } from '../invoke.ts';
import type { RowContext } from './authorization-row.ts';

/** What the rows of several areas share: records of organisation A, made fresh per call, and the values they send. */

export const STRONG = 'Harbour#Quill73Meadow';

export const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

export const dayFromNow = (n: number) => daysFromNow(n).slice(0, 10);

export const A = (ctx: RowContext) => ctx.world.a.organisationId;

export const assessorOfA = (ctx: RowContext, access = {}) => ctx.world.member(A(ctx), 'ASSESSOR', access);

export const table = { pageIndex: 0, pageSize: 10 };

/** A fresh active project of A, saved by A's admin. */
export async function projectOfA(ctx: RowContext): Promise<string> {
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

/** A saved project of A; not internal ones carry the fields the save asks of them (candidates are invited to those). */
export async function stepProjectOfA(ctx: RowContext, stepType: 'ASSESSMENT' | 'INTERVIEW'): Promise<string> {
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

/** Each meeting of the rows at its own hour (A's assessor runs them all, and one person runs one meeting at a time). */
let meetingSlots = 0;

/** The next free hour of A's staff for a meeting of a row: a day from four days ahead and an hour of it. */
export function nextFreeHour(): { day: string; time: string } {
  const slot = meetingSlots++;
  return { day: dayFromNow(4 + Math.floor(slot / 20)), time: `${String(2 + (slot % 20)).padStart(2, '0')}:00` };
}

/** The meeting page's save payload: a remote interview of A's assessor in a fresh interview project of A, at a free hour. */
export async function meetingSaveOfA(ctx: RowContext): Promise<Record<string, unknown>> {
  const { day, time } = nextFreeHour();
  return {
    encryptedProjectId: await stepProjectOfA(ctx, 'INTERVIEW'),
    startDateDisplay: day,
    startTimeDisplay: time,
    encryptedTimezoneId: 'Australia/Sydney',
    deliveryMethod: 'REMOTE',
    encryptedAssessorId: ctx.world.a.assessor.userId,
    instructions: 'Join from a quiet room.',
  };
}

/** A fresh meeting of A's assessor, saved by A's admin through meeting/save; with the payload that saved it. */
export async function meetingOfA(ctx: RowContext): Promise<{ id: string; body: Record<string, unknown> }> {
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
export async function meetingReadyToPurgeOfA(ctx: RowContext): Promise<string> {
  const records = purgeRecords(ctx.db, A(ctx));
  return records.meeting(await records.project(), ctx.world.a.assessor.userId, { purgeDate: dayFromNow(3) });
}

/** A fresh archived booking of A's candidate, ready to purge. */
export async function bookingReadyToPurgeOfA(ctx: RowContext): Promise<string> {
  const records = purgeRecords(ctx.db, A(ctx));
  return records.booking(await records.project(), ctx.world.a.candidate.userId, { purgeDate: dayFromNow(3) });
}

/** A fresh assessment project of A with a meeting in three days and a pending step of A's candidate in it. */
export async function pendingStepOfA(ctx: RowContext): Promise<{ projectId: string; meetingId: string; stepId: string }> {
  const records = bookingRecords(ctx.db, A(ctx));
  const projectId = await records.project('ASSESSMENT');
  const meetingId = await records.meeting(projectId, 72);
  return { projectId, meetingId, stepId: await records.pending(ctx.world.a.candidate.userId, projectId) };
}
