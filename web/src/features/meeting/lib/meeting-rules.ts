import { MEETING_RETURN_URL_KEY } from '../../../shared/subsets/meeting/project-meeting-table.tsx';
import type { Crumb } from '../../../shared/ui/page-header.tsx';
import { zonedInstant } from '../../../shared/lib/zoned-time.ts';
import type { MeetingRecord } from './meeting-record.ts';

/** Where a meeting was opened from (doc 2 §9 local storage key meeting-return-url); its breadcrumbs follow it. */
export const meetingReturn = {
  read: (): string | undefined => localStorage.getItem(MEETING_RETURN_URL_KEY) ?? undefined,
  write: (url: string): void => localStorage.setItem(MEETING_RETURN_URL_KEY, url),
};

export type MeetingChip = 'Archived' | 'Active' | 'Inactive' | 'not-visible' | 'Surge';

/** The chips of doc 2 §4: Archived (deleted) alone, else Active or Inactive, not-visible when hidden from candidates, Surge. */
export function meetingChips(m: Pick<MeetingRecord, 'archived' | 'active' | 'show' | 'surge'>): MeetingChip[] {
  if (m.archived) return ['Archived'];
  const chips: MeetingChip[] = [m.active === false ? 'Inactive' : 'Active'];
  if (m.show === false) chips.push('not-visible');
  if (m.surge) chips.push('Surge');
  return chips;
}

/** Status colours of doc 2 §4: active success, inactive warning, archived its own style, others info. */
export const CHIP_PALETTE: Record<MeetingChip, string> = {
  Archived: 'gray',
  Active: 'green',
  Inactive: 'orange',
  'not-visible': 'blue',
  Surge: 'purple',
};

export type MeetingAction = 'close' | 'edit' | 'downloadCalendar' | 'delete' | 'duplicate' | 'fieldAudit' | 'complete';

export interface Viewer {
  isAdmin: boolean;
  /** An assessor on the assessor screen. */
  isAssessor: boolean;
}

/** The meeting's start as an instant, in its zone. */
export const meetingStart = (m: MeetingRecord): Date | undefined =>
  zonedInstant(m.startDateDisplay ?? '', m.startTimeDisplay ?? '', m.encryptedTimezoneId);

/**
 * The actions panel in VIEW (doc 2 §2 "Meeting page", §4, §6); none for an archived meeting.
 * Admins: Edit, Download Calendar, Delete, Duplicate, Field Audit Log (showAuditField), Complete for an internal
 * meeting whose start has passed. Assessors: Close; Edit and Delete only while the start has not passed; Complete for
 * an internal meeting when the server allows it and the meeting is not opened by an assessor admin for someone else.
 */
export function meetingActions(m: MeetingRecord, viewer: Viewer, now: Date): MeetingAction[] {
  if (m.archived) return [];
  const start = meetingStart(m);
  const started = !!start && start.getTime() <= now.getTime();
  const internal = m.stepType === 'INTERNAL';
  const completable = internal && started && m.completionAllowedInternal !== false;
  if (viewer.isAdmin) {
    const actions: MeetingAction[] = ['edit', 'downloadCalendar', 'delete', 'duplicate'];
    if (m.showAuditField) actions.push('fieldAudit');
    if (completable) actions.push('complete');
    return actions;
  }
  const actions: MeetingAction[] = ['close'];
  if (!started) actions.push('edit', 'delete');
  if (completable && m.accessByAssessorAdmin !== true) actions.push('complete');
  return actions;
}

const RETURN_CRUMBS: { match: RegExp; crumbs: (words: { meetings: string }) => Crumb[] }[] = [
  { match: /^\/calendar/, crumbs: () => [{ label: 'Calendar', to: '/calendar' }] },
  { match: /^\/manage\/meeting-list/, crumbs: (w) => [{ label: `Manage ${w.meetings}`, to: '/manage/meeting-list' }] },
  { match: /^\/manage\/purge-list/, crumbs: () => [{ label: 'Purge Availabilities', to: '/manage/purge-list' }] },
];

/**
 * Breadcrumbs by return target (doc 2 §2): calendar, meeting list, purge list ('Purge Availabilities'), or the project
 * (Projects > project); a new meeting is Projects > project > 'Create {meeting}'. The assessor screen goes back to the
 * calendar or the meeting list.
 */
export function meetingCrumbs(o: {
  isNew: boolean;
  assessorScreen: boolean;
  returnUrl?: string;
  project?: { id: string; name?: string };
  title: string;
  words: { meeting: string; meetings: string };
}): Crumb[] {
  const back = RETURN_CRUMBS.find((r) => o.returnUrl && r.match.test(o.returnUrl));
  if (o.assessorScreen) {
    const crumbs = back && !/purge/.test(o.returnUrl ?? '') ? back.crumbs(o.words) : [{ label: 'Calendar', to: '/calendar' }];
    return [...crumbs, { label: o.title }];
  }
  const projectCrumbs: Crumb[] = [{ label: 'Projects', to: '/project' }];
  if (o.project) projectCrumbs.push({ label: o.project.name ?? '', to: `/project/${o.project.id}` });
  if (o.isNew || !back) return [...projectCrumbs, { label: o.title }];
  return [...back.crumbs(o.words), { label: o.title }];
}

/** The return target as a path for Close and after a delete. */
export function returnPath(returnUrl: string | undefined, fallback: string): string {
  if (returnUrl && returnUrl.startsWith('/')) return returnUrl;
  return fallback;
}
