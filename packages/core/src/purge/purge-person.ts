import type { DataDeps } from '../deps.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { Identity } from '../ports/identity.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import { memberListFields } from '../user/member-list.ts';
import type { User } from '../user/user-entity.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';
import { isPurgeDelete } from './purge-list.ts';
import { createPurgeStore } from './purge-store.ts';
import { SANITISED, sanitisedUsername } from '../user/sanitised-person.ts';

/** What replaces a sanitised person's names, and any personal value found in a free text. */
export { SANITISED, sanitisedUsername };

/** The error of a message the purge took out of the outbox before it was sent. */
export const NOT_SENT_SANITISED = 'Not sent: the recipient was sanitised by the purge first.';
const isSanitisedPerson = (user: User) => user.username === sanitisedUsername(user.userId);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every personal value (whole words, any case) replaced by SANITISED.text. */
export function scrubText(text: string, values: readonly string[]): string {
  const words = [...new Set(values.map((v) => v.trim()).filter((v) => v.length > 1))].sort((a, b) => b.length - a.length);
  return words.reduce((out, v) => out.replace(new RegExp(`(?<![\\w@.+-])${escapeRegExp(v)}(?![\\w@-])`, 'gi'), SANITISED.text), text);
}

export interface PersonPurgeDeps extends DataDeps {
  /** The user pool: a person who no longer has a live access anywhere loses their sign-in. */
  identity?: Pick<Identity, 'deleteUser'>;
  /** The uploads bucket: files sent to a purged candidate, and files attached to their bookings, are removed. */
  files?: Pick<FileStore, 'delete'>;
}

/**
 * The purge of a due user access (purge index, userOrgAccess): an archived access is deleted; any other is sanitised
 * (doc 3 §2.17: 'sanitise' and 'delete'). Either way the organisation's copies of the person's personal data are
 * replaced first: their bookings' free-text reasons and request types, the audit rows about them (names, e-mail,
 * mobile, unique id replaced in the text), the name on every audit row and field-audit row they wrote in the
 * organisation (logBy, modifiedBy: a staff member's meetings, projects, the organisation; found by author, gsi1 and
 * gsi2, so the cost is their own rows, never the organisation's log), delivery records, and files sent to them
 * (removed from the file store with every stored version). The person (names, e-mail, mobile) is sanitised, and their
 * sign-in removed from the user pool, once no other organisation holds a live access of theirs; a person left with no
 * access at all is deleted. The access write that takes the record out of the purge index comes last, conditioned
 * on the date read: an interrupted purge is found again and redone (every step before it is idempotent).
 */
export function createPersonPurge(deps: PersonPurgeDeps, runDay: string) {
  const { db, clock } = deps;
  const store = createPurgeStore(db);
  const users = createUserStore(db);
  const bookings = createBookingStore(db);

  async function scrubCopies(access: UserOrgAccess, values: readonly string[]) {
    const { organisationId, userId } = access;
    const [booked, { audits, fieldsWritten }, deliveries, links] = await Promise.all([
      bookings.bookingsOfCandidate(organisationId, userId),
      // The rows they wrote about any record of the organisation (a staff member's meetings, projects, the
      // organisation itself): read by author, never by scanning the organisation's log.
      store.auditRowsOfPerson(organisationId, userId),
      store.deliveriesToPerson(organisationId, userId),
      store.fileLinksOfCandidate(organisationId, userId),
    ]);
    for (const b of booked) {
      // A file attached to the booking for the candidate (download by unique id) goes with them.
      const file = deps.files && b.fileKey ? b.fileKey : undefined;
      if (file) await deps.files?.delete(file);
      if (b.statusReason === undefined && b.candidateRequestType === undefined && !file) continue;
      await store.bookingScrubbedWrite(organisationId, b.bookingId, !!file);
    }
    for (const row of audits) {
      const aboutThem = row.refType === 'User' && row.refId === userId;
      const logMsg = aboutThem ? scrubText(row.logMsg, values) : row.logMsg;
      const logBy = row.logByUserId === userId ? SANITISED.text : row.logBy;
      if (logMsg === row.logMsg && logBy === row.logBy) continue;
      await store.auditRowScrubbedWrite(row, logMsg, logBy);
    }
    for (const row of fieldsWritten) {
      if (row.modifiedBy === SANITISED.text) continue;
      await store.fieldAuditScrubbedWrite(row, SANITISED.text);
    }
    for (const d of deliveries) {
      if (d.recipient === SANITISED.text) continue;
      // A message still waiting to be sent is not sent: it leaves the queue, FAILED, without its words.
      const unsent = d.status === 'QUEUED' || d.status === 'SENDING';
      await store.deliveryScrubbedWrite(
        organisationId,
        d.deliveryId,
        {
          recipient: SANITISED.text,
          ...(d.subject ? { subject: scrubText(d.subject, values) } : {}),
          ...(unsent ? { status: 'FAILED' as const, error: NOT_SENT_SANITISED } : d.error ? { error: scrubText(d.error, values) } : {}),
          updatedAt: clock.now().toISOString(),
        },
        unsent,
      );
    }
    if (!deps.files) return;
    for (const link of links) {
      await deps.files.delete(link.fileKey);
      await store.fileLinkRemovedWrite(organisationId, runDay, link.linkId);
    }
  }

  return {
    /** Deletes or sanitises one due access; false when it was no longer due as read (extended, already purged). */
    async access(access: UserOrgAccess): Promise<boolean> {
      const { organisationId, userId } = access;
      const [user, all] = await Promise.all([users.personOf(userId), users.accessesOfPerson(userId)]);
      const others = all.filter((o) => o.organisationId !== organisationId);
      const remove = isPurgeDelete(access);
      const outcome = remove && others.length === 0 ? 'delete' : others.every((o) => o.sanitisedOn) ? 'sanitise' : 'keep';
      const values = [
        ...(user && !isSanitisedPerson(user) ? [user.firstName, user.lastName, fullNameOf(user), user.username, user.mobileNo ?? ''] : []),
        access.invitedFirstName ?? '',
        access.invitedLastName ?? '',
        access.uniqueId ?? '',
      ].filter((v) => v !== SANITISED.firstName && v !== SANITISED.lastName);

      await scrubCopies(access, values);
      if (user && outcome !== 'keep' && !isSanitisedPerson(user)) await deps.identity?.deleteUser(user.username);

      const personAfter =
        user && outcome === 'sanitise'
          ? { ...user, firstName: SANITISED.firstName, lastName: SANITISED.lastName, username: sanitisedUsername(userId), mobileNo: undefined }
          : user;
      const now = clock.now().toISOString();
      const sanitisedAccess = {
        invitedFirstName: SANITISED.firstName,
        invitedLastName: SANITISED.lastName,
        sanitisedOn: runDay,
        readyToPurge: false,
        updatedAt: now,
        ...(personAfter
          ? (({ listName, listSearch }) => ({ listName, listSearch }))(
              memberListFields(personAfter, {
                ...access,
                invitedFirstName: SANITISED.firstName,
                invitedLastName: SANITISED.lastName,
                sanitisedOn: runDay,
              }),
            )
          : {}),
      };
      const sanitisedPerson =
        user && outcome === 'sanitise' && !isSanitisedPerson(user)
          ? {
              firstName: SANITISED.firstName,
              lastName: SANITISED.lastName,
              username: sanitisedUsername(userId),
              status: 'ARCHIVED' as const,
              updatedAt: now,
            }
          : undefined;
      return store.accessPurgedWrite({
        access,
        runDay,
        remove,
        sanitisedAccess,
        ...(user ? { person: { user, outcome, ...(sanitisedPerson ? { sanitised: sanitisedPerson } : {}), now } } : {}),
      });
    },
  };
}
