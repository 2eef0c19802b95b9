import { MESSAGES } from '@fina/contract';
import { isApiError } from '@fina/api-client';

export interface SubmitError {
  /** The spec's alert. */
  title: string;
  /** The server's own words, when it gave some. */
  detail?: string;
  /** The input the server named (`product_table.0.price`). */
  field?: string;
}

/**
 * The spec's catalogue for a failed form submit: 500 → 'Internal Server Error. Please try
 * again later.', anything else → 'An error occurred. Please check your inputs and try
 * again.', with the server's message underneath so the owner knows what to fix.
 */
export function submitErrorOf(error: unknown): SubmitError {
  if (!isApiError(error)) return { title: MESSAGES.checkInputs };
  if (error.status >= 500) return { title: MESSAGES.serverError };
  return {
    title: MESSAGES.checkInputs,
    detail: error.message,
    ...(error.field ? { field: error.field } : {}),
  };
}

/** A failed read (lists, history): the server's words, or a generic line. */
export function loadErrorOf(error: unknown): string {
  if (isApiError(error) && error.status < 500 && error.message) return error.message;
  return MESSAGES.chartsIssue;
}
