import { MESSAGES } from '@fina/contract';
import { isApiError } from '@fina/api-client';

/**
 * The spec's catalogue for a failed form submit: 500 → 'Internal Server Error. Please try
 * again later.', anything else → 'An error occurred. Please check your inputs and try again.'.
 * A 400's own message goes next to the field it names (`field`), when it names one.
 */
export function submitError(error: unknown): {
  alert: string;
  field?: string;
  fieldMessage?: string;
} {
  if (!isApiError(error)) return { alert: MESSAGES.checkInputs };
  if (error.status >= 500) return { alert: MESSAGES.serverError };
  if (error.isNetworkError) return { alert: error.message };
  if (error.status === 400 && error.field) {
    return { alert: MESSAGES.checkInputs, field: error.field, fieldMessage: error.message };
  }
  return { alert: `${MESSAGES.checkInputs} ${error.message}` };
}
