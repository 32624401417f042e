import { CANDIDATE_INVITE_MESSAGES } from '@scheduler/contracts/schemas/upload';
import type { Actor } from '../actor.ts';
import type { LabelSet } from '@scheduler/contracts/labels';
import { auditEntry } from '../audit/audit-log.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import { bookingCreatedWrite } from '../booking/booking-store-status.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { DeliveryRecord } from '../notification/delivery-record-entity.ts';
import { announceQueued, outboxWrites, queuedRecord } from '../notification/outbox.ts';
import { createOutboxSender } from '../notification/outbox-sender.ts';
import { createAlertSender } from '../notification/send-alert.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import { bookingBuckets } from '../booking/booking-list.ts';
import { errors } from '../errors.ts';
import { type DomainEventToWrite, domainEventWrite } from '../domain-events/domain-event-writes.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import { invitationIssueWrites } from '../signup/signup-store.ts';
import { createInvitationService, type IssuedInvitation } from '../signup/invitations.ts';
import { formatInvitationExpiry } from '../time/time-formats.ts';
import { hasAccount, type AccountDeps } from '../user/account-deps.ts';
import { memberCounter, memberListFields } from '../user/member-list.ts';
import type { User } from '../user/user-entity.ts';
import { accessCreatedWrites, accessInvitationRenewedWrite, createUserStore, personInvitedWrites } from '../user/user-store.ts';
import { accessCreatedTokensLaterWrite, createLateSearchTokenStore } from '../user/user-search-token-late-store.ts';
import { searchTokenCount, type TokenAccess } from '../user/user-search-tokens.ts';
import type { Candidate } from './candidate-fields.ts';
import { createCandidateInviteStore, type InvitedBy, projectInviteGuardWrite, type TransactionItem } from './candidate-invite-store.ts';
import type { InviteTarget } from './invite-target.ts';

/** Rounds of an invitation that lost a race (another invite of the same e-mail or project wrote first): each reads again. */
const ROUNDS = 4;
const DAY_MS = 24 * 3600_000;
const PENDING_BUCKETS = bookingBuckets({ status: 'PENDING' }).organisation;
/** DynamoDB takes at most 100 items in one transaction; a batch keeps room for its counters. */
const MAX_BATCH_ITEMS = 90;

/**
 * What one invitation did: INVITED (with its new bookings and whether the e-mail went: true sent, false not sent yet
 * (it stays in the outbox for the sender's retries), undefined queued for the sender or no e-mail due), or nothing new.
 */
export type InviteOutcome =
  | { outcome: 'INVITED'; bookings: number; mailed: boolean | undefined; queued: number }
  | { outcome: 'ALREADY_INVITED' }
  | { outcome: 'REFUSED'; message: string };

/** One candidate's writes, read and ready: its items for a transaction, the counters it moves, and what follows the commit. */
interface PreparedWrite {
  email: string;
  itemCount: number;
  items: (e: TransactionEntities) => TransactionItem[];
  counters: Map<string, number>;
  /** After the commit: the outcome, having tried the e-mail at once when `sendNow` (a single invite). */
  after: (sendNow: boolean) => Promise<InviteOutcome>;
  /** The new access whose search token rows follow the commit (tokensLater), as written. */
  tokensLater?: TokenAccess;
}
/** A candidate with nothing to write; an upload row done before carries its access's token rows to write again. */
type Prepared = { done: InviteOutcome; tokensLater?: TokenAccess } | { write: PreparedWrite };
/** An upload job and the row of its file a candidate was read from. */
type UploadRow = { jobId: string; row: number };

/**
 * Candidate invitations (doc 3 §2.15, §2.16; doc 2 new candidate request), for the single invite and for the rows of a
 * file. One transaction writes what is new for a candidate: the person (INVITED, with its username guard) unless the
 * e-mail already has one, the organisation access (CANDIDATE, INVITED, with the names, unique id and request types the
 * organisation typed), a fresh invitation while the access is still INVITED, one PENDING booking per project the
 * candidate is not yet invited into (each with its invite guard) with the list counters they move, and the audit row.
 * A file's rows are written several candidates to a transaction, each counter moved once by their sum (the counters are
 * hot items: one transaction per row would collide on them); a batch that is refused is written again row by row. The
 * invitation e-mail (the CANDIDATE_INVITATION alert, rendered by the alert sender; an account holder gets the e-mail
 * that says to sign in to accept) is written to the outbox in the same transaction, QUEUED, so no invitation is ever
 * without its e-mail. A single invite then tries it at once (a failure leaves it QUEUED for the outbox sender's retries,
 * and the answer says it is not sent yet); a file's rows leave theirs to the sender, which sends them at the provider's
 * rate (the notification.outbox-queued event starts it after each batch). An existing person is invited exactly like
 * a new one: nothing in the answer tells the admin the e-mail had an account.
 */
export function createCandidateInviteService(deps: AccountDeps & { events?: EventPublisher }) {
  const { db, clock, ids } = deps;
  const users = createUserStore(db);
  const inviteRows = createCandidateInviteStore(db);
  const lateTokens = createLateSearchTokenStore(db);
  const invitations = createInvitationService(deps);
  // The organisation's invitation template, read once for the service's rows (like its labels).
  const alerts = createAlertSender(deps, { templatesOnce: true });
  const outbox = createOutboxSender(deps);
  const labelService = createConfigLabelService(deps);
  const labelCache = new Map<string, Promise<LabelSet>>();
  /** The organisation's label words, read once per service (a file's rows share them). */
  const labelsOf = (organisationId: string) => {
    let labels = labelCache.get(organisationId);
    if (!labels) labelCache.set(organisationId, (labels = labelService.forOrganisation(organisationId)));
    return labels;
  };

  /** The invitation e-mail's delivery records for the candidate's transaction: QUEUED, or FAILED when it cannot be rendered. */
  async function invitationMail(
    actor: Actor,
    target: InviteTarget,
    candidate: Candidate,
    userId: string,
    issued: IssuedInvitation,
    projects: InviteTarget['projects'],
    existing: User | undefined,
  ): Promise<DeliveryRecord[]> {
    const { organisationId, org } = target;
    const ref = { type: 'User', id: userId };
    if (existing && hasAccount(existing)) {
      const mail = await invitations.email(issued, {
        firstName: existing.firstName,
        email: candidate.email,
        organisationName: org.name,
        userType: 'CANDIDATE',
        inviterName: actor.fullName,
        existingAccount: { note: target.existingCandidateNote },
      });
      const message = {
        organisationId,
        alertCode: 'USER_INVITATION',
        channel: 'EMAIL' as const,
        recipient: candidate.email,
        personId: userId,
        projectId: projects[0]?.projectId,
        ref,
      };
      return [queuedRecord({ ...message, subject: mail.subject, text: mail.text, html: mail.html }, ids.next(), clock.now().toISOString())];
    }
    const planned = await alerts.planAlert({
      organisationId,
      code: 'CANDIDATE_INVITATION',
      context: {
        organisation: { name: org.name, labels: await labelsOf(organisationId) },
        project: { name: projects.map((p) => p.name).join(', ') },
        candidate: {
          firstName: candidate.firstName,
          lastName: candidate.lastName,
          email: candidate.email,
          ...(candidate.mobile ? { mobile: candidate.mobile } : {}),
        },
        invitation: { link: invitations.link(issued.token), expiresOn: issued.expiresOn, inviterName: actor.fullName },
      },
      recipients: { candidate: { personId: userId, email: candidate.email } },
      // Listed on the project page's Messages: one e-mail for the invitation, on the first project it invites into.
      projectId: projects[0]?.projectId,
      ref,
      // Keyed by the invitation: one e-mail per invitation.
      idempotencyKey: issued.record.tokenHash,
    });
    if ('records' in planned) return planned.records;
    deps.log?.error('candidate invitation e-mail could not be planned', { organisationId, userId, error: planned.error ?? planned.skipped });
    return [];
  }

  /**
   * Reads what the candidate's write depends on and builds it; or the outcome when there is nothing to write. `known`
   * holds the people of a batch's e-mails, read together (the others have none). `tokensLater`: a new access's search
   * token rows are left out of the transaction, for the caller to write after it commits (a file's batches).
   */
  async function prepare(
    actor: Actor,
    target: InviteTarget,
    candidate: Candidate,
    upload?: UploadRow,
    known?: ReadonlyMap<string, User>,
    tokensLater = false,
  ): Promise<Prepared> {
    const { organisationId, org } = target;
    const existing: User | undefined = known ? known.get(candidate.email) : await users.personByUsername(candidate.email);
    const userId = existing?.userId ?? ids.next();
    const [access, invitedInto] = await Promise.all([
      existing ? users.accessOf(organisationId, userId) : Promise.resolve(null),
      existing ? inviteRows.projectsInvitedInto(organisationId, userId) : Promise.resolve(new Map<string, InvitedBy>()),
    ]);
    if (access?.archived) return { done: { outcome: 'REFUSED', message: CANDIDATE_INVITE_MESSAGES.rowArchived } };
    if (access && access.userType !== 'CANDIDATE') return { done: { outcome: 'REFUSED', message: CANDIDATE_INVITE_MESSAGES.rowOtherAccess } };
    // A row this upload job already invited (its holder died before writing its progress) is done, counted once; a
    // guard written before rows were recorded names its job only.
    const byThisRow = (g: InvitedBy) => !!upload && g.uploadJobId === upload.jobId && (g.uploadRow ?? upload.row) === upload.row;
    const byThisJob = [...invitedInto.values()].filter(byThisRow).length;
    const person = existing ?? {
      userId,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      username: candidate.email,
      status: 'INVITED' as const,
    };
    const invitedState = {
      status: 'INVITED' as const,
      active: false,
      archived: false,
      invitedFirstName: candidate.firstName,
      invitedLastName: candidate.lastName,
    };
    const listFields = memberListFields(person, invitedState);
    const asInvited: TokenAccess = { organisationId, userId, userType: 'CANDIDATE', ...listFields };
    if (byThisJob) {
      // Its holder may have died between the row's transaction and its token rows: they are written again, from
      // the access as the row wrote it (tokensWrittenLate moves them to its current fields).
      const done = { outcome: 'INVITED' as const, bookings: byThisJob, mailed: undefined, queued: 0 };
      return access ? { done, tokensLater: asInvited } : { done };
    }
    const projects = target.projects.filter((p) => !invitedInto.has(p.projectId));
    if (!projects.length) return { done: { outcome: 'ALREADY_INVITED' } };

    const now = clock.now().toISOString();
    const stillInvited = !access || access.status === 'INVITED';
    const expiresOn = target.linkExpiryDays ? new Date(clock.now().getTime() + target.linkExpiryDays * DAY_MS) : invitations.expiryFor(org.config);
    const issued: IssuedInvitation | undefined = stillInvited
      ? await invitations.issue({ organisationId, userId, invitedBy: actor.userId, expiresOn, newPerson: !existing })
      : undefined;
    const bookings = projects.map((project) => ({ project, bookingId: ids.next() }));
    const audit = auditEntry(
      deps,
      actor,
      { refType: 'User', refId: userId, organisationId },
      `{Candidate} ${candidate.firstName} ${candidate.lastName} (${candidate.email}) invited to ${projects.map((p) => p.name).join(', ')}` +
        (issued ? `; invitation sent, expiring ${formatInvitationExpiry(issued.expiresOn)}.` : '.'),
    );
    const newAccess = {
      organisationId,
      userId,
      userType: 'CANDIDATE' as const,
      ...invitedState,
      createdAt: now,
      updatedAt: now,
      ...(issued ? { invitationExpiry: issued.expiresOn.toISOString() } : {}),
      ...(candidate.uniqueId ? { uniqueId: candidate.uniqueId } : {}),
      ...(candidate.issueId ? { issueId: candidate.issueId } : {}),
      ...(candidate.requestTypes ? { requestTypes: candidate.requestTypes } : {}),
    };
    const counters = new Map<string, number>(PENDING_BUCKETS.map((list) => [list, bookings.length]));
    if (!access) counters.set(memberCounter('CANDIDATE', listFields.listTab), 1);

    // The invitation e-mail, rendered now and written with the invitation (outbox.ts): a new person gets the
    // CANDIDATE_INVITATION alert (the organisation's template, else the catalogue's words), an account holder the
    // invitation that says to sign in to accept (issue 7), with the organisation's note.
    const mails: DeliveryRecord[] = issued ? await invitationMail(actor, target, candidate, userId, issued, projects, existing) : [];

    // What the integrations hear (the candidate.invited webhook), written with the invitation it reports.
    const invitedEvent: DomainEventToWrite | undefined = issued
      ? {
          eventId: ids.next(),
          type: 'user.invited',
          detail: {
            organisationId,
            actorUserId: actor.userId,
            occurredAt: now,
            userId,
            email: candidate.email,
            userType: 'CANDIDATE',
            invitationExpiresAt: issued.expiresOn.toISOString(),
            projectIds: projects.map((p) => p.projectId),
          },
        }
      : undefined;
    const items = (e: TransactionEntities): TransactionItem[] => [
      ...(existing
        ? []
        : personInvitedWrites(e, {
            userId,
            username: candidate.email,
            firstName: candidate.firstName,
            lastName: candidate.lastName,
            type: 'CANDIDATE',
            defaultOrganisationId: organisationId,
            createdAt: now,
            updatedAt: now,
            ...(candidate.mobile ? { mobileNo: candidate.mobile } : {}),
          })),
      ...(!access
        ? tokensLater
          ? [accessCreatedTokensLaterWrite(e, { ...newAccess, ...listFields })]
          : accessCreatedWrites(e, { ...newAccess, ...listFields })
        : issued
          ? [accessInvitationRenewedWrite(e, { organisationId, userId }, issued.expiresOn.toISOString(), now)]
          : []),
      ...(issued ? invitationIssueWrites(e, issued) : []),
      ...bookings.flatMap(({ project, bookingId }) => [
        projectInviteGuardWrite(e, {
          organisationId,
          candidateId: userId,
          projectId: project.projectId,
          bookingId,
          createdAt: now,
          ...(upload ? { uploadJobId: upload.jobId, uploadRow: upload.row } : {}),
        }),
        bookingCreatedWrite(e, {
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
        }),
      ]),
      auditRowWrite(e, audit),
      ...outboxWrites(e.deliveryRecord, mails),
      ...(invitedEvent ? [domainEventWrite(e, invitedEvent)] : []),
    ];
    const itemCount =
      (existing ? 0 : 2) +
      (!access || issued ? 1 : 0) +
      (access || tokensLater ? 0 : searchTokenCount(listFields.listSearch)) +
      (issued ? 1 + issued.superseded.length : 0) +
      bookings.length * 2 +
      1 +
      mails.length +
      (invitedEvent ? 1 : 0);

    const after = async (sendNow: boolean): Promise<InviteOutcome> => {
      const queued = mails.filter((m) => m.status === 'QUEUED');
      const invited = { outcome: 'INVITED' as const, bookings: bookings.length };
      if (!issued) return { ...invited, mailed: undefined, queued: 0 };
      if (!queued.length) {
        deps.log?.error('candidate invitation e-mail could not be rendered', { organisationId, userId, error: mails[0]?.error });
        return { ...invited, mailed: false, queued: 0 };
      }
      if (!sendNow) return { ...invited, mailed: undefined, queued: queued.length };
      const attempts = await Promise.all(
        queued.map((m) => outbox.sendNow(m).catch((e: unknown) => ({ status: 'QUEUED' as const, error: String(e) }))),
      );
      const mailed = attempts.every((a) => a.status === 'SENT');
      if (!mailed) deps.log?.error('candidate invitation e-mail not sent yet; it stays in the outbox', { organisationId, userId });
      return { ...invited, mailed, queued: 0 };
    };
    return { write: { email: candidate.email, itemCount, items, counters, after, ...(tokensLater && !access ? { tokensLater: asInvited } : {}) } };
  }

  /** Writes the candidates' items in one transaction, each counter moved once by the sum; false when it was refused. */
  async function commit(organisationId: string, writes: PreparedWrite[], shard?: number): Promise<boolean> {
    const counters = new Map<string, number>();
    for (const w of writes) for (const [list, n] of w.counters) counters.set(list, (counters.get(list) ?? 0) + n);
    return inviteRows.candidatesInvitedWrite(
      organisationId,
      writes.map((w) => w.items),
      counters,
      shard,
    );
  }

  const service = {
    /** Invites one checked candidate into the target's projects; a lost race reads again (another invite wrote first). */
    async invite(
      actor: Actor,
      target: InviteTarget,
      candidate: Candidate,
      opts: { sendNow?: boolean; upload?: UploadRow; shard?: number } = {},
    ): Promise<InviteOutcome> {
      for (let round = 1; round <= ROUNDS; round++) {
        const prepared = await prepare(actor, target, candidate, opts.upload);
        if ('done' in prepared) {
          if (prepared.tokensLater) await lateTokens.tokensWrittenLate(target.organisationId, [prepared.tokensLater]);
          return prepared.done;
        }
        if (await commit(target.organisationId, [prepared.write], opts.shard)) return prepared.write.after(opts.sendNow ?? true);
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.floor(Math.random() * 40) * round));
      }
      throw new Error(`candidate invite: ${ROUNDS} rounds lost to simultaneous invitations of one e-mail`);
    },

    /**
     * Invites several checked candidates (a file's rows), outcomes in their order: read together, written a few to a
     * transaction; a repeated e-mail, or a batch another write refused, goes one by one. An upload job names itself
     * and the file row of each candidate (`upload`): the guards it writes carry them, and a row it already invited
     * answers INVITED again. Rows written at the same time as others name their slot (`shard`): their list counter
     * writes go to its shard.
     */
    async inviteMany(
      actor: Actor,
      target: InviteTarget,
      candidates: readonly Candidate[],
      opts: { upload?: { jobId: string; rows: readonly number[] }; shard?: number } = {},
    ): Promise<InviteOutcome[]> {
      const { upload, shard } = opts;
      const uploadRowOf = (i: number): UploadRow | undefined => (upload ? { jobId: upload.jobId, row: upload.rows[i]! } : undefined);
      const outcomes: (InviteOutcome | undefined)[] = new Array(candidates.length);
      /** Tells the outbox sender about the e-mails these rows queued. */
      const announce = (done: (InviteOutcome | undefined)[]) =>
        announceQueued(
          deps.events,
          target.organisationId,
          done.reduce((n, o) => n + (o?.outcome === 'INVITED' ? o.queued : 0), 0),
          clock.now().toISOString(),
        );
      const seen = new Set<string>();
      const alone: number[] = [];
      const firsts = candidates.map((c, i) => (seen.has(c.email) ? (alone.push(i), -1) : (seen.add(c.email), i))).filter((i) => i >= 0);
      const known = await users.peopleByUsername(firsts.map((i) => candidates[i]!.email));
      const prepared = await Promise.all(firsts.map((i) => prepare(actor, target, candidates[i]!, uploadRowOf(i), known, true)));
      /** The new accesses committed without their search token rows, and the ones of rows an earlier run did. */
      const tokensLater: TokenAccess[] = [];
      let chunk: { index: number; write: PreparedWrite }[] = [];
      let size = 0;
      const flush = async () => {
        if (!chunk.length) return;
        const rows = chunk;
        chunk = [];
        size = 0;
        if (
          await commit(
            target.organisationId,
            rows.map((r) => r.write),
            shard,
          )
        ) {
          tokensLater.push(...rows.flatMap((r) => r.write.tokensLater ?? []));
          await Promise.all(rows.map(async (r) => (outcomes[r.index] = await r.write.after(false))));
          await announce(rows.map((r) => outcomes[r.index]));
        } else alone.push(...rows.map((r) => r.index));
      };
      for (const [k, p] of prepared.entries()) {
        const index = firsts[k]!;
        if ('done' in p) {
          outcomes[index] = p.done;
          if (p.tokensLater) tokensLater.push(p.tokensLater);
          continue;
        }
        if (size + p.write.itemCount > MAX_BATCH_ITEMS) await flush();
        chunk.push({ index, write: p.write });
        size += p.write.itemCount;
      }
      await flush();
      // Before the rows count as done (the job's progress): a holder that dies first leaves them to its successor.
      await lateTokens.tokensWrittenLate(target.organisationId, tokensLater);
      const lone = alone.sort((x, y) => x - y);
      for (const index of lone)
        outcomes[index] = await service.invite(actor, target, candidates[index]!, { sendNow: false, upload: uploadRowOf(index), shard });
      await announce(lone.map((i) => outcomes[i]));
      return outcomes as InviteOutcome[];
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
