import { useApi } from '@fina/ui';

/** The name this remote's requests report to the shell (on a 401). */
export const API_SOURCE = 'mfe-planning';

/** The typed client for this remote's pages: token from the bus, 401s reported. */
export function usePlanningApi() {
  return useApi(API_SOURCE);
}
