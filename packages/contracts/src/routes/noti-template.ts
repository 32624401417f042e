import { defineRoute } from '../route.ts';
import { statusAnswer, tableRequest } from '../envelope.ts';
import { alertConfigList } from '../schemas/project-alert.ts';
import {
  notificationTags, notiTemplateDetail, notiTemplateList, notiTemplateOptions, notiTemplateSave, TEMPLATE_RICH_FIELDS,
  templateByCodeParams, templateIdParams, templateOrgParams,
} from '../schemas/noti-template.ts';
import { ANY_ADMIN, GRID_ADMIN } from './access.ts';

export const notiTemplateRoutes = [
  defineRoute({
    area: 'noti-template', operation: 'getList', method: 'POST', path: '/api/noti-template/getList/{organisationId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Notification template', summary: 'Templates of an organisation or NA for all (table; export notification_template_export).',
    params: templateOrgParams, body: tableRequest, bodyType: 'json', response: notiTemplateList,
  }),
  defineRoute({
    area: 'noti-template', operation: 'get', method: 'GET', path: '/api/noti-template/get/{id}', access: ANY_ADMIN,
    spec: 'doc3 §7 Notification template', summary: 'One notification template.',
    params: templateIdParams, response: notiTemplateDetail,
  }),
  defineRoute({
    area: 'noti-template', operation: 'save', method: 'POST', path: '/api/noti-template/save', access: GRID_ADMIN,
    spec: 'doc3 §7 Notification template', summary: 'Creates or edits a template; the message holds the id.',
    body: notiTemplateSave, bodyType: 'json', response: statusAnswer, richTextFields: TEMPLATE_RICH_FIELDS,
  }),
  defineRoute({
    area: 'noti-template', operation: 'archive', method: 'POST', path: '/api/noti-template/archive/{id}', access: GRID_ADMIN,
    spec: 'doc3 §7 Notification template (GET in spec)', summary: 'Deletes (archives) a template.',
    params: templateIdParams, bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'noti-template', operation: 'getByOrganisationByCode', method: 'GET', path: '/api/noti-template/getByOrganisationByCode/{organisationId}/{code}', access: ANY_ADMIN,
    spec: 'doc3 §7 Notification template', summary: 'Templates of an organisation for one alert code (project alert form).',
    params: templateByCodeParams, response: notiTemplateOptions,
  }),
  defineRoute({
    area: 'noti-template', operation: 'getListByConfigAlertOrg', method: 'GET', path: '/api/noti-template/getListByConfigAlertOrg/{organisationId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Notification template', summary: 'Templates of an organisation grouped by configured alert.',
    params: templateOrgParams, response: notiTemplateOptions,
  }),
  defineRoute({
    area: 'noti-template', operation: 'getConfigAlertScopeOrg', method: 'GET', path: '/api/noti-template/getConfigAlertScopeOrg', access: ANY_ADMIN,
    spec: 'doc3 §7 Notification template', summary: 'Alert codes of organisation scope.',
    response: alertConfigList,
  }),
  defineRoute({
    area: 'noti-template', operation: 'getConfigAlertMissing', method: 'GET', path: '/api/noti-template/getConfigAlertMissing/{organisationId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Notification template', summary: 'Templates an organisation is missing (Missing Templates).',
    params: templateOrgParams, response: alertConfigList,
  }),
  defineRoute({
    area: 'noti-template', operation: 'getAllNotificationTags', method: 'GET', path: '/api/noti-template/getAllNotificationTags', access: GRID_ADMIN,
    spec: 'doc3 §7 Notification template', summary: 'Tags ($code, name) for the body editor and the Tags List.',
    response: notificationTags,
  }),
] as const;
