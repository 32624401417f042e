import { defineRoute } from '../route.ts';
import { tableRequest } from '../envelope.ts';
import {
  availableCodesAnswer,
  configLabelDetail,
  configLabelList,
  configLabelSave,
  configLabelSaved,
  idParams,
  organisationParams,
} from '../schemas/config-label.ts';
import { GRID_ADMIN } from './access.ts';

export const configLabelRoutes = [
  defineRoute({
    area: 'config-label',
    operation: 'getListByOrganisation',
    method: 'POST',
    path: '/api/config-label/getListByOrganisation/{organisationId}',
    access: GRID_ADMIN,
    spec: 'doc3 §7 Config label',
    summary: 'Label configurations of one organisation or all (table; export config_labels_export).',
    params: organisationParams,
    body: tableRequest,
    bodyType: 'json',
    response: configLabelList,
  }),
  defineRoute({
    area: 'config-label',
    operation: 'save',
    method: 'POST',
    path: '/api/config-label/save',
    access: GRID_ADMIN,
    spec: 'doc3 §7 Config label',
    summary: "Saves a label (organisation, code, display); the message holds the id ('Label Configuration Saved.').",
    body: configLabelSave,
    bodyType: 'json',
    response: configLabelSaved,
  }),
  defineRoute({
    area: 'config-label',
    operation: 'get',
    method: 'GET',
    path: '/api/config-label/get/{id}',
    access: GRID_ADMIN,
    spec: 'doc3 §7 Config label',
    summary: 'One label configuration.',
    params: idParams,
    response: configLabelDetail,
  }),
  defineRoute({
    area: 'config-label',
    operation: 'getAvailableCodes',
    method: 'GET',
    path: '/api/config-label/getAvailableCodes/{organisationId}',
    access: GRID_ADMIN,
    spec: 'doc3 §5 Label configuration (code list; path not shown)',
    summary: 'Codes the organisation does not hold yet (exclusive pairs respected).',
    params: organisationParams,
    response: availableCodesAnswer,
  }),
] as const;
