import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createAssessorAccessService } from '@scheduler/core/user/assessor-access';

export default handle(pickRoute(assessorRoutes, 'addRemoveAssessorAccess'), async ({ actor, params }, deps) => ({
  status: 'SUCCESS',
  message: await createAssessorAccessService(deps).addRemove(
    actor,
    params.organisationId,
    params.flag,
    params.assessorId,
    params.adminId,
    params.accessTypes,
  ),
}));
