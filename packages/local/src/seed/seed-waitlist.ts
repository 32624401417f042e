import type { Actor } from '@scheduler/core/actor';
import type { DataDeps } from '@scheduler/core/deps';
import { createWaitlistService } from '@scheduler/core/waitlist/waitlist-service';
import { createBooking, createCandidate } from '@scheduler/functions/testing/records';

/**
 * Candidates of the second organisation waiting for its first clinical panel (issue 22): its project has no meeting
 * yet, so the rule engine offers nothing and each joins the waitlist as a candidate would (one narrowed to onsite
 * panels). The project page's Waitlist tab and the dashboard's waitlisted figure show them on a first start; the
 * first panel an administrator publishes is held for the first of them.
 */
export const SEED_WAITLIST_CANDIDATES = [
  { firstName: 'Tane', lastName: 'Walker', deliveryMethod: 'ONSITE' },
  { firstName: 'Aroha', lastName: 'Ngata', deliveryMethod: 'BOTH' },
  { firstName: 'Mere', lastName: 'Parata', deliveryMethod: 'BOTH' },
] as const;

export async function seedWaitlist(deps: DataDeps, ctx: { organisationId: string; projectId: string; now: Date }): Promise<number> {
  const { db } = deps;
  const { organisationId, projectId, now } = ctx;
  const stamp = now.toISOString();
  const waitlist = createWaitlistService(deps);
  for (const c of SEED_WAITLIST_CANDIDATES) {
    const username = `${c.firstName}.${c.lastName}@candidates.example`.toLowerCase();
    const candidateId = await createCandidate(db, { organisationId, username, firstName: c.firstName, lastName: c.lastName, stamp });
    const booking = await createBooking(db, { organisationId, candidateId, projectId, stepType: 'ASSESSMENT', at: stamp });
    const candidate: Actor = {
      userId: candidateId,
      username,
      fullName: `${c.firstName} ${c.lastName}`,
      userType: 'CANDIDATE',
      organisationId,
      roles: ['ROLE_CANDIDATE'],
      sessionId: '',
    };
    await waitlist.join(candidate, { encryptedStepId: booking.bookingId, deliveryMethod: c.deliveryMethod });
  }
  return SEED_WAITLIST_CANDIDATES.length;
}
