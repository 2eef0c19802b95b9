export { createServiceApp } from './app';
export type { ServiceAppOptions } from './app';
export { loadServiceConfig, parseOfferEnd, ConfigError } from './config';
export type { ServiceConfig } from './config';
export {
  HttpError,
  errorBody,
  statusName,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  gone,
  tooManyRequests,
} from './http-error';
export { errorHandler, notFoundHandler, validationMessage } from './error-handler';
export { SessionCache } from './session-cache';
export type { CachedSession } from './session-cache';
export { AUTH_MESSAGES, authenticate, requireAdmin, currentUser, signToken, isUuid } from './auth';
export type { AuthUser, TokenPayload } from './auth';
export { JsonText, registerCall } from './register-call';
export {
  perUserRateLimit,
  perUserRateLimitMessage,
  PER_USER_UPLOADS_PER_MINUTE,
  PER_USER_PDFS_PER_MINUTE,
} from './per-user-rate-limit';
export type { CallHandler, CallRequest, CallResult, CallOptions } from './register-call';
export { assertCompanyOwner, COMPANY_NOT_FOUND } from './ownership';
export type { CompanyRow } from './ownership';
export {
  MAX_STRING_LENGTH,
  assertBoundedStrings,
  assertCleanStrings,
  findOverlongString,
  findUncleanString,
} from './clean-strings';
