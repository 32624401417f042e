import { defineRoute } from '../route.ts';
import { statusAnswer, tableRequest } from '../envelope.ts';
import {
  availableResourcesAnswer, availableResourcesParams, availableResourcesRequest, resourceAddresses, resourceDetail,
  resourceIdParams, resourceList, resourceOrgParams, resourceSave, resourceTypes,
} from '../schemas/resource.ts';
import { ANY_ADMIN, ASSESSOR_OR_ADMIN } from './access.ts';

export const resourceRoutes = [
  defineRoute({
    area: 'resource', operation: 'getModel', method: 'GET', path: '/api/resource/getModel/{id}', access: ANY_ADMIN,
    spec: 'doc3 §7 Resource service', summary: 'One resource with its address.',
    params: resourceIdParams, response: resourceDetail,
  }),
  defineRoute({
    area: 'resource', operation: 'getList', method: 'POST', path: '/api/resource/getList/{organisationId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Resource service', summary: 'Resources of an organisation (table; export resources_export).',
    params: resourceOrgParams, body: tableRequest, bodyType: 'json', response: resourceList,
  }),
  defineRoute({
    area: 'resource', operation: 'getTypesByOrg', method: 'GET', path: '/api/resource/getTypesByOrg/{organisationId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Resource service', summary: 'Resource types used in an organisation.',
    params: resourceOrgParams, response: resourceTypes,
  }),
  defineRoute({
    area: 'resource', operation: 'getAddressesByOrg', method: 'GET', path: '/api/resource/getAddressesByOrg/{organisationId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Resource service', summary: 'Addresses of an organisation for the resource dialog.',
    params: resourceOrgParams, response: resourceAddresses,
  }),
  defineRoute({
    area: 'resource', operation: 'getAvailableResources', method: 'POST', path: '/api/resource/getAvailableResources/{projectId}/{meetingId}', access: ASSESSOR_OR_ADMIN,
    spec: 'doc3 §7 Resource service, doc2 §7 Other', summary: 'Resources free for an assessment slot (startDate, startTime, duration).',
    params: availableResourcesParams, body: availableResourcesRequest, bodyType: 'json', response: availableResourcesAnswer,
  }),
  defineRoute({
    area: 'resource', operation: 'save', method: 'POST', path: '/api/resource/save/{organisationId}', access: ANY_ADMIN,
    spec: 'doc3 §7 Resource service', summary: 'Creates or edits a resource of an organisation; the message holds the id.',
    params: resourceOrgParams, body: resourceSave, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'resource', operation: 'archive', method: 'POST', path: '/api/resource/archive/{id}', access: ANY_ADMIN,
    spec: 'doc3 §7 Resource service (GET in spec)', summary: "Archives a resource ('Resource archived.').",
    params: resourceIdParams, bodyType: 'none', response: statusAnswer,
  }),
] as const;
