export { api, configureApi, onApiError } from './api.ts';
export { createApiClient, type ApiClient, type CallOptions } from './client.ts';
export { AnswerStatusError, ApiError, isAbort } from './errors.ts';
export { buildPath, findRoute } from './route-table.ts';
