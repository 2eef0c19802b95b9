import { createContext, useContext } from 'react';
import { createApiClient, isApiError } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';

/** The landing's one API client: public calls only, so no token. */
export function createLandingApi(apiBase = ''): ApiClient {
  return createApiClient({ baseUrl: apiBase });
}

/** Provided by `app.tsx` with the shell's `apiBase`; the default talks to the same origin. */
export const ApiContext = createContext<ApiClient>(createLandingApi());

export function useApi(): ApiClient {
  return useContext(ApiContext);
}

/** The server's message for an ApiError (including 'could not reach the server'), else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
