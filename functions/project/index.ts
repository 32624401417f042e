import { projectRoutes } from '@scheduler/contracts/routes/project';
import { createArea } from '../lib/create-area.ts';
import archive from './archive.ts';
import extendPurgeDate from './extend-purge-date.ts';
import get from './get.ts';
import getAssessorProjectList from './get-assessor-project-list.ts';
import getList from './get-list.ts';
import getSelectList from './get-select-list.ts';
import save from './save.ts';

/** The project Lambda (doc 3 §2.4, §2.5, §7). */
export const { handler, implemented } = createArea('project', projectRoutes, [
  save,
  archive,
  get,
  getList,
  getSelectList,
  extendPurgeDate,
  getAssessorProjectList,
]);
