import { lightCalls } from './api/light-call';
import type { CallAddress } from './api/light-call';

/**
 * Early data: a signed-in page's first GETs start from a small script in the page's HTML, in
 * parallel with the scripts, instead of after React has rendered (two round trips later). The
 * host writes the script (services/host/src/page-html/early-data-script.ts); each app's API
 * client takes a waiting answer once, for the same URL and token (shared/api-client).
 */

/** `window[EARLY_DATA_KEY]`: where the script leaves its requests. */
export const EARLY_DATA_KEY = '__finaEarlyData';

/** An early answer is used only this soon after the page started: later, the data may have moved on. */
export const EARLY_DATA_MAX_AGE_MS = 10_000;

export interface EarlyData {
  /** The token the requests were sent with: another token (a new sign-in) does not use them. */
  token: string;
  /** Date.now() when they were sent. */
  at: number;
  /** By URL (path and query, as the API client writes it); null when the request failed. */
  responses: Record<string, Promise<Response | null> | undefined>;
}

/**
 * The GETs signed-in pages make first: every page's (the owner, for the auth check, and the
 * company list, for the selector) and a page's own, by path. `:companyId` is the selected
 * company the browser remembers (STORAGE_KEYS.selectedCompany).
 */
export const EARLY_CALLS: {
  everyPage: readonly CallAddress[];
  byPath: Readonly<Record<string, readonly CallAddress[]>>;
} = {
  everyPage: [lightCalls.getUserDetails, lightCalls.listCompanies],
  byPath: { '/dashboard': [lightCalls.getKpis, lightCalls.getKpiPreferences] },
};
