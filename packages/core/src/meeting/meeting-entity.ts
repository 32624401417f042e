import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { DELIVERY_METHODS, STEP_TYPES } from '@scheduler/contracts/roles';

/**
 * A meeting (doc 2 §3): a time slot of one project step, run by one assessor or invigilator, with
 * candidate spots. Instants are UTC ISO strings; `timeZone` is the meeting's IANA zone.
 * `candidatesConfirmed` is only ever changed by the booking-capacity writes, under the condition
 * candidatesConfirmed < candidateMax (see booking-capacity.ts).
 * Access patterns:
 * - one meeting (primary, organisationId + meetingId): there is no organisation-less lookup, so a meeting is only
 *   ever read through the caller's organisation; the meetings of an organisation (primary, pk organisationId)
 * - the meetings of an organisation by start time: lists, calendar ranges, dashboard (gsi1, pk organisationId, sk start)
 * - the meetings of a project by start time: project tabs, empty-spots search (gsi2, pk organisationId + projectId, sk start)
 * - the meetings of an assessor by start time: assessor calendar and lists, clash checks (gsi3, pk organisationId + assessorId, sk start)
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
        readyToPurge: { type: 'boolean', default: false },
        purgeDate: { type: 'string' },
        createdBy: { type: 'string' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['meetingId'] } },
        byStart: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['organisationId'] }, sk: { field: 'gsi1sk', composite: ['start', 'meetingId'] } },
        byProject: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['organisationId', 'projectId'] }, sk: { field: 'gsi2sk', composite: ['start', 'meetingId'] } },
        byAssessor: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['organisationId', 'assessorId'] }, sk: { field: 'gsi3sk', composite: ['start', 'meetingId'] } },
      },
    },
    config,
  );
export type MeetingEntity = ReturnType<typeof meetingEntity>;
export type Meeting = EntityItem<MeetingEntity>;
