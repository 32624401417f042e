import type { Actor } from '../actor.ts';
import { isGridAdmin } from '../actor.ts';
import { errors } from '../errors.ts';

/**
 * The organisation a request may touch. Grid admins work across organisations (the one asked for,
 * else their current one); everyone else only ever gets their current organisation, and asking
 * for another is refused rather than silently redirected.
 */
export function scopedOrganisationId(actor: Actor, requested?: string | null): string {
  const wanted = requested && requested !== 'NA' && requested !== 'ALL' ? requested : undefined;
  if (isGridAdmin(actor)) return wanted ?? actor.organisationId;
  if (wanted && wanted !== actor.organisationId) throw errors.forbidden();
  return actor.organisationId;
}

/** True when the record's organisation is visible to the actor. */
export function canSeeOrganisation(actor: Actor, organisationId: string): boolean {
  return isGridAdmin(actor) || actor.organisationId === organisationId;
}
