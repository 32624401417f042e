export { api, configureApi, onApiError } from './api.ts';
export { pageOf, type CallAnswer, type CallRequest, type TableRouteId, type TableRow } from './call-types.ts';
export { createApiClient, type ApiClient, type CallArgs, type CallOptions, type CallRest } from './client.ts';
export { AnswerStatusError, ApiError, isAbort } from './errors.ts';
export { buildPath, findRoute } from './route-table.ts';
