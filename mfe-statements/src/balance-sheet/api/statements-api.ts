import { useApi } from '@fina/ui';

/** The name this remote's requests report to the shell (on a 401). */
export const API_SOURCE = 'mfe-statements';

export function useStatementsApi() {
  return useApi(API_SOURCE);
}
