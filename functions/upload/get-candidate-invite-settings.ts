import { uploadRoutes } from '@scheduler/contracts/routes/upload';
import { createCandidateUploadService } from '@scheduler/core/invitation/candidate-upload';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { candidateUploadDeps } from './upload-deps.ts';

export default handle(pickRoute(uploadRoutes, 'getCandidateInviteSettings'), async ({ actor, params }, deps) =>
  createCandidateUploadService(candidateUploadDeps(deps)).settings(actor, params.organisationId),
);
