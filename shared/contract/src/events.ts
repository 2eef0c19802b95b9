import type { z } from 'zod';
import type { PublicUser } from './api/account';
import type { companySummary } from './api/companies';

/** A company as the side nav lists it (`GET company`). */
export type CompanySummary = z.infer<typeof companySummary>;

export interface Session {
  token: string;
  user: PublicUser | null;
}

/**
 * Every event on the bus, by type. Types are prefixed by the app that owns them
 * (`shell:` events are published by the shell alone; remotes publish `app:` requests).
 */
export interface BusEventMap {
  /** The session changed: signed in, user details loaded, or signed out (null). */
  'shell:session': Session | null;
  /** The company list changed (loaded, company added or renamed). */
  'shell:companies': CompanySummary[];
  /** The selected company changed (null when the user has none). */
  'shell:company:selected': string | null;
  /** The user confirmed End Session; state is cleared. */
  'shell:logout': { reason: 'user' | 'expired' };
  /** A remote asks the shell to reload the company list (after it changed one). */
  'app:companies:refresh': { source: string };
  /** A remote saw a 401: the token is no longer valid. */
  'app:session:expired': { source: string };
  /** A remote asks to show or hide the shell's navigation (the chat's sidebar toggle). */
  'app:navigation:visible': { visible: boolean; source: string };
}
export type BusEventType = keyof BusEventMap;
export type BusEvent = { [K in BusEventType]: { type: K; payload: BusEventMap[K] } }[BusEventType];
