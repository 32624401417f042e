import { CANDIDATE_INVITE_MESSAGES } from '@scheduler/contracts/schemas/upload';
import type { Actor } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { bookingBuckets } from '../booking/booking-list.ts';
import { errors } from '../errors.ts';
import { createInvitationService, invitationWrites, type IssuedInvitation } from '../signup/invitations.ts';
import { formatInvitationExpiry } from '../time/time-formats.ts';
import { hasAccount, type AccountDeps } from '../user/account-deps.ts';
import { memberCreate } from '../user/member-list.ts';
import type { User } from '../user/user-entity.ts';
import type { Candidate } from './candidate-fields.ts';
import type { InviteTarget } from './invite-target.ts';

/** Rounds of an invitation that lost a race (another invite of the same e-mail or project wrote first): each reads again. */
const ROUNDS = 4;
const DAY_MS = 24 * 3600_000;
const PENDING_BUCKETS = bookingBuckets({ status: 'PENDING' }).organisation;

/** What one invitation did: INVITED (with its new bookings and whether the e-mail went), or nothing new to do. */
export type InviteOutcome =
  | { outcome: 'INVITED'; bookings: number; mailed: boolean | undefined }
  | { outcome: 'ALREADY_INVITED' }
  | { outcome: 'REFUSED'; message: string };

/**
 * Candidate invitations (doc 3 §2.15, §2.16; doc 2 new candidate request), one candidate at a time for the single
 * invite and for every row of a file. One transaction writes what is new: the person (INVITED, with its username
 * guard) unless the e-mail already has one, the organisation access (CANDIDATE, INVITED, with the names, unique id and
 * request types the organisation typed), a fresh invitation while the access is still INVITED, one PENDING booking per
 * project the candidate is not yet invited into (with its invite guard and the booking list counters) and the audit
 * row. The e-mail goes after the write: it may fail without losing the invitation (Extend Invite Expiry sends it again).
 * An existing person is invited exactly like a new one: nothing in the answer tells the admin the e-mail had an account.
 */
export function createCandidateInviteService(deps: AccountDeps) {
  const { db, clock, ids } = deps;
  const invitations = createInvitationService(deps);

  /** One attempt from fresh reads; 'raced' when a simultaneous write of the same items won. */
  async function attempt(actor: Actor, target: InviteTarget, candidate: Candidate): Promise<InviteOutcome | 'raced'> {
    const { organisationId, org } = target;
    const { data: found } = await db.user.query.byUsername({ username: candidate.email }).go();
    const existing: User | undefined = found[0];
    const userId = existing?.userId ?? ids.next();
    const [{ data: access }, { data: guards }] = await Promise.all([
      existing ? db.userOrgAccess.get({ organisationId, userId }).go() : Promise.resolve({ data: null }),
      existing
        ? db.candidateInviteGuard.query.byCandidate({ organisationId, candidateId: userId }).go({ pages: 'all' })
        : Promise.resolve({ data: [] }),
    ]);
    if (access?.archived) return { outcome: 'REFUSED', message: CANDIDATE_INVITE_MESSAGES.rowArchived };
    if (access && access.userType !== 'CANDIDATE') return { outcome: 'REFUSED', message: CANDIDATE_INVITE_MESSAGES.rowOtherAccess };
    const invitedInto = new Set(guards.map((g) => g.projectId));
    const projects = target.projects.filter((p) => !invitedInto.has(p.projectId));
    if (!projects.length) return { outcome: 'ALREADY_INVITED' };

    const now = clock.now().toISOString();
    const stillInvited = !access || access.status === 'INVITED';
    const expiresOn = target.linkExpiryDays ? new Date(clock.now().getTime() + target.linkExpiryDays * DAY_MS) : invitations.expiryFor(org.config);
    const issued: IssuedInvitation | undefined = stillInvited
      ? await invitations.issue({ organisationId, userId, invitedBy: actor.userId, expiresOn })
      : undefined;
    const bookings = projects.map((project) => ({ project, bookingId: ids.next() }));
    const person = existing ?? {
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      username: candidate.email,
      status: 'INVITED' as const,
    };
    const projectNames = projects.map((p) => p.name).join(', ');
    const audit = auditEntry(
      deps,
      actor,
      { refType: 'User', refId: userId, organisationId },
      `Candidate ${candidate.firstName} ${candidate.lastName} (${candidate.email}) invited to ${projectNames}` +
        (issued ? `; invitation sent, expiring ${formatInvitationExpiry(issued.expiresOn)}.` : '.'),
    );

    const result = await db.service.transaction
      .write(({ user, usernameGuard, userOrgAccess, invitation, auditLog, listCounter, booking, candidateInviteGuard }) => [
        ...(existing
          ? []
          : [
              user
                .create({
                  userId,
                  username: candidate.email,
                  firstName: candidate.firstName,
                  lastName: candidate.lastName,
                  type: 'CANDIDATE',
                  status: 'INVITED',
                  defaultOrganisationId: organisationId,
                  createdAt: now,
                  updatedAt: now,
                  ...(candidate.mobile ? { mobileNo: candidate.mobile } : {}),
                })
                .commit(),
              usernameGuard.create({ username: candidate.email, userId, createdAt: now }).commit(),
            ]),
        ...(access
          ? issued
            ? [
                userOrgAccess
                  .patch({ organisationId, userId })
                  .set({ invitationExpiry: issued.expiresOn.toISOString(), updatedAt: now })
                  .where((a, op) => `${op.eq(a.status, 'INVITED')} AND ${op.eq(a.archived, false)}`)
                  .commit(),
              ]
            : []
          : memberCreate({ userOrgAccess, listCounter }, person, {
              organisationId,
              userId,
              userType: 'CANDIDATE',
              active: false,
              archived: false,
              status: 'INVITED',
              invitedFirstName: candidate.firstName,
              invitedLastName: candidate.lastName,
              createdAt: now,
              updatedAt: now,
              ...(issued ? { invitationExpiry: issued.expiresOn.toISOString() } : {}),
              ...(candidate.uniqueId ? { uniqueId: candidate.uniqueId } : {}),
              ...(candidate.requestTypes ? { requestTypes: candidate.requestTypes } : {}),
            })),
        ...(issued ? invitationWrites(invitation, issued) : []),
        ...bookings.flatMap(({ project, bookingId }) => [
          candidateInviteGuard.create({ organisationId, candidateId: userId, projectId: project.projectId, bookingId, createdAt: now }).commit(),
          booking
            .create({
              organisationId,
              bookingId,
              candidateId: userId,
              projectId: project.projectId,
              stepType: project.stepType,
              status: 'PENDING',
              statusDate: now,
              statusBy: actor.userId,
              createdAt: now,
              updatedAt: now,
              ...(candidate.requestTypes ? { candidateRequestType: candidate.requestTypes } : {}),
            })
            .commit(),
        ]),
        // The new bookings enter the PENDING list together: one write of its counter (booking-list.ts bookingBuckets).
        ...PENDING_BUCKETS.map((list) => listCounter.update({ organisationId, list }).add({ count: bookings.length }).commit()),
        auditLog.create(audit).commit(),
      ])
      .go();
    if (result.canceled) return 'raced';

    if (!issued) return { outcome: 'INVITED', bookings: bookings.length, mailed: undefined };
    const known = existing && hasAccount(existing);
    const mailed = await invitations.sendEmail(issued, {
      firstName: known ? existing.firstName : candidate.firstName,
      email: candidate.email,
      organisationName: org.name,
      userType: 'CANDIDATE',
      inviterName: actor.fullName,
      ...(known ? { existingAccount: { note: target.existingCandidateNote } } : {}),
    });
    return { outcome: 'INVITED', bookings: bookings.length, mailed };
  }

  const service = {
    /** Invites one checked candidate into the target's projects; a lost race reads again (another invite wrote first). */
    async invite(actor: Actor, target: InviteTarget, candidate: Candidate): Promise<InviteOutcome> {
      for (let round = 1; round <= ROUNDS; round++) {
        const done = await attempt(actor, target, candidate);
        if (done !== 'raced') return done;
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.floor(Math.random() * 40) * round));
      }
      throw new Error(`candidate invite: ${ROUNDS} rounds lost to simultaneous invitations of one e-mail`);
    },

    /** The single invite's answer (doc 3 §2.15): SUCCESS, or the refusal with its message. */
    async inviteOne(actor: Actor, target: InviteTarget, candidate: Candidate) {
      const done = await service.invite(actor, target, candidate);
      if (done.outcome === 'ALREADY_INVITED') throw errors.refused('candidate.already_invited', CANDIDATE_INVITE_MESSAGES.alreadyInvited);
      if (done.outcome === 'REFUSED') throw errors.refused('user.has_access', done.message);
      return {
        status: 'SUCCESS' as const,
        message: done.mailed === false ? CANDIDATE_INVITE_MESSAGES.invitedNoMail : CANDIDATE_INVITE_MESSAGES.invited,
      };
    },
  };
  return service;
}
export type CandidateInviteService = ReturnType<typeof createCandidateInviteService>;
