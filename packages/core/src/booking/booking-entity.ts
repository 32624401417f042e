import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { STEP_TYPES } from '@scheduler/contracts/roles';
import { BOOKING_STATUSES } from '@scheduler/contracts/schemas/common';
import { purgeIndexAttributes } from '../purge/purge-index.ts';

/**
 * A user booking (doc 2 §3–4): one candidate in one project step, PENDING until booked into a meeting.
 * PENDING → CONFIRMED and CONFIRMED → CANCELLED go only through booking-store-seats.ts, which moves the
 * meeting's counter and the one-confirmed-booking guard in the same transaction.
 * Derived key attributes, kept in step by ElectroDB watchers (never set them yourself):
 * - `meetingKey`: the meetingId, or 'NONE' while the booking has no meeting (a pending booking)
 * - `listTime`: the meeting start once the booking has one, otherwise the time the booking was created
 * - `assessorKey`: the assessorId, or 'NONE' while the booking has no meeting. A write of start gives assessorId
 *   too (an assessor's tabs sort by it: list2 below).
 * A booking's place in the lists is counted per status (booking-list.ts bookingBuckets), moved by the writes that
 * change it (booking-store-seats.ts) in the same transaction.
 * Access patterns:
 * - one booking (primary, organisationId + bookingId); the bookings of an organisation (primary, pk organisationId)
 * - one booking by its id alone (byId, keys only) — a grid admin opening a booking of any organisation
 * - the bookings of a meeting (gsi1, pk organisationId + meetingKey) — seats, candidate names, waiting room, and the
 *   meeting page's bookings list (a meeting holds at most candidateMax bookings: sorted in memory)
 * - the bookings of a candidate (gsi2, pk organisationId + candidateId, sk projectId) — candidate home, gap checks,
 *   the booking list's sub-list by candidate (a candidate's bookings are few)
 * - the bookings of an organisation in one status, by time (gsi3, pk organisationId + status, sk listTime) — the
 *   booking list's tabs ordered by start (booking-list.ts: Upcoming and Awaiting Completion are CONFIRMED from and
 *   before now; Past, Complete, Missed/Incomplete), the dashboard, reminders, and user/getUserList's booking-status
 *   filter (the candidates of a status)
 * - the bookings of a project (gsi4, pk organisationId + projectId, sk status) — project booking tab, add-candidate list
 * - the booking list's tabs ordered by status date (list1, pk organisationId + status, sk statusDate): Cancelled and Archived
 * - an assessor's booking tabs (list2, pk organisationId + status, sk assessorKey + listTime): their Upcoming, Past,
 *   Awaiting Completion and Cancelled (the admin's cancelled sub-list by assessor sorts one assessor's range by
 *   status date in memory, capped)
 * - the bookings of a resource: through its allocations (resource-allocation-entity.ts, by start) to their meetings
 * - the bookings ready to purge, by purge date (purge, pk purgeScope, sk purgeOn) — purge list, purge job
 */
export const bookingEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'booking', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        bookingId: { type: 'string', required: true },
        candidateId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        stepType: { type: STEP_TYPES, required: true },
        meetingId: { type: 'string' },
        meetingKey: {
          type: 'string',
          hidden: true,
          watch: ['meetingId'],
          set: (_: unknown, item: { meetingId?: string }) => item.meetingId ?? 'NONE',
        },
        assessorId: { type: 'string' },
        /** The meeting's UTC start and end, copied in when the booking is confirmed. */
        start: { type: 'string' },
        end: { type: 'string' },
        listTime: {
          type: 'string',
          watch: ['start', 'createdAt'],
          set: (_: unknown, item: { start?: string; createdAt?: string }) => item.start ?? item.createdAt,
        },
        status: { type: BOOKING_STATUSES, required: true },
        statusReason: { type: 'string' },
        statusDate: { type: 'string', required: true },
        statusBy: { type: 'string' },
        /** label~Y or label~N joined by semicolons (doc 2 §3). */
        completionChecklistSelected: { type: 'string' },
        candidateRequestType: { type: 'string' },
        inWaitingRoom: { type: 'boolean', default: false },
        /** Reminders already sent ('key:hoursBefore'), so the reminders job sends each once. */
        remindersSent: { type: 'set', items: 'string' },
        assessorKey: {
          type: 'string',
          hidden: true,
          watch: ['assessorId'],
          set: (_: unknown, item: { assessorId?: string }) => item.assessorId ?? 'NONE',
        },
        /** A file attached for the candidate (doc 2 §2 Download File screen): its object key in the file store and its name. */
        fileKey: { type: 'string' },
        fileName: { type: 'string' },
        /** Live-session attendance (session-attendance.ts): first bind, last leave, and the seconds of all bound periods. */
        sessionJoinedAt: { type: 'string' },
        sessionLeftAt: { type: 'string' },
        sessionSeconds: { type: 'number' },
        readyToPurge: { type: 'boolean', default: false },
        purgeDate: { type: 'string' },
        ...purgeIndexAttributes,
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['bookingId'] } },
        byMeeting: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'meetingKey'] },
          sk: { field: 'gsi1sk', composite: ['bookingId'] },
        },
        byCandidate: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['organisationId', 'candidateId'] },
          sk: { field: 'gsi2sk', composite: ['projectId', 'bookingId'] },
        },
        byStatus: {
          index: 'gsi3',
          pk: { field: 'gsi3pk', composite: ['organisationId', 'status'] },
          sk: { field: 'gsi3sk', composite: ['listTime', 'bookingId'] },
        },
        byProject: {
          index: 'gsi4',
          pk: { field: 'gsi4pk', composite: ['organisationId', 'projectId'] },
          sk: { field: 'gsi4sk', composite: ['status', 'bookingId'] },
        },
        byStatusDate: {
          index: 'list1',
          pk: { field: 'list1pk', composite: ['organisationId', 'status'] },
          sk: { field: 'list1sk', composite: ['statusDate', 'bookingId'] },
        },
        byAssessorTab: {
          index: 'list2',
          pk: { field: 'list2pk', composite: ['organisationId', 'status'] },
          sk: { field: 'list2sk', composite: ['assessorKey', 'listTime', 'bookingId'] },
        },
        byIdOnly: { index: 'byId', pk: { field: 'idpk', composite: ['bookingId'] }, sk: { field: 'idsk', composite: [] } },
        byPurgeDate: { index: 'purge', pk: { field: 'purgepk', composite: ['purgeScope'] }, sk: { field: 'purgesk', composite: ['purgeOn'] } },
      },
    },
    config,
  );
export type BookingEntity = ReturnType<typeof bookingEntity>;
export type Booking = EntityItem<BookingEntity>;
export type BookingStatus = Booking['status'];
