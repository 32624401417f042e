import { defineRoute } from '../route.ts';
import { statusAnswer, tableRequest } from '../envelope.ts';
import {
  projectDetail, projectIdParams, projectList, projectListParams, projectPurgeParams, PROJECT_RICH_FIELDS, projectSave,
  projectSaved, projectSelectList, projectSelectParams,
} from '../schemas/project.ts';
import { ANY_ADMIN, ASSESSOR, ASSESSOR_OR_ADMIN } from './access.ts';

export const projectRoutes = [
  defineRoute({
    area: 'project', operation: 'save', method: 'POST', path: '/api/project/save', access: ANY_ADMIN,
    spec: 'doc3 §7 Project', summary: 'Creates, edits or duplicates a project; the message holds the id.',
    body: projectSave, bodyType: 'json', response: projectSaved, richTextFields: PROJECT_RICH_FIELDS,
  }),
  defineRoute({
    area: 'project', operation: 'archive', method: 'POST', path: '/api/project/archive/{id}', access: ANY_ADMIN,
    spec: 'doc3 §7 Project (GET in spec)', summary: 'Deletes (archives) an active project; irreversible.',
    params: projectIdParams, bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'project', operation: 'get', method: 'GET', path: '/api/project/get/{id}', access: ASSESSOR_OR_ADMIN,
    spec: 'doc3 §7 Project, doc2 §7 Other', summary: 'Project detail (also read by the meeting form).',
    params: projectIdParams, response: projectDetail,
  }),
  defineRoute({
    area: 'project', operation: 'getList', method: 'POST', path: '/api/project/getList/{listType}', access: ANY_ADMIN,
    spec: 'doc3 §7 Project', summary: 'Projects by list type ACTIVE, INACTIVE or PURGE (table).',
    params: projectListParams, body: tableRequest, bodyType: 'json', response: projectList,
  }),
  defineRoute({
    area: 'project', operation: 'getSelectList', method: 'GET', path: '/api/project/getSelectList/{organisationId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Project, doc2 §7 Other', summary: 'Project options of an organisation, or NA for all the caller may see.',
    params: projectSelectParams, response: projectSelectList,
  }),
  defineRoute({
    area: 'project', operation: 'extendPurgeDate', method: 'POST', path: '/api/project/extendPurgeDate/{projectId}/{date}', access: ANY_ADMIN,
    spec: 'doc3 §7 Project (GET in spec), doc2 §7 Other', summary: "Extends a project's purge date ('Purging Date Extended').",
    params: projectPurgeParams, bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'project', operation: 'getAssessorProjectList', method: 'GET', path: '/api/project/getAssessorProjectList', access: ASSESSOR,
    spec: 'doc2 §7 Other: assessor project list (path not shown)', summary: 'Projects the calling assessor may create or upload meetings in.',
    response: projectSelectList,
  }),
] as const;
