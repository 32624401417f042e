import type { Booking } from '../booking/booking-entity.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import type { DataDeps } from '../deps.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { Identity } from '../ports/identity.ts';
import { memberCounter, memberListFields } from '../user/member-list.ts';
import { SANITISED, sanitisedUsername } from '../user/sanitised-person.ts';
import type { User } from '../user/user-entity.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';
import { createWaitlistSeats } from '../waitlist/waitlist-seats.ts';
import { actionsAlone, countsOf, createGroupPurge, MAX_ACTIONS, type PlannedWrite, type PurgePlan } from './purge-group.ts';
import { isPurgeDelete } from './purge-list.ts';
import {
  accessPurgedWrites,
  auditRowScrubbed,
  bookingScrubbed,
  deliveryScrubbed,
  fieldAuditScrubbed,
  fileLinkRemoved,
} from './purge-person-writes.ts';
import { mapInPool } from './purge-pool.ts';
import type { PurgeCount } from './purge-run-entity.ts';
import { createPurgeStore } from './purge-store.ts';

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

/** People whose copies are read at once (each is a handful of queries), and whose files and sign-ins go at once. */
const READ_CONCURRENCY = 8;

/** The copies of a person in an organisation that hold their personal data, as read. */
interface Copies {
  user: User | null;
  others: UserOrgAccess[];
  booked: Booking[];
  audits: Awaited<ReturnType<ReturnType<typeof createPurgeStore>['auditRowsOfPerson']>>['audits'];
  fieldsWritten: Awaited<ReturnType<ReturnType<typeof createPurgeStore>['auditRowsOfPerson']>>['fieldsWritten'];
  deliveries: Awaited<ReturnType<ReturnType<typeof createPurgeStore>['deliveriesToPerson']>>;
  links: Awaited<ReturnType<ReturnType<typeof createPurgeStore>['fileLinksOfCandidate']>>;
}

/** One access's purge, planned from what was read. */
export interface PersonPlan {
  /** Removed from the file store (every version) before any write: files attached to their bookings, files sent to them. */
  files: string[];
  /** Their sign-in, removed from the user pool before any write. */
  signIn?: string;
  /** A candidate: they leave the organisation's waitlists (their holds released) before any write (issue 22). */
  waitlisted?: string;
  /** Written first when the whole purge does not fit one transaction: their copies scrubbed, their file links removed. */
  ahead: PurgePlan[];
  /** The access's purge, with the copies when they fit. */
  last: PurgePlan;
}

/**
 * The purge of due user accesses (purge index, userOrgAccess), a page at a time: an archived access is deleted; any
 * other is sanitised (doc 3 §2.17: 'sanitise' and 'delete'). Either way the organisation's copies of the person's
 * personal data are replaced: their bookings' free-text reasons and request types, the audit rows about them (names,
 * e-mail, mobile, unique id replaced in the text), the name on every audit row and field-audit row they wrote in the
 * organisation (logBy, modifiedBy: a staff member's meetings, projects, the organisation; found by author, gsi1 and
 * gsi2, so the cost is their own rows, never the organisation's log), delivery records, and files sent to them
 * (removed from the file store with every stored version). The person (names, e-mail, mobile) is sanitised, and their
 * sign-in removed from the user pool, once no other organisation holds a live access of theirs; a person left with no
 * access at all is deleted.
 * The page's people are read together; their files and sign-ins go first; then each person's writes (copies, file
 * links, the access, the person, their counters and tally) go into one transaction with other people's
 * (purge-group.ts), the access's write conditioned on the date read, so a person is purged whole or not at all, and
 * once: a person no longer due cancels the group, which is then written person by person. A person whose copies do
 * not fit one transaction (a staff member's many audit rows) has them written ahead, each write idempotent, and the
 * access last; an interrupted purge is found again and redone.
 */
export function createPersonPurge(deps: PersonPurgeDeps, runDay: string) {
  const { db, clock } = deps;
  const store = createPurgeStore(db);
  const users = createUserStore(db);
  const bookings = createBookingStore(db);
  const groups = createGroupPurge(db, runDay);
  const waitlist = createWaitlistSeats(deps);

  async function copiesOf(access: UserOrgAccess, user: User | null): Promise<Copies> {
    const { organisationId, userId } = access;
    const [all, booked, { audits, fieldsWritten }, deliveries, links] = await Promise.all([
      users.accessesOfPerson(userId),
      bookings.bookingsOfCandidate(organisationId, userId),
      // The rows they wrote about any record of the organisation (a staff member's meetings, projects, the
      // organisation itself): read by author, never by scanning the organisation's log.
      store.auditRowsOfPerson(organisationId, userId),
      store.deliveriesToPerson(organisationId, userId),
      deps.files ? store.fileLinksOfCandidate(organisationId, userId) : Promise.resolve([]),
    ]);
    const others = all.filter((o) => o.organisationId !== organisationId);
    return { user, others, booked, audits, fieldsWritten, deliveries, links };
  }

  /** The scrubbed copies (none for a copy already scrubbed) and the files that go with them. */
  function scrubbed(access: UserOrgAccess, copies: Copies, values: readonly string[]) {
    const { organisationId, userId } = access;
    const files: string[] = [];
    const writes: PlannedWrite[] = [];
    for (const b of copies.booked) {
      // A file attached to the booking for the candidate (download by unique id) goes with them.
      const file = deps.files && b.fileKey ? b.fileKey : undefined;
      if (file) files.push(file);
      if (b.statusReason === undefined && b.candidateRequestType === undefined && !file) continue;
      writes.push(bookingScrubbed(organisationId, b.bookingId, !!file));
    }
    for (const row of copies.audits) {
      const aboutThem = row.refType === 'User' && row.refId === userId;
      const logMsg = aboutThem ? scrubText(row.logMsg, values) : row.logMsg;
      const logBy = row.logByUserId === userId ? SANITISED.text : row.logBy;
      if (logMsg === row.logMsg && logBy === row.logBy) continue;
      writes.push(auditRowScrubbed(row, { ...(logMsg !== row.logMsg ? { logMsg } : {}), ...(logBy !== row.logBy ? { logBy } : {}) }));
    }
    for (const row of copies.fieldsWritten) if (row.modifiedBy !== SANITISED.text) writes.push(fieldAuditScrubbed(row, SANITISED.text));
    for (const d of copies.deliveries) {
      if (d.recipient === SANITISED.text) continue;
      // A message still waiting to be sent is not sent: it leaves the queue, FAILED, without its words.
      const unsent = d.status === 'QUEUED' || d.status === 'SENDING';
      writes.push(
        deliveryScrubbed(
          organisationId,
          d.deliveryId,
          {
            recipient: SANITISED.text,
            ...(d.subject ? { subject: scrubText(d.subject, values) } : {}),
            ...(unsent ? { status: 'FAILED' as const, error: NOT_SENT_SANITISED } : d.error ? { error: scrubText(d.error, values) } : {}),
            updatedAt: clock.now().toISOString(),
          },
          unsent,
        ),
      );
    }
    return { files, writes };
  }

  function plan(access: UserOrgAccess, copies: Copies): PersonPlan {
    const { user, others } = copies;
    const remove = isPurgeDelete(access);
    const outcome = remove && others.length === 0 ? 'delete' : others.every((o) => o.sanitisedOn) ? 'sanitise' : 'keep';
    const values = [
      ...(user && !isSanitisedPerson(user) ? [user.firstName, user.lastName, fullNameOf(user), user.username, user.mobileNo ?? ''] : []),
      access.invitedFirstName ?? '',
      access.invitedLastName ?? '',
      access.uniqueId ?? '',
    ].filter((v) => v !== SANITISED.firstName && v !== SANITISED.lastName);
    const scrub = scrubbed(access, copies, values);
    const links = copies.links.map((link) => ({ file: link.fileKey, write: fileLinkRemoved(link.linkId) }));

    const personAfter =
      user && outcome === 'sanitise'
        ? { ...user, firstName: SANITISED.firstName, lastName: SANITISED.lastName, username: sanitisedUsername(user.userId), mobileNo: undefined }
        : user;
    const now = clock.now().toISOString();
    const sanitisedAccess = {
      invitedFirstName: SANITISED.firstName,
      invitedLastName: SANITISED.lastName,
      sanitisedOn: runDay,
      readyToPurge: false,
      updatedAt: now,
      ...(personAfter
        ? (({ listTab: _tab, ...listed }) => listed)(
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
            username: sanitisedUsername(user.userId),
            status: 'ARCHIVED' as const,
            updatedAt: now,
          }
        : undefined;
    // The person's name leaves the feeds of the organisations they ran meetings for (a kept person keeps it).
    const feedsNaming = outcome === 'keep' ? [] : [access, ...others].filter((a) => a.userType !== 'CANDIDATE').map((a) => a.organisationId);
    const accessWrites = accessPurgedWrites({
      access,
      remove,
      sanitisedAccess,
      feedsNaming: { organisationIds: feedsNaming, now },
      ...(user ? { person: { user, outcome, ...(sanitisedPerson ? { sanitised: sanitisedPerson } : {}), now } } : {}),
    });
    const kind: PurgeCount = remove ? 'usersDeleted' : 'candidatesSanitised';
    const counters = new Map(remove && access.listTab ? [[memberCounter(access.userType, access.listTab), -1]] : []);
    const files = [...scrub.files, ...links.map((l) => l.file)];
    const signIn = user && outcome !== 'keep' && !isSanitisedPerson(user) ? user.username : undefined;
    const whole: PurgePlan = {
      writes: [...accessWrites, ...scrub.writes, ...links.map((l) => l.write)],
      counters,
      counts: { [kind]: 1, ...(links.length > 0 ? { files: links.length } : {}) },
    };
    const waitlisted = access.userType === 'CANDIDATE' ? { waitlisted: access.userId } : {};
    if (actionsAlone(whole) <= MAX_ACTIONS) return { files, ...(signIn ? { signIn } : {}), ...waitlisted, ahead: [], last: whole };
    const ahead: PurgePlan[] = [];
    for (let i = 0; i < scrub.writes.length; i += MAX_ACTIONS - 1)
      ahead.push({ writes: scrub.writes.slice(i, i + MAX_ACTIONS - 1), counters: new Map(), counts: {} });
    for (const link of links) ahead.push({ writes: [link.write], counters: new Map(), counts: { files: 1 } });
    return { files, ...(signIn ? { signIn } : {}), ...waitlisted, ahead, last: { writes: accessWrites, counters, counts: { [kind]: 1 } } };
  }

  return {
    /** Reads the copies of due accesses of the organisation (a page of its purge window) and plans their purge. */
    async plan(page: readonly UserOrgAccess[]): Promise<PersonPlan[]> {
      const people = await users.peopleById(page.map((a) => a.userId));
      return mapInPool(page, READ_CONCURRENCY, async (access) => plan(access, await copiesOf(access, people.get(access.userId) ?? null)));
    },

    /** Deletes or sanitises the planned accesses: their files and sign-ins first, then their writes; what it purged, by kind. */
    async write(organisationId: string, plans: readonly PersonPlan[]): Promise<Partial<Record<PurgeCount, number>>> {
      await mapInPool(plans, READ_CONCURRENCY, async ({ files, signIn, waitlisted }) => {
        if (waitlisted) await waitlist.purgeCandidate(organisationId, waitlisted);
        for (const file of files) await deps.files?.delete(file);
        if (signIn) await deps.identity?.deleteUser(signIn);
      });
      const aheadWritten = new Set(
        await groups.purge(
          organisationId,
          plans.flatMap((p) => p.ahead),
        ),
      );
      const ready = plans.filter((p) => p.ahead.every((a) => aheadWritten.has(a)));
      const last = await groups.purge(
        organisationId,
        ready.map((p) => p.last),
      );
      return countsOf([...aheadWritten, ...last]);
    },
  };
}
