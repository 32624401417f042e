import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { DELIVERY_METHODS, STEP_TYPES } from '@scheduler/contracts/roles';
import { purgeIndexAttributes } from '../purge/purge-index.ts';

/**
 * The meeting list's tabs (doc 2 manage/meeting-list), one per meeting: archived; else internal (the internal tab);
 * else show_no (not visible to candidates, the grid admin's tab); else active or inactive.
 */
export const MEETING_TABS = ['ACTIVE', 'INACTIVE', 'INTERNAL', 'SHOW_NO', 'ARCHIVED'] as const;
export type MeetingTab = (typeof MEETING_TABS)[number];

export function meetingTabOf(m: { archived: boolean; stepType: string; show: boolean; active: boolean }): MeetingTab {
  if (m.archived) return 'ARCHIVED';
  if (m.stepType === 'INTERNAL') return 'INTERNAL';
  if (!m.show) return 'SHOW_NO';
  return m.active ? 'ACTIVE' : 'INACTIVE';
}
const TAB_STATE = ['archived', 'stepType', 'show', 'active'] as const;

/**
 * A meeting (doc 2 §3): a time slot of one project step, run by one assessor or invigilator, with
 * candidate spots. Instants are UTC ISO strings; `timeZone` is the meeting's IANA zone.
 * `candidatesConfirmed` is only ever changed by the seat writes (booking-store-seats.ts), under the condition
 * candidatesConfirmed < candidateMax (see booking-store-seats.ts). It counts seats TAKEN: confirmed bookings plus the
 * seats held for waitlisted candidates, `candidatesHeld` of them (waitlist/waitlist-writes.ts; absent = 0).
 * Access patterns:
 * - one meeting (primary, organisationId + meetingId): there is no organisation-less lookup, so a meeting is only
 *   ever read through the caller's organisation; the meetings of an organisation (primary, pk organisationId)
 * - the meetings of an organisation by start time: lists, calendar ranges, dashboard (gsi1, pk organisationId, sk start)
 * - the meetings of a project by start time: project tabs, empty-spots search (gsi2, pk organisationId + projectId, sk start)
 * - the meetings of an assessor by start time: assessor calendar, clash checks (gsi3, pk organisationId + assessorId, sk start)
 * - one meeting by its id alone (byId, keys only) — a grid admin opening a meeting of any organisation
 * - the meeting list's tabs by start (list1, pk organisationId + listTab, sk start), with the date range as the key
 *   range and the tab's counter (meeting-list.ts) as the total of an unfiltered tab
 * - an assessor's meeting list (list2, pk organisationId + assessorId + listTab, sk start)
 * - the meetings ready to purge, by purge date (purge, pk purgeScope, sk purgeOn) — purge list, purge job
 * `listTab` follows archived, stepType, show and active: a write of one of them gives all four, or listTab itself.
 */
export const MEETING_STATUS_INTERNAL = ['PENDING', 'COMPLETED'] as const;

export const meetingEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'meeting', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        meetingId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        stepType: { type: STEP_TYPES, required: true },
        assessorId: { type: 'string', required: true },
        /** UTC instant, ISO 8601. */
        start: { type: 'string', required: true },
        /** UTC instant, ISO 8601: start plus duration hours. */
        end: { type: 'string', required: true },
        /** IANA zone of the meeting, e.g. Australia/Sydney. */
        timeZone: { type: 'string', required: true },
        /**
         * The length the save computed (end minus start, in hours), kept for the audit row's 'Duration'. Nothing reads
         * it as the meeting's duration: meetingHours (meeting-rules.ts) reads start and end, the one source.
         */
        durationHours: { type: 'number', required: true },
        deliveryMethod: { type: DELIVERY_METHODS, required: true, default: 'ONSITE' },
        addressId: { type: 'string' },
        /** Copy of the address at save time, so lists show it without a second read. */
        address: {
          type: 'map',
          properties: {
            label: { type: 'string' },
            addLine1: { type: 'string' },
            addLine2: { type: 'string' },
            city: { type: 'string' },
            state: { type: 'string' },
            postCode: { type: 'number' },
            countryCode: { type: ['AU', 'NZ'] as const },
          },
        },
        candidateMin: { type: 'number', required: true, default: 0 },
        candidateMax: { type: 'number', required: true },
        candidatesConfirmed: { type: 'number', required: true, default: 0 },
        candidatesHeld: { type: 'number' },
        active: { type: 'boolean', required: true, default: true },
        /** Visible to candidates (some organisations reverse the meaning). */
        show: { type: 'boolean', required: true, default: true },
        surge: { type: 'boolean', required: true, default: false },
        archived: { type: 'boolean', required: true, default: false },
        archivedReason: { type: 'string' },
        showAdmins: { type: 'boolean', default: false },
        assessorBookingLink: { type: 'string' },
        candidateBookingLink: { type: 'string' },
        comments: { type: 'string' },
        instructions: { type: 'string' },
        freezePeriodEdit: { type: 'number' },
        freezePeriodCancel: { type: 'number' },
        freezePeriodCompletion: { type: 'number' },
        resourceIds: { type: 'set', items: 'string' },
        openLink: { type: 'string' },
        /** Internal-step task list (doc 2 §3 taskJson): name, adminSelected, adminComments, assessorSelected, completedHours, completedTasks, assessorComments. */
        taskJson: {
          type: 'list',
          items: {
            type: 'map',
            properties: {
              name: { type: 'string', required: true },
              adminSelected: { type: 'boolean' },
              adminComments: { type: 'string' },
              assessorSelected: { type: 'boolean' },
              completedHours: { type: 'number' },
              completedTasks: { type: 'number' },
              assessorComments: { type: 'string' },
            },
          },
        },
        statusInternal: { type: MEETING_STATUS_INTERNAL, required: true, default: 'PENDING' },
        actualHours: { type: 'number' },
        listTab: {
          type: MEETING_TABS,
          watch: [...TAB_STATE],
          set: (value: MeetingTab | undefined, item: Partial<Record<(typeof TAB_STATE)[number], unknown>>) => {
            if (value !== undefined) return value;
            if (TAB_STATE.some((k) => item[k] === undefined)) {
              throw new Error('meeting: a write of archived, stepType, show or active gives all four, or listTab (meeting-list.ts)');
            }
            return meetingTabOf(item as Parameters<typeof meetingTabOf>[0]);
          },
        },
        readyToPurge: { type: 'boolean', default: false },
        purgeDate: { type: 'string' },
        ...purgeIndexAttributes,
        createdBy: { type: 'string' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
        /**
         * An assessment found below its candidateMin at its cancel-freeze deadline (meeting-minimum.ts): the figures of
         * that check, and the admin's go/no-go once made. Absent until a check finds it under.
         */
        underMinimum: {
          type: 'map',
          properties: {
            confirmed: { type: 'number', required: true },
            minimum: { type: 'number', required: true },
            deadline: { type: 'string', required: true },
            checkedAt: { type: 'string', required: true },
            decision: { type: ['KEEP', 'ARCHIVE'] as const },
            decidedBy: { type: 'string' },
            decidedAt: { type: 'string' },
          },
        },
        /** Grows by one with every change of the meeting (the ICS SEQUENCE, RFC 5545 §3.8.7.4); absent until the first change. */
        sequence: { type: 'number' },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['meetingId'] } },
        byStart: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId'] },
          sk: { field: 'gsi1sk', composite: ['start', 'meetingId'] },
        },
        byProject: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['organisationId', 'projectId'] },
          sk: { field: 'gsi2sk', composite: ['start', 'meetingId'] },
        },
        byAssessor: {
          index: 'gsi3',
          pk: { field: 'gsi3pk', composite: ['organisationId', 'assessorId'] },
          sk: { field: 'gsi3sk', composite: ['start', 'meetingId'] },
        },
        byTab: {
          index: 'list1',
          pk: { field: 'list1pk', composite: ['organisationId', 'listTab'] },
          sk: { field: 'list1sk', composite: ['start', 'meetingId'] },
        },
        byAssessorTab: {
          index: 'list2',
          pk: { field: 'list2pk', composite: ['organisationId', 'assessorId', 'listTab'] },
          sk: { field: 'list2sk', composite: ['start', 'meetingId'] },
        },
        byIdOnly: { index: 'byId', pk: { field: 'idpk', composite: ['meetingId'] }, sk: { field: 'idsk', composite: [] } },
        byPurgeDate: { index: 'purge', pk: { field: 'purgepk', composite: ['purgeScope'] }, sk: { field: 'purgesk', composite: ['purgeOn'] } },
      },
    },
    config,
  );
export type MeetingEntity = ReturnType<typeof meetingEntity>;
export type Meeting = EntityItem<MeetingEntity>;
