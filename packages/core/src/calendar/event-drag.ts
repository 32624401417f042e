import { MSG } from '@scheduler/contracts/messages';
import type { eventDragForm } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { rescheduleMeeting, type MeetingSaveDeps } from '../meeting/meeting-save.ts';

/** An ISO 8601 UTC instant, as the calendar sends the dropped start (Date.toISOString). */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

/** The instant of `text`, or undefined when it is not a real UTC date and time (Date rolls 30 February into March). */
function utcInstant(text: string): Date | undefined {
  if (!UTC_INSTANT.test(text)) return undefined;
  const at = new Date(text);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 16) === text.slice(0, 16) ? at : undefined;
}

/**
 * meeting/eventDrag (doc 2 §2 Calendar, §6): a meeting dragged to a new start in the calendar. The move is the
 * meeting page's edit (meeting-save.ts reschedule): the same edit-allowed check and form rules, the assessor and room
 * holds moved in the same write, the reason in the audit row, the booked candidates sent the 'meeting changed'
 * alert. The route admits only admins and assessors. Answers the meeting's id.
 */
export function createEventDragService(deps: MeetingSaveDeps) {
  return {
    async drag(actor: Actor, form: z.output<typeof eventDragForm>): Promise<string> {
      const start = utcInstant(form.newStartDateUTC);
      if (!start) {
        throw errors.validation(MSG.validationFailed, { newStartDateUTC: 'The new start must be an ISO 8601 UTC date and time' });
      }
      return rescheduleMeeting(deps, actor, form.encryptedId, start, form.statusReason);
    },
  };
}
