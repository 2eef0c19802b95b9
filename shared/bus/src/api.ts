import { createApiClient } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';
import { bus } from './event-bus';

/**
 * An API client for a remote: the token comes from the bus (never from localStorage,
 * which the shell alone owns) and a 401 is reported to the shell, which ends the session.
 */
export function createBusApiClient(source: string, baseUrl = ''): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: () => bus.session?.token,
    onUnauthorized: () => bus.publish('app:session:expired', { source }),
  });
}
