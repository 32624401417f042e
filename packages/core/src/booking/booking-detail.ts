import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { Booking } from './booking-entity.ts';
import { bookingContextOf, permissionFactsOf } from './booking-context.ts';
import { bookingDetailOf, type BookingDetail, type LaunchSettings } from './booking-view.ts';

export type BookingDetailDeps = DataDeps & { launch: LaunchSettings };

/** The Booking view (booking-view.ts) of a booking the caller reaches: its context, people and resources read once. */
export function createBookingDetailReader(deps: BookingDetailDeps) {
  const { db, clock } = deps;
  const labels = createConfigLabelService(deps);
  return async function detailOf(actor: Actor, b: Booking): Promise<BookingDetail> {
    const { organisationId } = b;
    const ctx = await bookingContextOf(db, b);
    const [labelSet, candidate, access, assessor, hostAccess, resources] = await Promise.all([
      labels.forOrganisation(organisationId),
      db.user.get({ userId: b.candidateId }).go(),
      db.userOrgAccess.get({ organisationId, userId: b.candidateId }).go(),
      b.assessorId ? db.user.get({ userId: b.assessorId }).go() : Promise.resolve({ data: null }),
      b.assessorId ? db.userOrgAccess.get({ organisationId, userId: b.assessorId }).go() : Promise.resolve({ data: null }),
      Promise.all([...(ctx.meeting?.resourceIds ?? [])].map((resourceId) => db.resource.get({ organisationId, resourceId }).go())),
    ]);
    return bookingDetailOf(b, ctx, {
      facts: permissionFactsOf(actor, b, ctx, clock.now()),
      labels: labelSet,
      candidate: candidate.data ?? undefined,
      candidateAccess: access.data ?? undefined,
      assessor: assessor.data ?? undefined,
      assessorOrgAdmin: hostAccess.data?.userType === 'ORG_ADMIN',
      resourceNames: resources.flatMap((r) => (r.data ? [r.data.name] : [])),
      launch: deps.launch,
      invigilatorOnly: !actor.roles.includes('ROLE_ADMIN_TYPE') && !actor.roles.includes('ROLE_ASSESSOR') && actor.roles.includes('ROLE_INVIGILATOR'),
    });
  };
}
