import { createAssessorAccessService } from '@scheduler/core/user/assessor-access';
import type { Deps } from '../deps.ts';

/** createAssessorAccessService bound to this Lambda's dependencies. */
export const assessorAccessService = (d: Deps) => createAssessorAccessService(d);
