import { createConfigLabelService } from '@scheduler/core/label/config-label';
import type { Deps } from '../deps.ts';

/** createConfigLabelService bound to this Lambda's dependencies. */
export const configLabelService = (d: Deps) => createConfigLabelService(d);
