import { departmentRoutes } from '@scheduler/contracts/routes/department';
import { createArea } from '../lib/create-area.ts';
import get from './get.ts';
import getSelectList from './get-select-list.ts';
import list from './list.ts';
import save from './save.ts';

/** The department Lambda (doc 3 §2.3, §7). */
export const { handler, implemented } = createArea('department', departmentRoutes, [get, save, list, getSelectList]);
