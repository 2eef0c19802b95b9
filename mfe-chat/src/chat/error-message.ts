import { MESSAGES } from '@fina/contract';
import { isApiError } from '@fina/api-client';

/** What to tell the user about a failed call: the server's message for their own mistakes. */
export function errorMessage(caught: unknown): string {
  if (!isApiError(caught)) return MESSAGES.checkInputs;
  if (caught.status >= 500) return MESSAGES.serverError;
  return caught.message;
}
