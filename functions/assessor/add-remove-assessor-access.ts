import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(assessorRoutes, 'addRemoveAssessorAccess'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await services.assessorAccess(deps).addRemove(actor, params.organisationId, params.flag, params.assessorId, params.adminId, params.accessTypes),
}));
