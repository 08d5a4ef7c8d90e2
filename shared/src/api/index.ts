export {
  ApiError,
  ClientErrorKey,
  ERRORS_NAMESPACE,
  errorKey,
  errorText,
  type Translate,
} from './api-error';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type HttpMethod,
  type RequestOptions,
} from './client';
export { ApiProvider, useApi } from './react';
