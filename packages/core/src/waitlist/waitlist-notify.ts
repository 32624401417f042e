import { createConfigLabelService } from '../label/config-label.ts';
import type { AlertDeps } from '../meeting/meeting-changed-alert.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createAlertSender, type SendAlertResult } from '../notification/send-alert.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { displayAddress } from '../resource/display-address.ts';
import { createUserStore } from '../user/user-store.ts';
import { createWaitlistStore } from './waitlist-store.ts';

/** The waitlist.seat-held event's detail (events/waitlist-events.ts) as the notifier reads it. */
export interface SeatHeldDetail {
  organisationId: string;
  holdId: string;
  bookingId: string;
  meetingId: string;
  projectId: string;
  candidateId: string;
  holdUntil: string;
}

/** The page that confirms a hold (web: /waitlist/hold/<holdId>), as the e-mail's and SMS's $holdLink. */
export const holdLink = (siteOrigin: string, holdId: string) => `${siteOrigin.replace(/\/$/, '')}/waitlist/hold/${holdId}`;

/**
 * Tells a waitlisted candidate that a seat is held for them: the project's WAITLIST_SEAT_HELD alert (Project scope:
 * sent where the project has it active), e-mail and SMS through the outbox, each with a delivery record, carrying the
 * link that confirms the hold and when it ends (in the meeting's zone). A hold already confirmed or released when the
 * event arrives sends nothing. Idempotent per hold: a retried event queues nothing new.
 */
export function createWaitlistNotifier(deps: AlertDeps & { siteOrigin: string }) {
  const { db } = deps;
  const store = createWaitlistStore(db);
  const meetings = createMeetingStore(db);
  const projects = createProjectStore(db);
  const organisations = createOrganisationStore(db);
  const users = createUserStore(db);
  const labels = createConfigLabelService(deps);
  const alerts = createAlertSender(deps);

  return {
    async seatHeld(d: SeatHeldDetail): Promise<SendAlertResult | undefined> {
      const { organisationId } = d;
      const hold = await store.holdOf(organisationId, d.holdId, { consistent: true });
      if (!hold) return undefined;
      const [meeting, project, org, candidate, labelSet] = await Promise.all([
        meetings.meetingOf(organisationId, hold.meetingId),
        projects.projectOf(organisationId, hold.projectId),
        organisations.organisationOf(organisationId),
        users.personOf(hold.candidateId),
        labels.forOrganisation(organisationId),
      ]);
      if (!meeting || !project || !org || !candidate) return undefined;
      return alerts.queueAlert({
        organisationId,
        code: 'WAITLIST_SEAT_HELD',
        projectId: hold.projectId,
        ref: { type: 'Booking', id: hold.bookingId },
        idempotencyKey: `waitlist|${hold.holdId}|seat-held`,
        context: {
          organisation: { name: org.name, labels: labelSet },
          project: { name: project.name },
          candidate: { firstName: candidate.firstName, lastName: candidate.lastName, email: candidate.username, mobile: candidate.mobileNo },
          meeting: {
            start: meeting.start,
            end: meeting.end,
            timeZone: meeting.timeZone,
            location: meeting.deliveryMethod === 'ONSITE' ? displayAddress(meeting.address) : undefined,
          },
          hold: { link: holdLink(deps.siteOrigin, hold.holdId), expiresAt: hold.holdUntil },
        },
        recipients: { candidate: { personId: candidate.userId, email: candidate.username, mobile: candidate.mobileNo } },
      });
    },
  };
}
