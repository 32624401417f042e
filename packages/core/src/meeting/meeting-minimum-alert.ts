import { createConfigLabelService } from '../label/config-label.ts';
import { createAlertSender, type AlertRecipient, type SendAlertResult } from '../notification/send-alert.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { displayAddress } from '../resource/display-address.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { createUserStore } from '../user/user-store.ts';
import type { AlertDeps } from './meeting-changed-alert.ts';
import { createMeetingStore } from './meeting-store.ts';

/** The meeting.under-minimum event (events/meeting-events.ts) as the notifier reads it. */
export interface UnderMinimumDetail {
  organisationId: string;
  meetingId: string;
  projectId: string;
  deadline: string;
  confirmed: number;
  minimum: number;
}

/** The page of a meeting, the alert's $meetingLink (web page-routes.ts 'meeting/:projectId/:meetingId'). */
export const meetingPageLink = (siteOrigin: string, projectId: string, meetingId: string) =>
  `${siteOrigin.replace(/\/$/, '')}/meeting/${encodeURIComponent(projectId)}/${encodeURIComponent(meetingId)}`;

const recipientOf = (p: { userId: string; username: string; mobileNo?: string }): AlertRecipient => ({
  personId: p.userId,
  email: p.username,
  mobile: p.mobileNo,
});

/**
 * The notifier of meeting.under-minimum: the project's MEETING_UNDER_MINIMUM alert (Project scope: its recipient lists,
 * $assessorEmail / $assessorMobile by default, name the meeting's assessor) and, directly, each admin of the
 * organisation, with the figures of the check and the link to the meeting. Every message is a delivery record in the
 * outbox, keyed by the meeting and its deadline, so a redelivered event queues nothing new. A meeting archived or
 * decided meanwhile is nothing to tell. Throws when it cannot plan the alert, so the bus retries.
 */
export async function notifyUnderMinimum(deps: AlertDeps & { siteOrigin: string }, detail: UnderMinimumDetail): Promise<SendAlertResult | undefined> {
  const { organisationId, meetingId, projectId } = detail;
  const users = createUserStore(deps.db);
  const [meeting, org, project, labels, adminIds] = await Promise.all([
    createMeetingStore(deps.db).meetingOf(organisationId, meetingId, { consistent: true }),
    createOrganisationStore(deps.db).organisationOf(organisationId),
    createProjectStore(deps.db).projectOf(organisationId, projectId),
    createConfigLabelService(deps).forOrganisation(organisationId),
    users.adminIdsOf(organisationId),
  ]);
  if (!meeting || !org || meeting.archived || meeting.underMinimum?.decision) return undefined;
  const [assessor, ...admins] = await Promise.all([users.personOf(meeting.assessorId), ...adminIds.map((id) => users.personOf(id))]);
  const result = await createAlertSender(deps).queueAlert({
    organisationId,
    code: 'MEETING_UNDER_MINIMUM',
    projectId,
    ref: { type: 'Meeting', id: meetingId },
    idempotencyKey: `meeting-under-minimum|${meetingId}|${detail.deadline}`,
    context: {
      organisation: { name: org.name, labels },
      project: { name: project?.name ?? '' },
      assessor: assessor ? { name: fullNameOf(assessor), email: assessor.username, mobile: assessor.mobileNo } : undefined,
      meeting: {
        start: meeting.start,
        end: meeting.end,
        timeZone: meeting.timeZone,
        location: meeting.deliveryMethod === 'ONSITE' ? displayAddress(meeting.address) : undefined,
      },
      fill: { confirmed: detail.confirmed, minimum: detail.minimum, meetingLink: meetingPageLink(deps.siteOrigin, projectId, meetingId) },
    },
    recipients: { assessor: assessor ? recipientOf(assessor) : undefined },
    direct: admins.flatMap((a) => (a && a.status === 'ACTIVE' ? [recipientOf(a)] : [])),
  });
  if (result.error) throw new Error(`under-minimum alert not queued: ${result.error}`);
  return result;
}
