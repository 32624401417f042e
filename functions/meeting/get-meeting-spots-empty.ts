import { meetingRoutes } from '@scheduler/contracts/routes/meeting';
import { createOfferSearchService } from '@scheduler/core/booking/offer-search';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** The meetings a candidate may book for their own pending booking (the same rules as the booking call). */
export default handle(pickRoute(meetingRoutes, 'getMeetingSpotsEmpty'), async ({ actor, body }, deps) =>
  createOfferSearchService(deps).search(actor, body),
);
