import { MESSAGES } from '@fina/contract';
import { isApiError } from '@fina/api-client';

/**
 * What to tell the user when a call fails: the server's own message (it names the problem,
 * e.g. "Row 4: the date 31/02/2026 does not exist."), the catalogue's words for a 5xx.
 */
export function serverMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.checkInputs;
  if (error.status >= 500) return MESSAGES.serverError;
  return error.message;
}
