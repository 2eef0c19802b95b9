import { MESSAGES } from '@fina/contract/core';
import { isApiError } from '@fina/api-client';

export type LoginOutcome =
  { kind: 'message'; text: string } | { kind: 'onboard' } | { kind: 'deactivated'; text: string };

/** The login error catalogue of the spec (section 8), in one place. */
export function loginErrorOutcome(error: unknown): LoginOutcome {
  if (!isApiError(error)) return { kind: 'message', text: MESSAGES.loginFailed };
  switch (error.status) {
    case 476:
      return { kind: 'onboard' };
    case 400:
      return {
        kind: 'message',
        text:
          error.field === 'email' || error.field === 'password'
            ? error.message
            : MESSAGES.loginInvalid,
      };
    case 410:
      return { kind: 'deactivated', text: error.message };
    case 401:
      return { kind: 'message', text: MESSAGES.loginInvalid };
    case 429:
      return { kind: 'message', text: error.message };
    default:
      return { kind: 'message', text: MESSAGES.loginFailed };
  }
}

/** Registration's catalogue: 474, a 400 naming a rule, anything else. */
export function registerErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 474) return MESSAGES.registerEmailExists;
  if (isApiError(error) && error.status === 400) return error.message;
  return MESSAGES.registerFailed;
}
