import { fieldMessages } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import { AU_STATES } from '@scheduler/contracts/schemas/common';
import { DEFAULT_TASKS, MEETING_MESSAGES, meetingSave, type MeetingTask } from '@scheduler/contracts/schemas/meeting';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import * as z from 'zod';
import type { CallRequest } from '../../../shared/lib/api/index.ts';
import { addHours, zonedInstant } from '../../../shared/lib/zoned-time.ts';
import type { FieldDef, FieldOption } from '../../../shared/ui/form/field-def.ts';
import type { MeetingProject, MeetingRecord } from './meeting-record.ts';

export type MeetingBody = CallRequest<'meeting.save'>['body'];
export type StepType = MeetingProject['stepType'];

/** Messages of the meeting form (doc 2 §5, §8); the spec quotes the first four, the window ones say what it leaves unsaid. */
export const MEETING_FORM_MSG = {
  notAvailable: 'NOT AVAILABLE',
  availabilityPrompt: 'Enter Start Date, Time & Duration to Populate Available List',
  confirmedBookings: 'This record cannot be set to Inactive or Hidden as it has Confirmed Bookings present.',
  spots: (candidate: string) => `The maximum ${candidate} spots may not be lower than minimum spots.`,
  startTooEarly: (date: string) => `The start date may not be before ${date}.`,
  startTooLate: (date: string) => `The start date may not be after the project end date ${date}.`,
  startPassed: 'The start time has already passed.',
  linkUrl: 'Enter a link starting with http:// or https://',
} as const;

const WEB_LINK = /^https?:\/\/\S+$/i;

/** Hours of an internal meeting entered on the form (doc 2 §5: minimum 1, maximum 10 on the project meeting form). */
export const INTERNAL_DURATION = { min: 1, max: 10 } as const;

const required = { required: true } as const;
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const num = (v: unknown) => (text(v).trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));
const opt = (v: unknown) => (text(v).trim() === '' ? undefined : text(v).trim());

/** Who fills the form and what it is for: decides which fields show (doc 2 §5, §6). */
export interface MeetingFormContext {
  stepType: StepType;
  deliveryMethod: string;
  isAdmin: boolean;
  /** An admin or an assessor admin picks the assessor; a plain assessor runs their own meetings. */
  picksAssessor: boolean;
  /** The show (visible) checkbox: only when the meeting-unavailable option applies. */
  showVisible: boolean;
  /** Remote meetings of a project that needs its own links (remoteUrlRequired) enter them; VIEW shows the launch links. */
  showsLinks: boolean;
  /** EDIT of a remote meeting whose project needs a link: both booking links are required. */
  linksRequired: boolean;
  /** Assessor NEW: the project is chosen on the form. */
  choosesProject: boolean;
  country: 'AU' | 'NZ';
  labels: { candidate: string; assessor: string; invigilator: string; onsite: string; remote: string; meeting: string };
  options: { projects: FieldOption[]; timezones: FieldOption[]; assessors: FieldOption[]; resources: FieldOption[] };
  /** The assessor list's empty text: the prompt until the slot is known, else the server's error message. */
  assessorPlaceholder: string;
}

/**
 * The meeting form's values: the save body's fields, with the address flat (each under its own field) and the tasks
 * as the allocation's JSON text; numbers are the text a record or project gave, or the number entered.
 */
export type MeetingFormValues = {
  encryptedProjectId: string;
  startDateDisplay: string;
  startTimeDisplay: string;
  duration?: string | number;
  encryptedTimezoneId: string;
  deliveryMethod: string;
  addLine1: string;
  addLine2: string;
  city: string;
  state: string;
  postCode?: string | number;
  candidateBookingLink: string;
  assessorBookingLink: string;
  showAdmins: boolean;
  encryptedAssessorId: string;
  candidateMin?: string | number;
  candidateMax?: string | number;
  encryptedResourceIds: string[];
  active: boolean;
  show: boolean;
  surge: boolean;
  freezePeriodCancel?: string | number;
  freezePeriodEdit?: string | number;
  freezePeriodCompletion?: string | number;
  instructions: string;
  comments: string;
  taskJson: string;
};

type MeetingField = FieldDef<MeetingFormValues>;
type HoursField = 'freezePeriodCancel' | 'freezePeriodEdit' | 'freezePeriodCompletion';
const hours = (id: HoursField, label: string, min: number): MeetingField => ({
  id,
  label,
  type: 'number',
  ...required,
  min,
  max: 999.99,
  hint: 'Hours',
});

/** The meeting form's fields for a step type, delivery method and role (doc 2 §5 "Meeting form"): layout only. */
export function meetingFields(c: MeetingFormContext): MeetingField[] {
  const onsite = c.deliveryMethod === 'ONSITE';
  const internal = c.stepType === 'INTERNAL';
  const assessorWord = c.stepType === 'ASSESSMENT' ? c.labels.invigilator : c.labels.assessor;
  const fields: (MeetingField | false)[] = [
    c.choosesProject && { id: 'encryptedProjectId', label: 'Project', type: 'select', ...required, options: c.options.projects },
    { id: 'startDateDisplay', label: 'Start Date', type: 'date', ...required },
    { id: 'startTimeDisplay', label: 'Start Time', type: 'time', ...required },
    internal && {
      id: 'duration',
      label: 'Duration',
      type: 'number',
      ...required,
      min: INTERNAL_DURATION.min,
      max: INTERNAL_DURATION.max,
      hint: 'Hours',
    },
    { id: 'encryptedTimezoneId', label: 'Timezone', type: 'select', ...required, options: c.options.timezones },
    {
      id: 'deliveryMethod',
      label: 'Delivery Method',
      type: 'radio',
      ...required,
      options: [
        { value: 'ONSITE', label: c.labels.onsite },
        { value: 'REMOTE', label: c.labels.remote },
      ],
    },
    onsite && { id: 'addLine1', label: 'Address Line 1', type: 'text', ...required },
    onsite && { id: 'addLine2', label: 'Address Line 2', type: 'text' },
    onsite && { id: 'city', label: 'City', type: 'text', ...required },
    onsite &&
      (c.country === 'AU'
        ? { id: 'state', label: 'State', type: 'select', ...required, options: AU_STATES.map((s) => ({ value: s, label: s })) }
        : { id: 'state', label: 'Region', type: 'text', ...required }),
    onsite && { id: 'postCode', label: 'Post Code', type: 'number', ...required, integer: true, min: 100, max: 9999 },
    !onsite &&
      c.showsLinks && {
        id: 'candidateBookingLink',
        label: `${c.labels.candidate} Booking Link`,
        type: 'text',
        ...(c.linksRequired ? required : {}),
      },
    !onsite &&
      c.showsLinks && {
        id: 'assessorBookingLink',
        label: `${assessorWord} Booking Link`,
        type: 'text',
        ...(c.linksRequired ? required : {}),
      },
    c.isAdmin && { id: 'showAdmins', label: 'Show Admins', type: 'checkbox' },
    c.picksAssessor && {
      id: 'encryptedAssessorId',
      label: assessorWord,
      type: 'select',
      ...required,
      options: c.options.assessors,
      placeholder: c.assessorPlaceholder,
    },
    c.stepType === 'ASSESSMENT' && {
      id: 'candidateMin',
      label: `Minimum ${c.labels.candidate} Spots`,
      type: 'number',
      ...required,
      integer: true,
      min: 0,
    },
    c.stepType === 'ASSESSMENT' && {
      id: 'candidateMax',
      label: `Maximum ${c.labels.candidate} Spots`,
      type: 'number',
      ...required,
      integer: true,
      min: 0,
    },
    c.stepType === 'ASSESSMENT' && { id: 'encryptedResourceIds', label: 'Resources', type: 'multi-select', options: c.options.resources },
    { id: 'active', label: 'Active', type: 'checkbox' },
    c.showVisible && { id: 'show', label: `Visible to ${c.labels.candidate}`, type: 'checkbox' },
    c.stepType === 'INTERVIEW' && { id: 'surge', label: 'Surge', type: 'checkbox' },
    !internal && hours('freezePeriodCancel', 'Freeze Period Cancellation', 0),
    !internal && hours('freezePeriodEdit', 'Freeze Period Edit', 0),
    !internal && hours('freezePeriodCompletion', 'Freeze Period Completion', 1),
    { id: 'instructions', label: 'Instructions', type: 'text-area', ...required },
    { id: 'comments', label: 'Comments', type: 'text-area' },
  ];
  return fields.filter((f): f is MeetingField => !!f);
}

/** A new internal meeting's task list: the default tasks, none allocated (doc 2 §3 taskJson). */
export const defaultTasks = (): MeetingTask[] =>
  DEFAULT_TASKS.map((name) => ({ name, adminSelected: false, assessorSelected: false, completedHours: 0, completedTasks: 0 }));

export const parseTasks = (v: unknown): MeetingTask[] => {
  try {
    const parsed = JSON.parse(text(v) || '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as MeetingTask[]) : [];
  } catch {
    return [];
  }
};

/** The cancellation freeze period's default: the project's onsite or remote value (doc 2 §9). */
export const cancelFreezeOf = (project: MeetingProject | undefined, method: string) =>
  method === 'REMOTE' ? project?.freezePeriodRemote : project?.freezePeriodOnsite;

/**
 * The form's values: a record read, or a new meeting with the defaults of doc 2 §9 (active, shown, not surge, ONSITE,
 * show admins off) and the project's zone, duration, instructions and freeze periods.
 */
export function meetingValues(
  m: MeetingRecord | undefined,
  project: MeetingProject | undefined,
  own?: { assessorId?: string; onlyZone?: string },
): MeetingFormValues {
  const method = m?.deliveryMethod ?? 'ONSITE';
  const a = m?.addressDTO;
  const tasks = m?.taskJson?.length ? m.taskJson : project?.stepType === 'INTERNAL' ? defaultTasks() : [];
  return {
    encryptedProjectId: m?.encryptedProjectId ?? project?.encryptedId ?? '',
    startDateDisplay: text(m?.startDateDisplay),
    startTimeDisplay: text(m?.startTimeDisplay),
    duration: text(m?.duration ?? (project?.stepType === 'INTERNAL' ? '' : project?.duration)),
    // A new meeting of an organisation with one zone takes that zone when the project names none.
    encryptedTimezoneId: (m?.encryptedTimezoneId ?? project?.encryptedTimezoneId ?? '') || (m ? '' : (own?.onlyZone ?? '')),
    deliveryMethod: method,
    addLine1: text(a?.addLine1),
    addLine2: text(a?.addLine2),
    city: text(a?.city),
    state: text(a?.state),
    postCode: text(a?.postCode),
    candidateBookingLink: text(m?.candidateBookingLink),
    assessorBookingLink: text(m?.assessorBookingLink),
    showAdmins: m?.showAdmins ?? false,
    encryptedAssessorId: m?.encryptedAssessorId ?? own?.assessorId ?? '',
    candidateMin: text(m?.candidateMin),
    candidateMax: text(m?.candidateMax),
    encryptedResourceIds: m?.encryptedResourceIds ?? [],
    active: m ? m.active !== false : true,
    show: m ? m.show !== false : true,
    surge: m?.surge ?? false,
    freezePeriodCancel: text(m ? m.freezePeriodCancel : cancelFreezeOf(project, method)),
    freezePeriodEdit: text(m ? m.freezePeriodEdit : project?.freezePeriodEdit),
    freezePeriodCompletion: text(m ? m.freezePeriodCompletion : project?.freezePeriodCompletion),
    instructions: text(m ? m.instructions : project?.instructions),
    comments: text(m?.comments),
    taskJson: JSON.stringify(tasks),
  };
}

/** What the save request says beside the form's values: which meeting, how it is saved, its step type and country. */
export interface MeetingBodyContext {
  id?: string;
  formAction?: 'create' | 'edit' | 'duplicate';
  stepType: StepType;
  country: 'AU' | 'NZ';
  /** The project needs the meeting's own links (remoteUrlRequired): a remote meeting sends them. */
  sendsLinks: boolean;
}

/** The save request of the form (meeting/save). */
export function meetingBody(v: MeetingFormValues, at: MeetingBodyContext): MeetingBody {
  const onsite = v.deliveryMethod === 'ONSITE';
  const assessment = at.stepType === 'ASSESSMENT';
  const internal = at.stepType === 'INTERNAL';
  return {
    ...(at.id ? { encryptedId: at.id } : {}),
    formAction: at.formAction ?? (at.id ? 'edit' : 'create'),
    encryptedProjectId: text(v.encryptedProjectId),
    stepType: at.stepType,
    active: !!v.active,
    show: !!v.show,
    surge: at.stepType === 'INTERVIEW' && !!v.surge,
    startDateDisplay: text(v.startDateDisplay),
    startTimeDisplay: text(v.startTimeDisplay),
    duration: num(v.duration),
    encryptedTimezoneId: text(v.encryptedTimezoneId),
    deliveryMethod: (onsite ? 'ONSITE' : 'REMOTE') as MeetingBody['deliveryMethod'],
    ...(onsite
      ? {
          addressDTO: {
            addLine1: text(v.addLine1).trim(),
            addLine2: opt(v.addLine2),
            city: text(v.city).trim(),
            state: text(v.state).trim(),
            postCode: num(v.postCode) as number,
            countryCode: at.country,
          },
        }
      : at.sendsLinks
        ? { candidateBookingLink: opt(v.candidateBookingLink), assessorBookingLink: opt(v.assessorBookingLink) }
        : {}),
    encryptedAssessorId: opt(v.encryptedAssessorId),
    showAdmins: !!v.showAdmins,
    instructions: text(v.instructions).trim(),
    comments: opt(v.comments),
    ...(internal
      ? { taskJson: parseTasks(v.taskJson) }
      : {
          freezePeriodCancel: num(v.freezePeriodCancel),
          freezePeriodEdit: num(v.freezePeriodEdit),
          freezePeriodCompletion: num(v.freezePeriodCompletion),
        }),
    ...(assessment
      ? {
          candidateMin: num(v.candidateMin),
          candidateMax: num(v.candidateMax),
          encryptedResourceIds: Array.isArray(v.encryptedResourceIds) ? v.encryptedResourceIds : [],
        }
      : {}),
  };
}

/**
 * The start-date window (doc 2 §5): from the later of the project start and today, to the project end. An internal
 * meeting may start in the past by internalMeetingPastPeriod days, which the organisation's own setting may widen
 * (the server's to judge, as the organisation setting is not the caller's to read): for it the form holds only to the
 * project's dates.
 */
export function startWindow(project: MeetingProject | undefined, zone: string, now: Date): { min: string; max?: string } {
  let today: string;
  try {
    today = formatApiDate(now, zone || 'Australia/Sydney');
  } catch {
    today = formatApiDate(now, 'Australia/Sydney');
  }
  const start = project?.startDateDisplay ?? '';
  const earliest = project?.stepType === 'INTERNAL' ? start || today : today;
  return { min: start > earliest ? start : earliest, max: project?.endDateDisplay || undefined };
}

/** The end of the meeting the form describes (start + duration hours in its zone); undefined until all three are known. */
export function formEnd(v: Pick<MeetingFormValues, 'startDateDisplay' | 'startTimeDisplay' | 'encryptedTimezoneId' | 'duration'>): Date | undefined {
  const start = zonedInstant(text(v.startDateDisplay), text(v.startTimeDisplay), text(v.encryptedTimezoneId));
  const duration = num(v.duration);
  return start && duration && duration > 0 ? addHours(start, duration) : undefined;
}

export interface MeetingRuleContext {
  project: MeetingProject | undefined;
  now: Date;
  /** The record's own start date, kept on an edit even when the window has moved past it. */
  keepDate?: string;
  /** Confirmed bookings of the meeting (the record's count, or the edit check's). */
  confirmed: number;
  /** The assessors free at the form's slot once loaded (read when the form is checked); undefined while not known. */
  availableAssessors?(): readonly string[] | undefined;
  /** The resources free at the form's slot once loaded: a chosen one no longer free is not sent (doc 2 §5). */
  availableResources?(): readonly string[] | undefined;
  picksAssessor: boolean;
  /** EDIT of a remote meeting whose project needs a link: both booking links are required. */
  linksRequired?: boolean;
  candidateWord: string;
}

const ADDRESS_KEYS = new Set(['addLine1', 'addLine2', 'city', 'state', 'postCode', 'countryCode']);
const LINKS = ['candidateBookingLink', 'assessorBookingLink'] as const;

/** The rules of the form that the route's schema leaves to the screen (doc 2 §5), as [field, message]. */
function screenIssues(v: MeetingFormValues, body: MeetingBody, c: MeetingRuleContext, at: MeetingBodyContext): [string, string][] {
  const issues: [string, string][] = [];
  if (at.stepType === 'INTERNAL') {
    if (body.duration !== undefined && body.duration > INTERNAL_DURATION.max) issues.push(['duration', fieldMessages.max(INTERNAL_DURATION.max)]);
  } else {
    for (const id of ['freezePeriodCancel', 'freezePeriodEdit', 'freezePeriodCompletion'] as const)
      if (body[id] === undefined) issues.push([id, MSG.requiredField]);
  }
  if (v.deliveryMethod === 'REMOTE' && at.sendsLinks) {
    for (const id of LINKS) {
      const link = text(v[id]).trim();
      if (!link && c.linksRequired) issues.push([id, MSG.requiredField]);
      else if (link && !WEB_LINK.test(link)) issues.push([id, MEETING_FORM_MSG.linkUrl]);
    }
  }
  if (c.picksAssessor && !body.encryptedAssessorId) issues.push(['encryptedAssessorId', MSG.requiredField]);
  return issues;
}

/** The rules that need the project and the record (doc 2 §5), on the request the form would send. */
function recordIssues(body: MeetingBody, c: MeetingRuleContext): [string, string][] {
  const issues: [string, string][] = [];
  const { candidateMin, candidateMax } = body;
  if (body.stepType === 'ASSESSMENT' && candidateMin !== undefined && candidateMax !== undefined && candidateMax < candidateMin) {
    issues.push(['candidateMax', MEETING_FORM_MSG.spots(c.candidateWord)]);
  }
  const window = startWindow(c.project, body.encryptedTimezoneId, c.now);
  const date = body.startDateDisplay;
  if (date && date !== c.keepDate) {
    if (date < window.min) issues.push(['startDateDisplay', MEETING_FORM_MSG.startTooEarly(window.min)]);
    else if (window.max && date > window.max) issues.push(['startDateDisplay', MEETING_FORM_MSG.startTooLate(window.max)]);
    else if (body.stepType !== 'INTERNAL') {
      const start = zonedInstant(date, body.startTimeDisplay, body.encryptedTimezoneId);
      if (start && start.getTime() < c.now.getTime()) issues.push(['startTimeDisplay', MEETING_FORM_MSG.startPassed]);
    }
  }
  if (body.stepType !== 'INTERNAL' && c.confirmed > 0) {
    if (body.active === false) issues.push(['active', MEETING_FORM_MSG.confirmedBookings]);
    if (body.show === false) issues.push(['show', MEETING_FORM_MSG.confirmedBookings]);
  }
  const available = c.availableAssessors?.();
  if (c.picksAssessor && body.encryptedAssessorId && available && !available.includes(body.encryptedAssessorId)) {
    issues.push(['encryptedAssessorId', MEETING_FORM_MSG.notAvailable]);
  }
  return issues;
}

/**
 * The form's schema: its values become the save request (`meetingBody`), checked by the route's body schema
 * (meeting/save, the server's own rule) plus the screen's and the record's rules (doc 2 §5): the start-date window,
 * confirmed bookings against Inactive or Hidden, an assessor not available, the spots message in the organisation's
 * words, booking links, freeze periods. Address issues are reported under the address fields the form shows. What
 * it gives out is the route's body; a chosen resource no longer free at the slot is left out of it.
 */
export function meetingFormSchema(c: MeetingRuleContext, at: MeetingBodyContext) {
  return z
    .custom<MeetingFormValues>((v) => typeof v === 'object' && v !== null)
    .transform((values, ctx): z.output<typeof meetingSave> => {
      const body = meetingBody(values, at);
      const free = c.availableResources?.();
      if (free && body.encryptedResourceIds) body.encryptedResourceIds = body.encryptedResourceIds.filter((id) => free.includes(id));
      const parsed = meetingSave.safeParse(body);
      const issues: [string, string][] = [];
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const [head, next] = issue.path;
        if (head === 'addressDTO') {
          const field = typeof next === 'string' && ADDRESS_KEYS.has(next) ? next : 'addLine1';
          issues.push([field, next === undefined ? MEETING_MESSAGES.address : issue.message]);
        } else issues.push([issue.path.map(String).join('.'), issue.message]);
      }
      issues.push(...screenIssues(values, body, c, at), ...recordIssues(body, c));
      for (const [path, message] of issues) ctx.addIssue({ code: 'custom', path: [path], message });
      return parsed.success && issues.length === 0 ? parsed.data : z.NEVER;
    });
}
