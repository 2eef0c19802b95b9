import { isApiError } from '@fina/api-client';
import { MESSAGES } from '@fina/contract/core';

/** The spec's registration errors: 474 exists, 400 the server's message, else 'failed'. */
export function registrationError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 474) return MESSAGES.registerEmailExists;
    if (error.status === 400 && error.message) return error.message;
  }
  return MESSAGES.registerFailed;
}
