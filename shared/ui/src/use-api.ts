import { useMemo } from 'react';
import { createBusApiClient } from '@fina/bus';
import type { ApiClient } from '@fina/api-client';

/** The API client of a remote or page: token from the bus, 401s reported to the shell. */
export function useApi(source: string, apiBase = ''): ApiClient {
  return useMemo(() => createBusApiClient(source, apiBase), [source, apiBase]);
}
