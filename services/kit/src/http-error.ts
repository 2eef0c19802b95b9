import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@fina/contract';

/** Names for the spec's own status codes (section 8), which HTTP does not name. */
const CUSTOM_STATUS_NAMES: Record<number, string> = {
  474: 'Account Exists',
  476: 'Onboarding Required',
};

export function statusName(statusCode: number): string {
  return CUSTOM_STATUS_NAMES[statusCode] ?? STATUS_CODES[statusCode] ?? 'Error';
}

/** An error a handler throws to answer `statusCode` with `message` (and the field at fault). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly error: string;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: { field?: string; error?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = options.field;
    this.error = options.error ?? statusName(statusCode);
    this.headers = options.headers ?? {};
  }

  toBody(): ApiErrorBody {
    return errorBody(this.statusCode, this.message, this.field, this.error);
  }
}

export function errorBody(
  statusCode: number,
  message: string,
  field?: string,
  error = statusName(statusCode),
): ApiErrorBody {
  return field ? { statusCode, error, message, field } : { statusCode, error, message };
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, { field });
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string, field?: string) => new HttpError(404, message, { field });
export const gone = (message: string) => new HttpError(410, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, {
    headers: retryAfterSeconds ? { 'retry-after': String(Math.ceil(retryAfterSeconds)) } : {},
  });
