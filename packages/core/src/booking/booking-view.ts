import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { bookingDetail } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { launchLinks, type LaunchKey } from '../meeting/meeting-launch-link.ts';
import { dateTimeCombined } from '../meeting/meeting-view.ts';
import { displayAddress } from '../resource/display-address.ts';
import { addHours } from '../time/time-arithmetic.ts';
import { formatDisplayDateTime } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE, timeZoneShortCode } from '../time/time-zones.ts';
import type { User } from '../user/user-entity.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { namesFor } from '../user/user-views.ts';
import type { Booking } from './booking-entity.ts';
import { bookingPurgeView } from './booking-list-rows.ts';
import { cancelAllowed, cancelNAMessage, completionAllowed } from './booking-permissions.ts';
import type { BookingContext } from './booking-context.ts';
import { rescheduleAllowed } from './booking-reschedule-rules.ts';
import type { PermissionFacts } from './booking-permissions.ts';

export type BookingDetail = z.input<typeof bookingDetail>;

/**
 * Minutes before the start at which a remote meeting's join link opens (doc 2 §9 joinMinBefore; the spec gives no
 * number): the candidate card shows the link from then until the end.
 */
export const JOIN_MIN_BEFORE = 15;

/** Where launch links point and the key they are sealed with (meeting-read.ts LaunchSettings). */
export interface LaunchSettings {
  origin: string;
  key?: LaunchKey;
}

/** The remote meeting's launch links: the ones entered (projects that need their own), else the sealed session links. */
export function meetingLinksOf(m: Meeting, launch: LaunchSettings, orgAdminHost: boolean) {
  if (m.deliveryMethod !== 'REMOTE') return undefined;
  if (m.candidateBookingLink || m.assessorBookingLink)
    return { candidateBookingLink: m.candidateBookingLink, assessorBookingLink: m.assessorBookingLink };
  return launch.key ? launchLinks(launch.origin, launch.key, m.meetingId, m.assessorId, orgAdminHost) : undefined;
}

/** Whether a confirmed remote booking's join link is open now: from JOIN_MIN_BEFORE minutes before the start to the end. */
export function joinLinkOpen(b: Pick<Booking, 'status' | 'start' | 'end'>, m: Pick<Meeting, 'deliveryMethod'> | undefined, now: Date): boolean {
  if (b.status !== 'CONFIRMED' || !b.start || m?.deliveryMethod !== 'REMOTE') return false;
  return now >= addHours(new Date(b.start), -JOIN_MIN_BEFORE / 60) && now < new Date(b.end ?? b.start);
}

/** What a view adds to the booking and its context: the people, the words, the caller's facts and the links. */
export interface BookingViewExtras {
  facts: PermissionFacts;
  labels: LabelSet;
  candidate?: User;
  candidateAccess?: UserOrgAccess;
  assessor?: User;
  assessorOrgAdmin: boolean;
  resourceNames: string[];
  launch: LaunchSettings;
  /** An invigilator (no assessor or admin role): no candidate links (doc 2 §6). */
  invigilatorOnly: boolean;
}

/**
 * doc 2 §3 Booking as getById and the candidate home answer it: times in the meeting's zone with its code, the
 * server's cancelAllowed / completionAllowed / cancelNAMessage for this caller, and links by role: a candidate gets
 * the join link only while it is open (candidateBookingLinkAvailable) and never the host's; staff get the host's link,
 * admins and assessors the candidates' too (not invigilators, doc 2 §6); status reasons and request types are not
 * shown to candidates.
 */
export function bookingDetailOf(b: Booking, ctx: BookingContext, x: BookingViewExtras): BookingDetail {
  const { meeting: m, project } = ctx;
  const viewer = x.facts.viewer;
  const zone = m?.timeZone ?? project?.timeZone ?? SERVER_TIME_ZONE;
  const links = m ? meetingLinksOf(m, x.launch, x.assessorOrgAdmin) : undefined;
  const linkOpen = joinLinkOpen(b, m, x.facts.now);
  const candidateNames = x.candidate ? (x.candidateAccess ? namesFor(x.candidate, x.candidateAccess) : x.candidate) : undefined;
  return {
    encryptedId: b.bookingId,
    encryptedMeetingId: b.meetingId,
    encryptedCandidateId: b.candidateId,
    encryptedOrganisationId: b.organisationId,
    encryptedAssessorId: b.assessorId,
    encryptedProjectId: b.projectId,
    encryptedStepId: b.projectId,
    status: b.status,
    ...(viewer !== 'CANDIDATE' || b.status === 'CANCELLED' ? { statusReason: b.statusReason } : {}),
    completionChecklist: project?.completionChecklist ?? '',
    completionChecklistSelected: b.completionChecklistSelected ?? '',
    start: b.start,
    end: b.end,
    timezoneCode: timeZoneShortCode(zone),
    /** The meeting's zone: the Booking Details dialog writes the live session's times in it. */
    timeZone: zone,
    deliveryMethod: m?.deliveryMethod,
    deliveryMethodDisplay: m ? labelText(x.labels, m.deliveryMethod) : undefined,
    displayAddress: m?.deliveryMethod === 'ONSITE' ? displayAddress(m.address) : '',
    addressDTO:
      m?.deliveryMethod === 'ONSITE' && m.address ? { city: m.address.city, state: m.address.state, postCode: m.address.postCode } : undefined,
    candidateName: candidateNames ? fullNameOf(candidateNames) : '',
    candidateEmail: x.candidateAccess?.sanitisedOn ? '' : (x.candidate?.username ?? ''),
    candidateMobile: x.candidateAccess?.sanitisedOn ? '' : (x.candidate?.mobileNo ?? ''),
    candidateUniqueId: x.candidateAccess?.uniqueId ?? '',
    ...(viewer !== 'CANDIDATE' ? { candidateRequestType: b.candidateRequestType ?? '' } : {}),
    projectName: project?.name ?? '',
    projectSummary: project?.summary ?? '',
    assessorInvigilatorName: x.assessor ? fullNameOf(x.assessor) : '',
    assessorName: x.assessor ? fullNameOf(x.assessor) : '',
    resourceNames: x.resourceNames.join(', '),
    stepType: b.stepType,
    stepTypeDisplay: labelText(x.labels, b.stepType),
    cancelAllowed: cancelAllowed(x.facts),
    completionAllowed: completionAllowed(x.facts),
    cancelNAMessage: cancelNAMessage(x.facts, ctx.settings) ?? '',
    rescheduleAllowed: rescheduleAllowed(x.facts, ctx.settings),
    archived: b.status === 'ARCHIVED',
    ...bookingPurgeView(b),
    candidateBookingLinkAvailable: linkOpen,
    ...(links && viewer === 'CANDIDATE' && linkOpen ? { candidateBookingLink: links.candidateBookingLink } : {}),
    ...(links && viewer !== 'CANDIDATE' && !x.invigilatorOnly ? { candidateBookingLink: links.candidateBookingLink } : {}),
    ...(links && viewer !== 'CANDIDATE' ? { assessorBookingLink: links.assessorBookingLink } : {}),
    assessorAdmin: x.assessorOrgAdmin,
    allowMultiCandidateEntry: project?.allowMultiCandidateEntry ?? false,
    joinMinBefore: JOIN_MIN_BEFORE,
    surge: m?.surge ?? false,
    show: m?.show ?? true,
    statusDate: b.statusDate,
    statusDateDisplay: formatDisplayDateTime(new Date(b.statusDate), zone, { zoneCode: true }),
    /** Live-session attendance (session-attendance.ts), for staff: the Booking Details dialog and the completion hint. */
    ...(viewer !== 'CANDIDATE' ? { sessionJoinedAt: b.sessionJoinedAt, sessionLeftAt: b.sessionLeftAt, sessionSeconds: b.sessionSeconds } : {}),
    dateTimeCombined: m && b.start ? dateTimeCombined({ start: b.start, end: b.end ?? b.start, timeZone: m.timeZone }) : '',
  };
}
