import { defineRoute, SIGNED_IN } from '../route.ts';
import { tableRequest } from '../envelope.ts';
import {
  accessCountriesAnswer, organisationDetail, organisationIdParams, organisationList, organisationSave,
  organisationSaved, ORGANISATION_RICH_FIELDS, switchDataAnswer, timezoneListAnswer, timezoneListParams,
} from '../schemas/organisation.ts';
import { ANY_ADMIN, GRID_ADMIN } from './access.ts';

export const organisationRoutes = [
  defineRoute({
    area: 'organisation', operation: 'getAccessCountries', method: 'GET', path: '/api/organisation/getAccessCountries', access: GRID_ADMIN,
    spec: 'doc1 §7 Other, doc3 §7 Organisation', summary: 'Access-restriction countries; the message is a comma-separated list.',
    response: accessCountriesAnswer,
  }),
  defineRoute({
    area: 'organisation', operation: 'getAllActive', method: 'POST', path: '/api/organisation/getAllActive', access: ANY_ADMIN,
    spec: 'doc1 §7 Other, §6; doc3 §7 Organisation', summary: 'Active organisations (table): all for a grid admin, the own one for an organisation admin.',
    body: tableRequest, bodyType: 'json', response: organisationList,
  }),
  defineRoute({
    area: 'organisation', operation: 'getSwitchData', method: 'GET', path: '/api/organisation/getSwitchData', access: SIGNED_IN,
    spec: 'doc1 §7 Other (path not shown), §3 Organisation switch data', duringMfaSetup: true,
    summary: 'Organisation switch dropdown: show, colours, default name, switch list; open during 2-step set-up (the switch back).',
    response: switchDataAnswer,
  }),
  defineRoute({
    area: 'organisation', operation: 'getTimezoneList', method: 'GET', path: '/api/organisation/getTimezoneList/{organisationId}', access: SIGNED_IN,
    spec: 'doc1 §7 Other, doc2 §7 Other, doc3 §7 Project (path not shown)', summary: 'Time zone options of an organisation.',
    params: timezoneListParams, response: timezoneListAnswer,
  }),
  defineRoute({
    area: 'organisation', operation: 'save', method: 'POST', path: '/api/organisation/save', access: GRID_ADMIN,
    spec: 'doc3 §7 Organisation', summary: 'Creates or edits an organisation and its configuration; the message holds the id.',
    body: organisationSave, bodyType: 'json', response: organisationSaved, richTextFields: ORGANISATION_RICH_FIELDS,
  }),
  defineRoute({
    area: 'organisation', operation: 'get', method: 'GET', path: '/api/organisation/get/{id}', access: ANY_ADMIN,
    spec: 'doc3 §7 Organisation, doc2 §7 Other', summary: 'Organisation detail (configuration for grid admins).',
    params: organisationIdParams, response: organisationDetail,
  }),
] as const;

