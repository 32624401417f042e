import { defineRoute } from '../route.ts';
import { statusAnswer, tableRequest } from '../envelope.ts';
import {
  alertConfigList, projectAlertDetail, projectAlertIdParams, projectAlertList, projectAlertSave, projectIdParams,
  stepTypeParams,
} from '../schemas/project-alert.ts';
import { ANY_ADMIN, GRID_ADMIN } from './access.ts';

export const projectAlertRoutes = [
  defineRoute({
    area: 'project-alert', operation: 'getList', method: 'POST', path: '/api/project-alert/getList', access: GRID_ADMIN,
    spec: 'doc3 §7 Project alert', summary: 'All project alerts (grid admin list; table).',
    body: tableRequest, bodyType: 'json', response: projectAlertList,
  }),
  defineRoute({
    area: 'project-alert', operation: 'getListByProject', method: 'POST', path: '/api/project-alert/getListByProject/{projectId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Project alert', summary: "A project's alerts (project page tab; table).",
    params: projectIdParams, body: tableRequest, bodyType: 'json', response: projectAlertList,
  }),
  defineRoute({
    area: 'project-alert', operation: 'getConfigAlertMissing', method: 'GET', path: '/api/project-alert/getConfigAlertMissing/{projectId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Project alert', summary: 'Alerts a project is missing (description, deliveryMethod).',
    params: projectIdParams, response: alertConfigList,
  }),
  defineRoute({
    area: 'project-alert', operation: 'get', method: 'GET', path: '/api/project-alert/get/{id}', access: ANY_ADMIN,
    spec: 'doc3 §7 Project alert', summary: 'One project alert with template previews.',
    params: projectAlertIdParams, response: projectAlertDetail,
  }),
  defineRoute({
    area: 'project-alert', operation: 'getConfigAlertByStepType', method: 'GET', path: '/api/project-alert/getConfigAlertByStepType/{stepType}', access: ANY_ADMIN,
    spec: 'doc3 §7 Project alert', summary: "Alert codes for a project's step type.",
    params: stepTypeParams, response: alertConfigList,
  }),
  defineRoute({
    area: 'project-alert', operation: 'getConfigAlertScopeProject', method: 'GET', path: '/api/project-alert/getConfigAlertScopeProject', access: ANY_ADMIN,
    spec: 'doc3 §7 Project alert', summary: 'Alert codes of project scope.',
    response: alertConfigList,
  }),
  defineRoute({
    area: 'project-alert', operation: 'save', method: 'POST', path: '/api/project-alert/save', access: ANY_ADMIN,
    spec: 'doc3 §7 Project alert', summary: "Saves a project alert ('Project Alert Saved').",
    body: projectAlertSave, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'project-alert', operation: 'remove', method: 'POST', path: '/api/project-alert/remove/{id}', access: ANY_ADMIN,
    spec: 'doc3 §7 Project alert (GET in spec)', summary: "Removes an active alert ('Project Alert is successfully removed').",
    params: projectAlertIdParams, bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'project-alert', operation: 'addDefaultAlerts', method: 'POST', path: '/api/project-alert/addDefaultAlerts/{projectId}', access: GRID_ADMIN,
    spec: 'doc3 §7 Project alert (GET in spec), §6', summary: 'Adds the default alerts to a project (grid admin).',
    params: projectIdParams, bodyType: 'none', response: statusAnswer,
  }),
] as const;
