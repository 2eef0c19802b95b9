import { createApiClient } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';
import type { PublicUser } from '@fina/contract';

/** The admin's own session: kept in the parcel's memory, never in the shell's storage. */
export interface AdminSession {
  token: string;
  user: PublicUser;
}

export function adminApi(apiBase: string, token?: string): ApiClient {
  return createApiClient({ baseUrl: apiBase, getToken: () => token });
}
