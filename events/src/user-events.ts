import * as z from 'zod';
import { defineEvent, entityId, instant } from './event-base.ts';

const invitedUserType = z.enum(['CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN']);

/** A user was invited (new candidate, upload row, add user): the notify Lambda sends the invitation e-mail. */
export const userInvited = defineEvent('user.invited', {
  userId: entityId,
  email: z.email(),
  userType: invitedUserType,
  invitationExpiresAt: instant,
  projectIds: z.array(entityId).default([]),
});

/** An invitation's expiry was extended ('Invitation Expiry Date Extended'). */
export const userInvitationExtended = defineEvent('user.invitation-extended', {
  userId: entityId,
  invitationExpiresAt: instant,
});

/** An invited user completed sign-up. */
export const userSignedUp = defineEvent('user.signed-up', { userId: entityId });

/** A user's access changed: their sessions are revoked and their next call answers 409 (access modified). */
export const userAccessModified = defineEvent('user.access-modified', {
  userId: entityId,
  change: z.enum(['ACTIVATED', 'DEACTIVATED', 'ARCHIVED', 'ROLES_CHANGED', 'ORGANISATION_ACCESS_REMOVED', 'MFA_RESET']),
  reason: z.string().max(200).optional(),
});

/**
 * A person asked for a password reset link (auth/requestResetPassword), at most once in a few minutes: the notify
 * function issues the single-use link and sends it by e-mail. The link itself never travels on the bus.
 */
export const userPasswordResetRequested = defineEvent('user.password-reset-requested', {
  userId: entityId,
  /** Names this request: the notify function sends once per request, however often the bus delivers it. */
  requestId: entityId,
});

export const userEventExamples = [
  userInvited.parse({
    type: 'user.invited',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      actorUserId: '01JQ0USR00000000000000ADMN',
      occurredAt: '2027-03-04T22:05:00.000Z',
      userId: '01JQ0USR00000000000000CAND',
      email: 'candidate@example.com',
      userType: 'CANDIDATE',
      invitationExpiresAt: '2027-03-05T22:05:00.000Z',
      projectIds: ['01JQ0PRJ0000000000000000A1'],
    },
  }),
  userInvitationExtended.parse({
    type: 'user.invitation-extended',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      actorUserId: '01JQ0USR00000000000000ADMN',
      occurredAt: '2027-03-06T01:00:00.000Z',
      userId: '01JQ0USR00000000000000CAND',
      invitationExpiresAt: '2027-03-20T13:00:00.000Z',
    },
  }),
  userSignedUp.parse({
    type: 'user.signed-up',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      actorUserId: '01JQ0USR00000000000000CAND',
      occurredAt: '2027-03-05T01:00:00.000Z',
      userId: '01JQ0USR00000000000000CAND',
    },
  }),
  userPasswordResetRequested.parse({
    type: 'user.password-reset-requested',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      actorUserId: '01JQ0USR0000000000000ASSES',
      occurredAt: '2027-03-08T01:00:00.000Z',
      userId: '01JQ0USR0000000000000ASSES',
      requestId: '01JQ0RST0000000000000000R1',
    },
  }),
  userAccessModified.parse({
    type: 'user.access-modified',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      actorUserId: '01JQ0USR00000000000000ADMN',
      occurredAt: '2027-03-07T01:00:00.000Z',
      userId: '01JQ0USR0000000000000ASSES',
      change: 'DEACTIVATED',
      reason: 'Deactivated',
    },
  }),
];
