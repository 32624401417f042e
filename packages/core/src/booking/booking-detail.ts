import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { createResourceStore } from '../resource/resource-store.ts';
import { createUserStore } from '../user/user-store.ts';
import type { Booking } from './booking-entity.ts';
import { bookingContextOf, permissionFactsOf } from './booking-context.ts';
import { bookingDetailOf, type BookingDetail, type LaunchSettings } from './booking-view.ts';

export type BookingDetailDeps = DataDeps & { launch: LaunchSettings };

/** The Booking view (booking-view.ts) of a booking the caller reaches: its context, people and resources read once. */
export function createBookingDetailReader(deps: BookingDetailDeps) {
  const { db, clock } = deps;
  const labels = createConfigLabelService(deps);
  const users = createUserStore(db);
  const resources = createResourceStore(db);
  return async function detailOf(actor: Actor, b: Booking): Promise<BookingDetail> {
    const { organisationId } = b;
    const ctx = await bookingContextOf(db, b);
    const [labelSet, candidate, access, assessor, hostAccess, held] = await Promise.all([
      labels.forOrganisation(organisationId),
      users.personOf(b.candidateId),
      users.accessOf(organisationId, b.candidateId),
      b.assessorId ? users.personOf(b.assessorId) : Promise.resolve(null),
      b.assessorId ? users.accessOf(organisationId, b.assessorId) : Promise.resolve(null),
      Promise.all([...(ctx.meeting?.resourceIds ?? [])].map((resourceId) => resources.resourceOf(organisationId, resourceId))),
    ]);
    return bookingDetailOf(b, ctx, {
      facts: permissionFactsOf(actor, b, ctx, clock.now()),
      labels: labelSet,
      candidate: candidate ?? undefined,
      candidateAccess: access ?? undefined,
      assessor: assessor ?? undefined,
      assessorOrgAdmin: hostAccess?.userType === 'ORG_ADMIN',
      resourceNames: held.flatMap((r) => (r ? [r.name] : [])),
      launch: deps.launch,
      invigilatorOnly: !actor.roles.includes('ROLE_ADMIN_TYPE') && !actor.roles.includes('ROLE_ASSESSOR') && actor.roles.includes('ROLE_INVIGILATOR'),
    });
  };
}
