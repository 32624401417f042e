import { DEFAULT_TASKS, type meetingSave } from '@scheduler/contracts/schemas/meeting';
import type { LabelSet } from '@scheduler/contracts/labels';
import type { StepType } from '@scheduler/contracts/roles';
import type * as z from 'zod';
import { isAnyAdmin, isGridAdmin, type Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { MSG } from '@scheduler/contracts/messages';
import type { Organisation } from '../organisation/organisation-entity.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import type { Project } from '../project/project-entity.ts';
import type { ResourceStore } from '../resource/resource-store.ts';
import { timeZoneOptionsFor } from '../time/time-zones.ts';
import { parseAccessTypes, stepTypesServed } from '../user/access-types.ts';
import type { UserStore } from '../user/user-store.ts';
import type { Meeting } from './meeting-entity.ts';
import { MEETING_MSG, spotsBelowBooked, spotsMessage } from './meeting-messages.ts';
import { durationOf, freezePeriodsOf, isWebLink, meetingHours, meetingSlot, spotsOf, startWindowErrors } from './meeting-rules.ts';
import type { MeetingFields } from './meeting-write.ts';

export type MeetingSaveInput = z.output<typeof meetingSave>;

/** The task list of a new internal meeting (doc 2 §3 default tasks). */
export const defaultTasks = () =>
  DEFAULT_TASKS.map((name) => ({ name, adminSelected: false, assessorSelected: false, completedHours: 0, completedTasks: 0 }));

/** Days an internal meeting may start in the past: the organisation's setting when it allows it, else the project's. */
export function internalPastDays(org: Pick<Organisation, 'config'>, project: Pick<Project, 'internalMeetingPastPeriod'>): number {
  const freeze = settingsOf(org.config).freezePeriodAdminConfig;
  if (freeze) return freeze.meeting_internal_past_allow ? freeze.meeting_internal_past_period : 0;
  return project.internalMeetingPastPeriod ?? 0;
}

export interface DraftContext {
  /** The stores a draft reads: the meeting's address and the assessor's access and profile. */
  resources: ResourceStore;
  users: UserStore;
  actor: Actor;
  now: Date;
  org: Organisation;
  project: Project;
  labels: LabelSet;
  /** The meeting edited (absent: create or duplicate). */
  before?: Meeting;
  /** The meeting a duplicate copies: the new one keeps its length (a non-internal step). */
  source?: Meeting;
  /** May the caller act for this assessor (meeting-access actsFor). */
  actsFor: (assessorId: string) => Promise<boolean>;
}

/**
 * The meeting a save asks for, checked against every rule of doc 2 §5 "Meeting form" that needs the project, the
 * organisation or the meeting as stored (the request schema checked the rest): the zone of the organisation, the
 * duration (a meeting's own length kept, the project's for a new one), end = start + duration, the start-date window, the address, booking links, spots, the assessor (the
 * kind the step asks for, active, reachable by the caller, in the zone for onsite), and 'This record cannot be set
 * to Inactive or Hidden as it has Confirmed Bookings present.' Field messages are gathered and answered together.
 */
export async function draftMeeting(input: MeetingSaveInput, c: DraftContext): Promise<MeetingFields> {
  const { project, org, before, actor } = c;
  const stepType = project.stepType;
  const fieldErrors: Record<string, string> = {};
  const zone = input.encryptedTimezoneId;
  if (!timeZoneOptionsFor(org.countryCode).some((z) => z.id === zone)) fieldErrors.encryptedTimezoneId = MEETING_MSG.zone;

  // A meeting keeps its own length (edit, drag, duplicate); only a new one takes the project's duration.
  const kept = before ?? c.source;
  const duration = durationOf(stepType, project.duration, input.duration, kept ? meetingHours(kept) : undefined);
  if (typeof duration !== 'number') fieldErrors.duration = duration.error;
  const hours = typeof duration === 'number' ? duration : 1;

  let slot: { start: string; end: string } | undefined;
  if (!fieldErrors.encryptedTimezoneId) {
    slot = meetingSlot(input.startDateDisplay, input.startTimeDisplay, zone, hours);
    const moved = !before || before.start !== slot.start || before.timeZone !== zone;
    if (moved) {
      Object.assign(
        fieldErrors,
        startWindowErrors({
          start: slot.start,
          zone,
          projectStart: project.start,
          projectEnd: project.end,
          now: c.now,
          pastDays: stepType === 'INTERNAL' ? internalPastDays(org, project) : 0,
        }),
      );
    }
  }

  const method = input.deliveryMethod;
  const dto = input.addressDTO;
  if (method === 'ONSITE' && !dto) fieldErrors.addressDTO = MEETING_MSG.addressMissing;
  // A saved address named by its id must be one of the organisation's (the lines sent are what the meeting keeps).
  const addressId = method === 'ONSITE' ? dto?.encryptedId : undefined;
  if (addressId && !(await c.resources.addressOf(org.organisationId, addressId))) {
    fieldErrors.addressDTO = MEETING_MSG.addressMissing;
  }

  const links = { candidateBookingLink: input.candidateBookingLink || undefined, assessorBookingLink: input.assessorBookingLink || undefined };
  if (method === 'REMOTE' && project.remoteUrlRequired) {
    for (const key of ['candidateBookingLink', 'assessorBookingLink'] as const) {
      const v = links[key];
      if (v && !isWebLink(v)) fieldErrors[key] = MEETING_MSG.bookingLinkUrl;
      else if (!v && before) fieldErrors[key] = MEETING_MSG.bookingLinks;
    }
  }

  const spots = spotsOf(stepType, input);
  if (stepType === 'ASSESSMENT') {
    if (spots.candidateMin === undefined) fieldErrors.candidateMin = MSG.requiredField;
    if (spots.candidateMax === undefined) fieldErrors.candidateMax = MSG.requiredField;
    else if (spots.candidateMin !== undefined && spots.candidateMax < spots.candidateMin) fieldErrors.candidateMax = spotsMessage(c.labels);
    else if (before && spots.candidateMax < before.candidatesConfirmed)
      fieldErrors.candidateMax = spotsBelowBooked(c.labels, before.candidatesConfirmed);
  }

  const assessorId = input.encryptedAssessorId ?? (isAnyAdmin(actor) ? undefined : actor.userId);
  if (!assessorId) fieldErrors.encryptedAssessorId = MEETING_MSG.assessorRequired;
  else if (!(await assessorFits(c, assessorId, stepType, input.showAdmins, method === 'ONSITE' ? zone : undefined))) {
    fieldErrors.encryptedAssessorId = MEETING_MSG.notAvailable;
  }

  if (Object.keys(fieldErrors).length > 0 || !slot || !assessorId) throw errors.validation(MSG.validationFailed, fieldErrors);

  const active = input.active;
  // The visibility flag is offered only where the meeting-unavailable option applies (grid admins, or organisations
  // with showMeetingUnavailableFlag); anyone else keeps the stored value (a new meeting: shown).
  const showOffered = isGridAdmin(actor) || settingsOf(org.config).showMeetingUnavailableFlag === true;
  const show = showOffered ? input.show : (before?.show ?? true);
  if (before && stepType !== 'INTERNAL' && before.candidatesConfirmed > 0 && (!active || !show)) {
    throw errors.refused('meeting.has_bookings', MEETING_MSG.inactiveWithBookings);
  }

  const resourceIds = stepType === 'ASSESSMENT' ? [...new Set(input.encryptedResourceIds ?? [])] : [];
  return {
    projectId: project.projectId,
    stepType,
    assessorId,
    start: slot.start,
    end: slot.end,
    timeZone: zone,
    durationHours: hours,
    deliveryMethod: method,
    address:
      method === 'ONSITE' && dto
        ? {
            ...(dto.label ? { label: dto.label } : {}),
            addLine1: dto.addLine1,
            ...(dto.addLine2 ? { addLine2: dto.addLine2 } : {}),
            city: dto.city,
            state: dto.state,
            postCode: dto.postCode,
            countryCode: dto.countryCode ?? org.countryCode,
          }
        : undefined,
    addressId,
    candidateMin: spots.candidateMin ?? 0,
    candidateMax: spots.candidateMax ?? 0,
    active,
    show,
    surge: stepType === 'INTERVIEW' ? input.surge : false,
    archived: false,
    archivedReason: undefined,
    showAdmins: input.showAdmins,
    ...(method === 'REMOTE' && project.remoteUrlRequired ? links : { candidateBookingLink: undefined, assessorBookingLink: undefined }),
    comments: input.comments || undefined,
    instructions: input.instructions,
    ...freezePeriodsOf(project, method, input),
    resourceIds,
    openLink: before?.openLink,
    taskJson: stepType === 'INTERNAL' ? (input.taskJson ?? before?.taskJson ?? defaultTasks()) : undefined,
    statusInternal: before?.statusInternal ?? 'PENDING',
    actualHours: before?.actualHours,
    readyToPurge: before?.readyToPurge,
    purgeDate: before?.purgeDate,
  };
}

/**
 * The assessor may run a meeting of this step (doc 2 §5 assessor choice list): an active member of the organisation
 * of the kind the step asks for (invigilator for assessments, assessor otherwise; an organisation admin with Show
 * Admins; the caller themselves when they create their own), serving the step (their access types; internal needs
 * internal access), reachable by the caller, in the meeting's zone for onsite meetings (when their profile names a zone).
 */
async function assessorFits(c: DraftContext, assessorId: string, stepType: string, showAdmins: boolean, onsiteZone?: string): Promise<boolean> {
  if (!(await c.actsFor(assessorId))) return false;
  // An assessor admin acting for another assessor: only in the step types the access grants (doc 1 access types).
  if (!isAnyAdmin(c.actor) && assessorId !== c.actor.userId) {
    const grant = await c.users.assessorGrantOf(c.org.organisationId, c.actor.userId, assessorId);
    if (!grant || !(parseAccessTypes(grant.accessTypes) ?? []).includes(stepType as StepType)) return false;
  }
  const [access, user] = await Promise.all([c.users.accessOf(c.org.organisationId, assessorId), c.users.personOf(assessorId)]);
  if (!access || !user || !access.active || access.archived || access.status !== 'ACTIVE' || user.status !== 'ACTIVE') return false;
  const kind = stepType === 'ASSESSMENT' ? 'INVIGILATOR' : 'ASSESSOR';
  const own = assessorId === c.actor.userId && (access.userType === 'ASSESSOR' || access.userType === 'INVIGILATOR');
  const fits = access.userType === kind || own || (showAdmins && access.userType === 'ORG_ADMIN');
  if (!fits) return false;
  if (access.userType !== 'ORG_ADMIN' && !stepTypesServed(access).includes(stepType as StepType)) return false;
  return !onsiteZone || !user.timezoneId || user.timezoneId === onsiteZone;
}
