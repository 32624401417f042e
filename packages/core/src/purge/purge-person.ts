import type { DataDeps } from '../deps.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { Identity } from '../ports/identity.ts';
import { counterMoves, type TransactionEntities } from '../lists/list-counters.ts';
import { memberCounter, memberListFields } from '../user/member-list.ts';
import type { User } from '../user/user-entity.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { isPurgeDelete } from './purge-list.ts';
import { tally } from './purge-records.ts';
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

  async function scrubCopies(access: UserOrgAccess, values: readonly string[]) {
    const { organisationId, userId } = access;
    const [bookings, about, written, fieldsWritten, deliveries, links] = await Promise.all([
      db.booking.query.byCandidate({ organisationId, candidateId: userId }).go({ pages: 'all' }),
      db.auditLog.query.byRecordInOrganisation({ organisationId, refType: 'User', refId: userId }).go({ pages: 'all', hydrate: true }),
      // The rows they wrote about any record of the organisation (a staff member's meetings, projects, the
      // organisation itself): read by author, never by scanning the organisation's log.
      db.auditLog.query.byAuthor({ organisationId, logByUserId: userId }).go({ pages: 'all' }),
      db.fieldAudit.query.byAuthor({ organisationId, modifiedByUserId: userId }).go({ pages: 'all' }),
      db.deliveryRecord.query.byPerson({ organisationId, personKey: userId }).go({ pages: 'all' }),
      db.fileLink.query.byCandidate({ organisationId, candidateId: userId }).go({ pages: 'all' }),
    ]);
    const audits = [...new Map([...about.data, ...written.data].map((row) => [`${row.refType}#${row.refId}#${row.logId}`, row])).values()];
    for (const b of bookings.data) {
      // A file attached to the booking for the candidate (download by unique id) goes with them.
      const file = deps.files && b.fileKey ? b.fileKey : undefined;
      if (file) await deps.files?.delete(file);
      if (b.statusReason === undefined && b.candidateRequestType === undefined && !file) continue;
      await db.booking
        .patch({ organisationId, bookingId: b.bookingId })
        .remove(['statusReason', 'candidateRequestType', ...(file ? (['fileKey', 'fileName'] as const) : [])])
        .go();
    }
    for (const row of audits) {
      const aboutThem = row.refType === 'User' && row.refId === userId;
      const logMsg = aboutThem ? scrubText(row.logMsg, values) : row.logMsg;
      const logBy = row.logByUserId === userId ? SANITISED.text : row.logBy;
      if (logMsg === row.logMsg && logBy === row.logBy) continue;
      await db.auditLog.patch({ refType: row.refType, refId: row.refId, logId: row.logId }).set({ logMsg, logBy }).go();
    }
    for (const row of fieldsWritten.data) {
      if (row.modifiedBy === SANITISED.text) continue;
      const { organisationId: org, refType, refId, columnName, auditId } = row;
      await db.fieldAudit.patch({ organisationId: org, refType, refId, columnName, auditId }).set({ modifiedBy: SANITISED.text }).go();
    }
    for (const d of deliveries.data) {
      if (d.recipient === SANITISED.text) continue;
      // A message still waiting to be sent is not sent: it leaves the queue, FAILED, without its words.
      const unsent = d.status === 'QUEUED' || d.status === 'SENDING';
      await db.deliveryRecord
        .patch({ organisationId, deliveryId: d.deliveryId })
        .set({
          recipient: SANITISED.text,
          ...(d.subject ? { subject: scrubText(d.subject, values) } : {}),
          ...(unsent ? { status: 'FAILED', error: NOT_SENT_SANITISED } : d.error ? { error: scrubText(d.error, values) } : {}),
          updatedAt: clock.now().toISOString(),
        })
        .remove(['text', 'html', 'calendar', 'calendarMethod', ...(unsent ? (['queue', 'dueAt'] as const) : [])])
        .go();
    }
    if (!deps.files) return;
    for (const link of links.data) {
      await deps.files.delete(link.fileKey);
      await db.service.transaction
        .write((e) => [
          e.fileLink
            .delete({ linkId: link.linkId })
            .where((attr, op) => op.exists(attr.linkId))
            .commit(),
          ...tally(e, organisationId, runDay, 'files'),
        ])
        .go();
    }
  }

  /** The person's writes in the access's transaction: deleted (no access left), sanitised (none live), or none. */
  function personWrites(e: TransactionEntities, user: User | undefined, outcome: 'delete' | 'sanitise' | 'keep') {
    if (!user || outcome === 'keep') return [];
    if (outcome === 'delete') return [e.user.delete({ userId: user.userId }).commit(), e.usernameGuard.delete({ username: user.username }).commit()];
    if (isSanitisedPerson(user)) return [];
    const username = sanitisedUsername(user.userId);
    return [
      e.user
        .patch({ userId: user.userId })
        .set({ firstName: SANITISED.firstName, lastName: SANITISED.lastName, username, status: 'ARCHIVED', updatedAt: clock.now().toISOString() })
        .remove(['mobileNo', 'identitySub', 'companyName'])
        .where((attr, op) => op.eq(attr.updatedAt, user.updatedAt))
        .commit(),
      e.usernameGuard.delete({ username: user.username }).commit(),
      e.usernameGuard.create({ username, userId: user.userId, createdAt: clock.now().toISOString() }).commit(),
    ];
  }

  return {
    /** Deletes or sanitises one due access; false when it was no longer due as read (extended, already purged). */
    async access(access: UserOrgAccess): Promise<boolean> {
      const { organisationId, userId } = access;
      const [{ data: user }, { data: all }] = await Promise.all([
        db.user.get({ userId }).go(),
        db.userOrgAccess.query.byUser({ userId }).go({ pages: 'all' }),
      ]);
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
      const stillDue = (attr: { purgeOn: unknown }, op: { eq(a: unknown, v: unknown): string }) => op.eq(attr.purgeOn, access.purgeOn);
      const result = await db.service.transaction
        .write((e) => {
          const accessWrites = remove
            ? [
                e.userOrgAccess
                  .delete({ organisationId, userId })
                  .where((attr, op) => `${stillDue(attr, op)} AND ${op.eq(attr.listTab, access.listTab)}`)
                  .commit(),
                ...counterMoves(
                  e.listCounter,
                  organisationId,
                  access.listTab ? memberCounter(access.userType, access.listTab) : undefined,
                  undefined,
                ),
              ]
            : [
                e.userOrgAccess
                  .patch({ organisationId, userId })
                  .set({
                    invitedFirstName: SANITISED.firstName,
                    invitedLastName: SANITISED.lastName,
                    sanitisedOn: runDay,
                    readyToPurge: false,
                    updatedAt: clock.now().toISOString(),
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
                  })
                  .remove(['uniqueId', 'requestTypes', 'purgeDate', 'purgeScope', 'purgeOn'])
                  .where(stillDue)
                  .commit(),
              ];
          return [
            ...accessWrites,
            ...personWrites(e, user ?? undefined, outcome),
            ...tally(e, organisationId, runDay, remove ? 'usersDeleted' : 'candidatesSanitised'),
          ];
        })
        .go();
      return !result.canceled;
    },
  };
}
