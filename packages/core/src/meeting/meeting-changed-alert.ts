import type { LabelSet } from '@scheduler/contracts/labels';
import { createBookingStore } from '../booking/booking-store.ts';
import type { DataDeps } from '../deps.ts';
import { meetingInvitation } from '../calendar/meeting-invitation.ts';
import { createAlertSender, type SendAlertResult } from '../notification/send-alert.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { Sms } from '../ports/sms.ts';
import { displayAddress } from '../resource/display-address.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';
import { createMeetingStore } from './meeting-store.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import type { MeetingFields } from './meeting-write.ts';

/** The columns whose change a booked candidate is told about (doc 2 §4 calendar drag, meeting edit). */
export const CANDIDATE_FACING_COLUMNS = ['start', 'end', 'timeZone', 'deliveryMethod', 'address', 'assessorId', 'candidateBookingLink'];

export type AlertDeps = DataDeps & { mailer: Mailer; sms: Sms };

/**
 * Tells every candidate CONFIRMED into the meeting that it changed: the MEETING_CHANGED alert of the project (Project
 * scope: sent only where the project has an active alert for it), with the meeting's new time in its zone and the
 * updated calendar invitation (METHOD:REQUEST, the SEQUENCE the change raised). The meeting is read first and each
 * booking is checked CONFIRMED after it, both consistently: a candidate cancelled meanwhile gets no REQUEST, whose
 * SEQUENCE would rank above their CANCEL and put the meeting back in their calendar. Queued in the outbox, so a
 * meeting with many candidates is sent at the provider's rate. Called by the notifier for the meeting.changed event
 * the meeting's own transaction wrote (notifyMeetingChanged); a failure to render one is answered, never thrown.
 */
export async function alertMeetingChanged(
  deps: AlertDeps,
  m: {
    organisationId: string;
    meetingId: string;
    fields: MeetingFields;
    joinLink?: string /** The version changed: one alert per change. */;
    changedVersion: string;
  },
  org: { name: string; labels: LabelSet },
  projectName: string,
): Promise<SendAlertResult[]> {
  const bookings = createBookingStore(deps.db);
  const users = createUserStore(deps.db);
  const { organisationId, meetingId, fields } = m;
  const meeting = await createMeetingStore(deps.db).meetingOf(organisationId, meetingId, { consistent: true });
  const confirmed = await bookings.confirmedBookingsOfMeeting(organisationId, meetingId);
  if (!confirmed.length) return [];
  const assessor = await users.personOf(fields.assessorId);
  const now = deps.clock.now();
  const sender = createAlertSender(deps);
  const results: SendAlertResult[] = [];
  for (const b of confirmed) {
    // The index may still show a booking cancelled a moment ago.
    const current = await bookings.bookingOf(organisationId, b.bookingId, { consistent: true });
    if (current?.status !== 'CONFIRMED' || current.meetingId !== meetingId) continue;
    const candidate = await users.personOf(b.candidateId);
    if (!candidate) continue;
    results.push(
      await sender.queueAlert({
        organisationId,
        code: 'MEETING_CHANGED',
        // The updated invitation: same UID, the meeting's new SEQUENCE, so the candidate's calendar moves the event.
        ...(meeting
          ? {
              calendar: {
                method: 'REQUEST' as const,
                ics: meetingInvitation({
                  method: 'REQUEST',
                  meeting,
                  organisationName: org.name,
                  labels: org.labels,
                  projectName,
                  now,
                  candidate,
                  assessor: assessor ?? undefined,
                }),
              },
            }
          : {}),
        projectId: fields.projectId,
        ref: { type: 'Meeting', id: meetingId },
        idempotencyKey: `meeting-changed|${meetingId}|${m.changedVersion}`,
        context: {
          organisation: org,
          project: { name: projectName },
          candidate: { firstName: candidate.firstName, lastName: candidate.lastName, email: candidate.username, mobile: candidate.mobileNo },
          assessor: assessor ? { name: fullNameOf(assessor), email: assessor.username, mobile: assessor.mobileNo } : undefined,
          meeting: {
            start: fields.start,
            end: fields.end,
            timeZone: fields.timeZone,
            location: fields.deliveryMethod === 'ONSITE' ? displayAddress(fields.address) : undefined,
            joinLink: m.joinLink,
          },
        },
        recipients: {
          candidate: { personId: candidate.userId, email: candidate.username, mobile: candidate.mobileNo },
          assessor: assessor ? { personId: assessor.userId, email: assessor.username, mobile: assessor.mobileNo } : undefined,
        },
      }),
    );
  }
  return results;
}

/** The meeting.changed event (events/meeting-events.ts) as the notifier reads it. */
export interface MeetingChangedDetail {
  organisationId: string;
  meetingId: string;
  projectId: string;
  changedVersion: string;
  /** False when no booked candidate sees the change (absent: they do). */
  candidateFacing?: boolean;
}

/**
 * The notifier of meeting.changed: the meeting as it is now (consistent), its organisation, labels and project, then
 * alertMeetingChanged. Idempotent per change (the alert's key is the version the change replaced), so a redelivered
 * event queues nothing new. Throws when it cannot plan the alert, so the bus retries; a meeting gone since is nothing
 * to tell.
 */
export async function notifyMeetingChanged(deps: AlertDeps, detail: MeetingChangedDetail): Promise<SendAlertResult[]> {
  const { organisationId, meetingId } = detail;
  if (detail.candidateFacing === false) return [];
  const [meeting, org, project, labels] = await Promise.all([
    createMeetingStore(deps.db).meetingOf(organisationId, meetingId, { consistent: true }),
    createOrganisationStore(deps.db).organisationOf(organisationId),
    createProjectStore(deps.db).projectOf(organisationId, detail.projectId),
    createConfigLabelService(deps).forOrganisation(organisationId),
  ]);
  if (!meeting || !org || meeting.archived) return [];
  const results = await alertMeetingChanged(
    deps,
    { organisationId, meetingId, fields: meeting, changedVersion: detail.changedVersion },
    { name: org.name, labels },
    project?.name ?? '',
  );
  const failed = results.map((r) => r.error).find(Boolean);
  if (failed) throw new Error(`meeting changed alert not queued: ${failed}`);
  return results;
}
