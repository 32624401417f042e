import { ulid } from 'ulid';
import { bookingRecords } from '../../user-booking/testing/booking-records.ts';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import { OK, DENIED, type RowContext, type AuthorizationRow } from './authorization-row.ts';
import { A } from './records-of-a.ts';

/**
 * A's candidate CONFIRMED into a REMOTE interview of A's assessor a month ahead (outside the live-session window, so
 * no call here needs media): the meeting of the meeting-session and waiting-room rows.
 */
export async function remoteInterviewOfA(ctx: RowContext): Promise<{ bookingId: string; meetingId: string }> {
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
export async function liveSessionOfA(ctx: RowContext): Promise<{ meetingId: string; hostAttendeeId: string }> {
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

export const MEETING_SESSION_ROWS: readonly AuthorizationRow[] = [
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
];
