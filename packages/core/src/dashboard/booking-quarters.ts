import { MSG } from '@scheduler/contracts/messages';
import { STEP_TYPES, type StepType } from '@scheduler/contracts/roles';
import { BOOKING_STATUSES } from '@scheduler/contracts/schemas/common';
import type { quarterBookingAnswer } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import type { BookingStatus } from '../booking/booking-entity.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { batchGetInOrder, countKeys, type RangeQuery } from '../lists/index-page.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { zonedDayBoundsUtc } from '../time/zoned-date-time.ts';
import { quarterWindow } from './dashboard-quarters.ts';

const isStepType = (t: string): t is StepType => (STEP_TYPES as readonly string[]).includes(t);

/**
 * user-booking/getQuarterDataBooking/{status} (doc 2 Dashboard quarter chart, chart type 1 "cancelled bookings"): the
 * organisation's bookings in one status (CANCELLED on the dashboard) per quarter of their start, from four quarters
 * back to three ahead. The list narrows the count: step types, the organisation's projects and its assessors or
 * invigilators (the dashboard's filters); an id that is neither of the organisation is not found (404), so it
 * reveals nothing. Each quarter is a keys-only count (Select COUNT) of the status index (booking-entity.ts byStatus,
 * sorted by start) bounded by the quarter, so the read covers the status's bookings of those two years, not every
 * booking.
 */
export function createBookingQuartersService(deps: DataDeps) {
  const { db, clock } = deps;

  /** The list's ids as projects and staff of the organisation. */
  async function classify(organisationId: string, ids: string[]) {
    const projects = await batchGetInOrder(
      db.project,
      ids.map((projectId) => ({ organisationId, projectId })),
      (p) => p.projectId,
    );
    const projectIds = new Set(projects.map((p) => p.projectId));
    const others = ids.filter((i) => !projectIds.has(i));
    const staff = await batchGetInOrder(
      db.userOrgAccess,
      others.map((userId) => ({ organisationId, userId })),
      (a) => a.userId,
    );
    if (staff.length !== others.length || staff.some((a) => a.userType === 'CANDIDATE')) throw errors.notFound('{Assessor}');
    return { projects: [...projectIds], assessors: staff.map((a) => a.userId) };
  }

  return {
    async quarters(actor: Actor, statusParam: string, tokens: readonly string[]): Promise<z.input<typeof quarterBookingAnswer>> {
      const organisationId = actor.organisationId;
      const status = statusParam.toUpperCase();
      if (!(BOOKING_STATUSES as readonly string[]).includes(status)) {
        throw errors.validation(MSG.validationFailed, { id: `A booking status: ${BOOKING_STATUSES.join(', ')}` });
      }
      const cleaned = [...new Set(tokens.map((t) => t.trim()).filter((t) => t !== '' && t !== 'ALL'))];
      const stepTypes = cleaned.filter(isStepType);
      const { projects, assessors } = await classify(
        organisationId,
        cleaned.filter((t) => !isStepType(t)),
      );
      const quarters = quarterWindow(formatApiDate(clock.now(), SERVER_TIME_ZONE));
      const bound = (day: string) => zonedDayBoundsUtc(day, SERVER_TIME_ZONE).start.toISOString();
      const rangeOf = (from: string, to: string) => {
        const q = db.booking.query.byStatus({ organisationId, status: status as BookingStatus }).between({ listTime: from }, { listTime: to });
        if (stepTypes.length === 0 && projects.length === 0 && assessors.length === 0) return q as RangeQuery;
        return q.where((a, op) => {
          const named: [unknown, readonly string[]][] = [
            [a.stepType, stepTypes],
            [a.projectId, projects],
            [a.assessorId, assessors],
          ];
          return named
            .filter(([, values]) => values.length > 0)
            .map(([attr, values]) => `(${values.map((v) => op.eq(attr as never, v as never)).join(' OR ')})`)
            .join(' AND ');
        }) as RangeQuery;
      };
      const counts = await Promise.all(quarters.map((quarter) => countKeys({ query: rangeOf(bound(quarter.first), bound(quarter.next)) })));
      return quarters.map((quarter, i) => ({ qtr: quarter.label, count: counts[i]! }));
    },
  };
}
