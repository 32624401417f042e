import { createAssessorDirectory } from '@scheduler/core/user/assessor-directory';
import type { Deps } from '../deps.ts';

/** createAssessorDirectory bound to this Lambda's dependencies. */
export const assessorDirectoryService = (d: Deps) => createAssessorDirectory(d);
