import { MSG } from '@scheduler/contracts/messages';
import { STEP_TYPES, type StepType } from '@scheduler/contracts/roles';
import { BOOKING_STATUSES } from '@scheduler/contracts/schemas/common';
import type { quarterBookingAnswer } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import type { BookingStatus } from '../booking/booking-entity.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { zonedDayBoundsUtc } from '../time/zoned-date-time.ts';
import { COUNTED_STATUS } from './booking-quarter-counters.ts';
import { readBookingQuarterCounts } from './booking-quarter-counts.ts';
import { quarterWindow } from './dashboard-quarters.ts';

const isStepType = (t: string): t is StepType => (STEP_TYPES as readonly string[]).includes(t);

/**
 * user-booking/getQuarterDataBooking/{status} (doc 2 Dashboard quarter chart, chart type 1 "cancelled bookings"): the
 * organisation's bookings in one status (CANCELLED on the dashboard) per quarter of their start, from four quarters
 * back to three ahead. The list narrows the count: step types, the organisation's projects and its assessors or
 * invigilators (the dashboard's filters); an id that is neither of the organisation is not found (404), so it
 * reveals nothing. Cancelled bookings (the only status the dashboard asks for) are read from the quarter counters the
 * booking writes keep (booking-quarter-counters.ts), a few per quarter whatever the organisation holds. Any other
 * status is a keys-only count (Select COUNT) per quarter of the status index (booking-entity.ts byStatus, sorted by
 * start) bounded by the quarter, so the read covers the status's bookings of those two years, not every booking.
 */
export function createBookingQuartersService(deps: DataDeps) {
  const { clock } = deps;
  const bookings = createBookingStore(deps.db);
  const projectStore = createProjectStore(deps.db);
  const users = createUserStore(deps.db);

  /** The list's ids as projects and staff of the organisation. */
  async function classify(organisationId: string, ids: string[]) {
    const projects = await projectStore.projectsOf(organisationId, ids);
    const projectIds = new Set(projects.map((p) => p.projectId));
    const others = ids.filter((i) => !projectIds.has(i));
    const staff = await users.accessesOf(organisationId, others);
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
      if (status === COUNTED_STATUS) {
        const counts = await readBookingQuarterCounts(deps.db, organisationId, { projects, assessors }, quarters[0]!.label, quarters.at(-1)!.label);
        const wanted = (stepType: string) => stepTypes.length === 0 || (stepTypes as string[]).includes(stepType);
        return quarters.map((quarter) => ({
          qtr: quarter.label,
          count: counts.filter((c) => c.quarter === quarter.label && wanted(c.stepType)).reduce((n, c) => n + c.count, 0),
        }));
      }
      const bound = (day: string) => zonedDayBoundsUtc(day, SERVER_TIME_ZONE).start.toISOString();
      const counts = await Promise.all(
        quarters.map((quarter) =>
          bookings.statusCountBetween(organisationId, status as BookingStatus, bound(quarter.first), bound(quarter.next), {
            stepTypes,
            projects,
            assessors,
          }),
        ),
      );
      return quarters.map((quarter, i) => ({ qtr: quarter.label, count: counts[i]! }));
    },
  };
}
