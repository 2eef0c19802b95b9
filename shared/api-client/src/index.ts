export { ApiError, isApiError } from './api-error';
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
