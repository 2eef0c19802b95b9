import { createBusApiClient } from '@fina/bus';

/** The shell's API client: same origin, token from the bus. */
export const shellApi = createBusApiClient('shell');
