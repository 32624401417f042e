import { ulid } from 'ulid';
import type { Actor } from '@scheduler/core/actor';
import { bookingRecords } from '../../user-booking/testing/booking-records.ts';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import { createWaitlistSeats } from '@scheduler/core/waitlist/waitlist-seats';
import { createWaitlistService } from '@scheduler/core/waitlist/waitlist-service';
import { createWaitlistStore } from '@scheduler/core/waitlist/waitlist-store';
import { OK, DENIED, type RowContext, type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { dayFromNow, A, table, projectOfA, stepProjectOfA, meetingOfA, bookingReadyToPurgeOfA, pendingStepOfA } from './records-of-a.ts';

/**
 * A's candidate CONFIRMED into an interview of A's assessor starting `inHours` from now (negative: started, so
 * awaiting completion), booked through the seat transaction. A month ahead by default: clear of the assessments the
 * booking rows book for the same candidate three days ahead, which the gap rule would otherwise set against them.
 */
export async function confirmedBookingOfA(ctx: RowContext, inHours = 30 * 24): Promise<{ bookingId: string; meetingId: string }> {
  const records = bookingRecords(ctx.db, A(ctx));
  const projectId = await records.project('INTERVIEW');
  const meetingId = await records.meeting(projectId, inHours, { stepType: 'INTERVIEW', assessorId: ctx.world.a.assessor.userId, candidateMax: 1 });
  const bookingId = await records.pending(ctx.world.a.candidate.userId, projectId, 'INTERVIEW');
  const booked = await bookSeat(ctx.db, { organisationId: A(ctx), bookingId, meetingId, now: new Date().toISOString() });
  if (!booked.ok) throw new Error(`the booking of A could not be made: ${booked.reason}`);
  return { bookingId, meetingId };
}

/**
 * A's candidate pending in an interview project of A that offers nothing yet (no meeting), on its waitlist when
 * `joined`: the step id and project, as the waitlist calls name them.
 */
async function waitlistedStepOfA(ctx: RowContext, joined: boolean): Promise<{ stepId: string; projectId: string }> {
  const records = bookingRecords(ctx.db, A(ctx));
  const projectId = await records.project('INTERVIEW');
  const candidate = ctx.world.a.candidate;
  const stepId = await records.pending(candidate.userId, projectId, 'INTERVIEW');
  if (joined) {
    const { userId, username, fullName } = candidate;
    const actor: Actor = { userId, username, fullName, userType: 'CANDIDATE', organisationId: A(ctx), roles: ['ROLE_CANDIDATE'], sessionId: '' };
    await createWaitlistService({ db: ctx.db, clock: systemClock, ids: ulidIds }).join(actor, {
      encryptedStepId: stepId,
      deliveryMethod: 'BOTH',
    });
  }
  return { stepId, projectId };
}

/** Only A's candidate, about their own step: every other caller is refused by role. */
const candidateOnly = { none: 401, candidate: OK, assessor: 403, invigilator: 403, adminA: 403, adminB: 403, grid: 403 } as const;

export const USER_BOOKING_ROWS: readonly AuthorizationRow[] = [
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
  // rescheduling (issue 22): A's candidate their own confirmed booking, admins of A any of A's
  {
    route: 'user-booking.reschedule-booking',
    variant: "the confirmed booking of A's candidate to another meeting of its step",
    call: async (ctx) => {
      const records = bookingRecords(ctx.db, A(ctx));
      const projectId = await records.project('INTERVIEW');
      const details = { stepType: 'INTERVIEW' as const, assessorId: ctx.world.a.assessor.userId };
      const [from, to] = [await records.meeting(projectId, 20 * 24, details), await records.meeting(projectId, 21 * 24, details)];
      const bookingId = await records.pending(ctx.world.a.candidate.userId, projectId, 'INTERVIEW');
      const booked = await bookSeat(ctx.db, { organisationId: A(ctx), bookingId, meetingId: from, now: new Date().toISOString() });
      if (!booked.ok) throw new Error(`the booking of A could not be made: ${booked.reason}`);
      return { target: ctx.world.a.candidate, body: { encryptedBookingId: bookingId, encryptedMeetingId: to } };
    },
    expect: { none: 401, candidate: OK, assessor: 403, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingSpotsEmpty',
    variant: "the pending step of A's candidate",
    call: async (ctx) => ({ body: { ...table, searchData: JSON.stringify({ encryptedStepId: (await pendingStepOfA(ctx)).stepId }) } }),
    expect: { none: 401, candidate: OK, assessor: 403, invigilator: 403, adminA: 403, adminB: 403, grid: 403 },
  },
  // the waitlist (issue 22): A's candidate their own step; admins of A the project's waitlist and its removals
  {
    route: 'user-booking.waitlist-join',
    variant: "the pending step of A's candidate, where nothing is offered",
    call: async (ctx) => ({ target: ctx.world.a.candidate, body: { encryptedStepId: (await waitlistedStepOfA(ctx, false)).stepId } }),
    expect: candidateOnly,
  },
  {
    route: 'user-booking.waitlist-remove',
    variant: "the waitlisted step of A's candidate",
    call: async (ctx) => ({ target: ctx.world.a.candidate, body: { encryptedStepId: (await waitlistedStepOfA(ctx, true)).stepId } }),
    expect: { none: 401, candidate: OK, assessor: 403, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'user-booking.waitlist-confirm-hold',
    variant: "the seat held for A's candidate",
    call: async (ctx) => {
      const { stepId, projectId } = await waitlistedStepOfA(ctx, true);
      const meetingId = await bookingRecords(ctx.db, A(ctx)).meeting(projectId, 20 * 24, {
        stepType: 'INTERVIEW',
        assessorId: ctx.world.a.assessor.userId,
        candidateMax: 1,
      });
      const held = await createWaitlistSeats({ db: ctx.db, clock: systemClock, ids: ulidIds }).promoteMeeting(A(ctx), meetingId);
      const holdId = (await createWaitlistStore(ctx.db).entryOf(A(ctx), stepId, { consistent: true }))?.holdId;
      if (held !== 1 || !holdId) throw new Error("no seat could be held for A's candidate");
      return { target: ctx.world.a.candidate, body: { encryptedHoldId: holdId } };
    },
    expect: candidateOnly,
  },
  {
    route: 'user-booking.getWaitlist',
    variant: 'a project of A with a waitlisted candidate',
    call: async (ctx) => ({ target: ctx.world.a.candidate, params: { projectId: (await waitlistedStepOfA(ctx, true)).projectId } }),
    expect: adminsOfA,
    blind: { callers: ['adminB'], of: 'the target' },
  },
];
