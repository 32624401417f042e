import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { assessorAccessService } from '../lib/services/assessor-access.ts';

export default handle(pickRoute(assessorRoutes, 'addRemoveAssessorAccess'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await assessorAccessService(deps).addRemove(actor, params.organisationId, params.flag, params.assessorId, params.adminId, params.accessTypes),
}));
