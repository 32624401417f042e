import { ulid } from 'ulid';
import { CSV_CANDIDATE_COLUMNS } from '@scheduler/contracts/schemas/upload';
import { handler as uploadHandler } from '../../upload/index.ts';
import { parseBody } from '../api-event.ts';
import { invoke } from '../invoke.ts';
import { OK, DENIED, type RowContext, type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { A, stepProjectOfA, nextFreeHour, pendingStepOfA } from './records-of-a.ts';

/** A CSV of `rows` new candidates, with the spec's header row. */
export function candidateCsv(rows: number): string {
  const tag = ulid().toLowerCase();
  const lines = [CSV_CANDIDATE_COLUMNS.join(',')];
  for (let i = 1; i <= rows; i++) lines.push(`U${i},JIRA-${i},First${i},Last${i},+61412345678,${tag}.${i}@authorization-upload.test,Extra time`);
  return `${lines.join('\r\n')}\r\n`;
}

/** A candidate file of A as the page leaves it: a ticket asked by A's admin, then the file put where it says. */
export async function candidateFileOfA(ctx: RowContext, rows: number): Promise<string> {
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
export async function meetingFileOfA(ctx: RowContext): Promise<string> {
  const admin = ctx.world.a.admin;
  const { day, time } = nextFreeHour();
  const row = [ctx.world.a.invigilator.username, 'Active', day, time];
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

/** A booking file of A (A's candidate by e-mail) put where a ticket asked by A's admin says, with its project and meeting. */
export async function bookingFileOfA(ctx: RowContext) {
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

export const UPLOAD_ROWS: readonly AuthorizationRow[] = [
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
];

export const BOOKING_UPLOAD_ROWS: readonly AuthorizationRow[] = [
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
];
