import { createDepartmentService } from '@scheduler/core/department/department';
import type { Deps } from '../deps.ts';

/** createDepartmentService bound to this Lambda's dependencies. */
export const departmentService = (d: Deps) => createDepartmentService(d);
