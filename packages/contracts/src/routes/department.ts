import { defineRoute } from '../route.ts';
import { tableRequest } from '../envelope.ts';
import {
  departmentDetail,
  departmentIdParams,
  departmentList,
  departmentListParams,
  departmentSave,
  departmentSaved,
  departmentSelectList,
} from '../schemas/department.ts';
import { ANY_ADMIN } from './access.ts';

export const departmentRoutes = [
  defineRoute({
    area: 'department',
    operation: 'get',
    method: 'GET',
    path: '/api/department/get/{id}',
    access: ANY_ADMIN,
    spec: 'doc3 §7 Department',
    summary: 'Department detail.',
    params: departmentIdParams,
    response: departmentDetail,
  }),
  defineRoute({
    area: 'department',
    operation: 'save',
    method: 'POST',
    path: '/api/department/save',
    access: ANY_ADMIN,
    spec: 'doc3 §7 Department',
    summary: "Creates or edits a department; the message holds the id ('Department information saved.').",
    body: departmentSave,
    bodyType: 'json',
    response: departmentSaved,
  }),
  defineRoute({
    area: 'department',
    operation: 'list',
    method: 'POST',
    path: '/api/department/list/{organisationId}',
    access: ANY_ADMIN,
    spec: 'doc3 §7 Department (spec param {type})',
    summary: 'Departments of an organisation (organisation page tab; table).',
    params: departmentListParams,
    body: tableRequest,
    bodyType: 'json',
    response: departmentList,
  }),
  defineRoute({
    area: 'department',
    operation: 'getSelectList',
    method: 'GET',
    path: '/api/department/getSelectList/{organisationId}',
    access: ANY_ADMIN,
    spec: 'doc3 §7 Project: department list loaded by organisation (path not shown)',
    summary: 'Active departments of an organisation for the project form.',
    params: departmentListParams,
    response: departmentSelectList,
  }),
] as const;
