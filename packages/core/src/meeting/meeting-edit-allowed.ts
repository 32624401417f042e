import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createMeetingAccess } from './meeting-access.ts';
import { completionRefusal, editRefusal, type EditAction } from './meeting-edit-check.ts';

/**
 * meeting/isEditAllowed/{id}/{action}/{flag} (doc 2 §7): SUCCESS with the confirmed count as the message (the page
 * warns 'There are {candidates} Booked into this {meeting}' when it is not 0), or ERROR with ACTIVE_BOOKINGS (a delete
 * while bookings exist) or the refusal's words. Flag Y asks for the internal completion instead (doc 2 §4).
 */
export function createMeetingEditAllowedService({ db, clock }: DataDeps) {
  const access = createMeetingAccess(db);
  const organisations = createOrganisationStore(db);
  return {
    async check(actor: Actor, meetingId: string, action: EditAction, flag: 'Y' | 'N'): Promise<{ status: string; message: string }> {
      const m = await access.reach(actor, meetingId);
      const now = clock.now();
      if (flag === 'Y') {
        const refused = completionRefusal(actor, m, now);
        return refused ? { status: 'ERROR', message: refused } : { status: 'SUCCESS', message: String(m.candidatesConfirmed) };
      }
      const org = await organisations.organisationOf(m.organisationId);
      if (!org) throw errors.notFound('Organisation');
      const refusal = editRefusal(actor, m, org, action, now);
      if (refusal) return { status: 'ERROR', message: refusal.message };
      return { status: 'SUCCESS', message: String(m.candidatesConfirmed) };
    },
  };
}
