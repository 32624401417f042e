import { meetingFigureWrites } from '../dashboard/meeting-figure-counters.ts';
import { counterMoves, type TransactionEntities } from '../lists/list-counters.ts';
import { meetingTabOf, type Meeting, type MeetingTab } from './meeting-entity.ts';

/**
 * The meeting list (doc 2 manage/meeting-list) through the meeting list indexes (meeting-entity.ts byTab,
 * byAssessorTab): one tab of an organisation, or of one assessor, by start; the date range is the index's key range.
 * Each tab has a counter (and one per assessor) that the meeting writes move in their transaction (meetingCreate,
 * meetingCounterMoves), so an unfiltered tab's total is one read; a date range is counted from its keys (meeting-store-lists.ts).
 */

type Placed = Pick<Meeting, 'assessorId' | 'archived' | 'stepType' | 'show' | 'active'>;

/** The counter of a tab of the organisation, or of one assessor. */
export const bucketOf = (tab: MeetingTab, assessorId?: string) => (assessorId ? `meeting#a#${assessorId}#${tab}` : `meeting#${tab}`);

/** The counters a meeting is counted in: its tab in the organisation, and for its assessor. */
export function meetingBuckets(m: Placed): { organisation: string; assessor: string } {
  const tab = meetingTabOf(m);
  return { organisation: bucketOf(tab), assessor: bucketOf(tab, m.assessorId) };
}

/** The counter writes of a meeting moving from `before` (absent: a new meeting) to `after`, for the same transaction. */
export function meetingCounterMoves(
  listCounter: TransactionEntities['listCounter'],
  organisationId: string,
  before: Placed | undefined,
  after: Placed,
) {
  const from = before ? meetingBuckets(before) : undefined;
  const to = meetingBuckets(after);
  return [
    ...counterMoves(listCounter, organisationId, from?.organisation, to.organisation),
    ...counterMoves(listCounter, organisationId, from?.assessor, to.assessor),
  ];
}

type NewMeeting = Parameters<TransactionEntities['meeting']['create']>[0];

/** The writes of a new meeting: the meeting, its list counters and its dashboard counters. */
export function meetingCreate(entities: Pick<TransactionEntities, 'meeting' | 'listCounter'>, meeting: NewMeeting) {
  const placed = { archived: false, show: true, active: true, candidatesConfirmed: 0, ...meeting };
  return [
    entities.meeting.create(meeting).commit(),
    ...meetingCounterMoves(entities.listCounter, meeting.organisationId, undefined, placed),
    ...meetingFigureWrites(entities.listCounter, meeting.organisationId, [[undefined, placed]]),
  ];
}

export interface MeetingTabRequest {
  organisationId: string;
  tab: MeetingTab;
  /** An assessor's own meetings; the organisation's otherwise. */
  assessorId?: string;
  /** The date range (UTC instants, inclusive), when the list has one. */
  from?: string;
  to?: string;
  /** The list's default is dateTimeCombined ascending. */
  order?: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}
