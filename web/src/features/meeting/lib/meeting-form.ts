import { MSG } from '@scheduler/contracts/messages';
import { AU_STATES } from '@scheduler/contracts/schemas/common';
import { DEFAULT_TASKS, MEETING_MESSAGES, meetingSave, type MeetingTask } from '@scheduler/contracts/schemas/meeting';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import * as z from 'zod';
import type { CallRequest } from '../../../shared/lib/api/index.ts';
import { addHours, zonedInstant } from '../../../shared/lib/zoned-time.ts';
import type { FieldDef, FieldOption } from '../../../shared/ui/form/form-field.tsx';
import type { FormValues } from '../../../shared/ui/form/use-field-form.ts';
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

const WEB_LINK = [{ pattern: /^https?:\/\/\S+$/i, message: MEETING_FORM_MSG.linkUrl }];

/** Hours of an internal meeting entered on the form (doc 2 §5: minimum 1, maximum 10 on the project meeting form). */
export const INTERNAL_DURATION = { min: 1, max: 10 } as const;

const required = { required: true, requiredMessage: MSG.requiredField } as const;
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

const hours = (id: string, label: string, min: number): FieldDef => ({ id, label, type: 'number', ...required, min, max: 999.99, hint: 'Hours' });

/** The meeting form's fields for a step type, delivery method and role (doc 2 §5 "Meeting form"). */
export function meetingFields(c: MeetingFormContext): FieldDef[] {
  const onsite = c.deliveryMethod === 'ONSITE';
  const internal = c.stepType === 'INTERNAL';
  const assessorWord = c.stepType === 'ASSESSMENT' ? c.labels.invigilator : c.labels.assessor;
  const fields: (FieldDef | false)[] = [
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
    onsite && { id: 'addLine1', label: 'Address Line 1', type: 'text', ...required, maxLength: 200 },
    onsite && { id: 'addLine2', label: 'Address Line 2', type: 'text', maxLength: 200 },
    onsite && { id: 'city', label: 'City', type: 'text', ...required, maxLength: 100 },
    onsite &&
      (c.country === 'AU'
        ? { id: 'state', label: 'State', type: 'select', ...required, options: AU_STATES.map((s) => ({ value: s, label: s })) }
        : { id: 'state', label: 'Region', type: 'text', ...required, maxLength: 100 }),
    onsite && { id: 'postCode', label: 'Post Code', type: 'number', ...required, integer: true, min: 100, max: 9999 },
    !onsite &&
      c.showsLinks && {
        id: 'candidateBookingLink',
        label: `${c.labels.candidate} Booking Link`,
        type: 'text',
        maxLength: 2000,
        patterns: WEB_LINK,
        ...(c.linksRequired ? required : {}),
      },
    !onsite &&
      c.showsLinks && {
        id: 'assessorBookingLink',
        label: `${assessorWord} Booking Link`,
        type: 'text',
        maxLength: 2000,
        patterns: WEB_LINK,
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
    { id: 'instructions', label: 'Instructions', type: 'text-area', ...required, maxLength: 1000 },
    { id: 'comments', label: 'Comments', type: 'text-area', maxLength: 250 },
  ];
  return fields.filter((f): f is FieldDef => !!f);
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
export function meetingValues(m: MeetingRecord | undefined, project: MeetingProject | undefined, own?: { assessorId?: string }): FormValues {
  const method = m?.deliveryMethod ?? 'ONSITE';
  const a = m?.addressDTO;
  const tasks = m?.taskJson?.length ? m.taskJson : project?.stepType === 'INTERNAL' ? defaultTasks() : [];
  return {
    encryptedProjectId: m?.encryptedProjectId ?? project?.encryptedId ?? '',
    startDateDisplay: text(m?.startDateDisplay),
    startTimeDisplay: text(m?.startTimeDisplay),
    duration: text(m?.duration ?? (project?.stepType === 'INTERNAL' ? '' : project?.duration)),
    encryptedTimezoneId: m?.encryptedTimezoneId ?? project?.encryptedTimezoneId ?? '',
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

/** The save request of the form (meeting/save). */
export function meetingBody(
  v: FormValues,
  at: { id?: string; formAction?: 'create' | 'edit' | 'duplicate'; stepType: StepType; country: 'AU' | 'NZ'; sendsLinks: boolean },
): MeetingBody {
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
export function formEnd(v: FormValues): Date | undefined {
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
  /** The available assessors once loaded; undefined while the list is not known. */
  availableAssessors?: readonly string[];
  picksAssessor: boolean;
  candidateWord: string;
}

const ADDRESS_KEYS = new Set(['addLine1', 'addLine2', 'city', 'state', 'postCode', 'countryCode']);

/**
 * The route's body schema (meeting/save, the server's own rule) plus the rules that need the project and the record
 * (doc 2 §5): the start-date window, confirmed bookings against Inactive or Hidden, an assessor not available, and the
 * spots message in the organisation's words. Address issues are reported under the address fields the form shows.
 */
export function meetingFormSchema(c: MeetingRuleContext): z.ZodType {
  return z.unknown().superRefine((value, ctx) => {
    const body = value as MeetingBody;
    const parsed = meetingSave.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, next] = issue.path;
        if (head === 'addressDTO') {
          const field = typeof next === 'string' && ADDRESS_KEYS.has(next) ? next : 'addLine1';
          ctx.addIssue({ code: 'custom', path: [field], message: next === undefined ? MEETING_MESSAGES.address : issue.message });
        } else ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
      }
    }
    const { candidateMin, candidateMax } = body;
    if (body.stepType === 'ASSESSMENT' && candidateMin !== undefined && candidateMax !== undefined && candidateMax < candidateMin) {
      ctx.addIssue({ code: 'custom', path: ['candidateMax'], message: MEETING_FORM_MSG.spots(c.candidateWord) });
    }
    const window = startWindow(c.project, body.encryptedTimezoneId, c.now);
    const date = body.startDateDisplay;
    if (date && date !== c.keepDate) {
      if (date < window.min) ctx.addIssue({ code: 'custom', path: ['startDateDisplay'], message: MEETING_FORM_MSG.startTooEarly(window.min) });
      else if (window.max && date > window.max)
        ctx.addIssue({ code: 'custom', path: ['startDateDisplay'], message: MEETING_FORM_MSG.startTooLate(window.max) });
      else if (body.stepType !== 'INTERNAL') {
        const start = zonedInstant(date, body.startTimeDisplay, body.encryptedTimezoneId);
        if (start && start.getTime() < c.now.getTime())
          ctx.addIssue({ code: 'custom', path: ['startTimeDisplay'], message: MEETING_FORM_MSG.startPassed });
      }
    }
    if (body.stepType !== 'INTERNAL' && c.confirmed > 0) {
      if (body.active === false) ctx.addIssue({ code: 'custom', path: ['active'], message: MEETING_FORM_MSG.confirmedBookings });
      if (body.show === false) ctx.addIssue({ code: 'custom', path: ['show'], message: MEETING_FORM_MSG.confirmedBookings });
    }
    if (c.picksAssessor && body.encryptedAssessorId && c.availableAssessors && !c.availableAssessors.includes(body.encryptedAssessorId)) {
      ctx.addIssue({ code: 'custom', path: ['encryptedAssessorId'], message: MEETING_FORM_MSG.notAvailable });
    }
  });
}
