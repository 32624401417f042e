import { MSG } from '@scheduler/contracts/messages';
import type { underMinimumDecisionRequest } from '@scheduler/contracts/schemas/booking-flow';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createBookingStatusService } from '../booking/booking-status.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { purgeMarkOnArchive } from '../purge/retention.ts';
import type { Meeting } from './meeting-entity.ts';
import { createMeetingAccess } from './meeting-access.ts';
import { createMeetingMinimumStore } from './meeting-minimum-store.ts';
import { fieldsOf } from './meeting-save.ts';
import { writeMeeting } from './meeting-write.ts';

export type UnderMinimumDecision = z.output<typeof underMinimumDecisionRequest>;

const notAllowed = () => errors.refused('meeting.edit_not_allowed', MSG.notAllowed, MSG.notAllowedTitle);

const figures = (u: NonNullable<Meeting['underMinimum']>) => `${u.confirmed} of ${u.minimum} {Candidates} confirmed`;

/**
 * meeting/under-minimum-decision (issue 22 go/no-go), for a meeting the job flagged under its minimum:
 * - KEEP records the decision on the meeting's underMinimum with an audit row, in one write;
 * - ARCHIVE archives the meeting with the reason (confirmed bookings and the freeze notwithstanding: that is the point
 *   of the decision) in the meeting's own write (holds released, purge mark, audit rows), then cancels each confirmed
 *   booking with the reason through the seat writes, as staff: booking.cancelled (cancelledAs ADMIN) tells each
 *   candidate by the cancellation alert with its calendar CANCEL. Archiving first means no one books the freed seats;
 *   a call that dies midway is finished by calling it again (an archived meeting whose decision was ARCHIVE still
 *   cancels what is left).
 */
export function createUnderMinimumDecisionService(deps: DataDeps) {
  const { db, clock } = deps;
  const access = createMeetingAccess(db);
  const store = createMeetingMinimumStore(db);
  const bookings = createBookingStore(db);
  const status = createBookingStatusService(deps);

  async function keep(actor: Actor, meeting: Meeting) {
    const under = meeting.underMinimum;
    if (!under || meeting.archived) throw notAllowed();
    const audit = auditEntry(
      deps,
      actor,
      { refType: 'Meeting', refId: meeting.meetingId, organisationId: meeting.organisationId },
      `{Assessment} kept below its minimum: ${figures(under)}.`,
    );
    const kept = await store.keepWrite(meeting, { by: actor.userId, at: clock.now().toISOString() }, audit);
    if (!kept) throw notAllowed();
  }

  async function archive(actor: Actor, meetingId: string, reason: string) {
    const first = await access.reach(actor, meetingId, { consistent: true });
    if (!first.underMinimum) throw notAllowed();
    if (first.archived && first.underMinimum.decision !== 'ARCHIVE') throw notAllowed();
    if (!first.archived) {
      const org = await createOrganisationStore(db).organisationOf(first.organisationId);
      await writeMeeting(deps, actor, async () => {
        const before = await access.reach(actor, meetingId, { consistent: true });
        if (before.archived || !before.underMinimum) throw notAllowed();
        const mark = purgeMarkOnArchive(before.organisationId, org?.config, clock.now());
        return {
          organisationId: before.organisationId,
          meetingId,
          before,
          after: {
            ...fieldsOf(before),
            archived: true,
            archivedReason: reason,
            readyToPurge: true,
            purgeDate: mark.purgeDate,
            underMinimum: { ...before.underMinimum, decision: 'ARCHIVE', decidedBy: actor.userId, decidedAt: clock.now().toISOString() },
          },
          auditHeading: `{Meeting} deleted (archived) below its minimum: ${figures(before.underMinimum)}. Reason: ${reason}`,
          purge: mark,
        };
      });
    }
    for (const booking of await bookings.confirmedBookingsOfMeeting(first.organisationId, meetingId)) {
      await status.cancelWhateverFreeze(actor, booking, reason).catch((e: unknown) => {
        // Cancelled meanwhile (by the candidate's own step or an earlier call): nothing left to cancel.
        if ((e as { code?: string }).code !== 'booking.not_allowed') throw e;
      });
    }
  }

  return {
    async decide(actor: Actor, body: UnderMinimumDecision): Promise<{ status: 'SUCCESS'; message: string }> {
      if (body.decision === 'KEEP') await keep(actor, await access.reach(actor, body.encryptedMeetingId, { consistent: true }));
      else await archive(actor, body.encryptedMeetingId, body.reason.trim());
      return { status: 'SUCCESS', message: body.decision };
    },
  };
}
