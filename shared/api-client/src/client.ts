import { EARLY_DATA_KEY, EARLY_DATA_MAX_AGE_MS, callUrl } from '@fina/contract/core';
import type { CallDef, CallInput, CallResponse, EarlyData } from '@fina/contract/core';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  /** Origin of the API; '' (default) is the page's own origin. */
  baseUrl?: string;
  /** The current bearer token, read at each call. */
  getToken?: () => string | null | undefined;
  /** Called on any 401 from an authenticated call (the token expired or was revoked). */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
  /** How the client waits before retrying a shed request (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * A 503 with Retry-After is the server shedding load before doing any work (services/kit's
 * load shedding), so the same request is safe to send again, whatever its method. A couple of
 * short waits turn a busy second into a slower answer instead of an error on the owner's screen.
 */
const SHED_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 3000;

function shedRetryDelay(response: Response): number | null {
  if (response.status !== 503) return null;
  const header = response.headers.get('Retry-After');
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.min(seconds * 1000, MAX_RETRY_WAIT_MS);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The answer the page's HTML already asked for (early data, shared/contract/src/early-data.ts),
 * taken once: for a GET of the same URL with the same token, while the page is fresh.
 */
function takeEarly(url: string, token: string): Promise<Response | null> | undefined {
  const early = (globalThis as { [EARLY_DATA_KEY]?: EarlyData })[EARLY_DATA_KEY];
  if (!early || early.token !== token || Date.now() - early.at > EARLY_DATA_MAX_AGE_MS) return;
  const response = early.responses[url];
  delete early.responses[url];
  return response;
}

export interface ApiClient {
  call<C extends CallDef>(def: C, input?: CallInput<C>): Promise<CallResponse<C>>;
  /** multipart calls (uploads): the form is sent as is. */
  upload<C extends CallDef>(
    def: C,
    form: FormData,
    params?: Record<string, unknown>,
  ): Promise<CallResponse<C>>;
  /** Binary downloads (PDFs): the response as a Blob. */
  download(def: CallDef, params?: Record<string, unknown>): Promise<Blob>;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const message =
    typeof (body as { message?: unknown } | undefined)?.message === 'string'
      ? (body as { message: string }).message
      : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, message, body);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = (...args: Parameters<typeof fetch>) =>
    (options.fetchImpl ?? globalThis.fetch)(...args);

  async function send(def: CallDef, url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    const token = def.access === 'public' ? undefined : options.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    const early =
      token && init.method === 'GET' && !init.body
        ? takeEarly(`${baseUrl}${url}`, token)
        : undefined;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const earlyResponse = attempt === 0 && early ? await early : null;
        response = earlyResponse ?? (await doFetch(`${baseUrl}${url}`, { ...init, headers }));
      } catch (cause) {
        throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', {
          cause: String(cause),
        });
      }
      const delay = attempt < SHED_RETRIES ? shedRetryDelay(response) : null;
      if (delay === null) break;
      await (options.sleep ?? wait)(delay);
    }
    if (!response.ok) {
      if (response.status === 401 && def.access !== 'public') options.onUnauthorized?.();
      throw await readError(response);
    }
    return response;
  }

  return {
    async call(def, input) {
      const { body, params, query } = (input ?? {}) as {
        body?: unknown;
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
      };
      const url = callUrl(def, params) + queryString(query);
      const init: RequestInit = { method: def.method };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { 'Content-Type': 'application/json' };
      }
      const response = await send(def, url, init);
      if (response.status === 204) return undefined as never;
      return (await response.json()) as never;
    },
    async upload(def, form, params) {
      const response = await send(def, callUrl(def, params), { method: def.method, body: form });
      return (await response.json()) as never;
    },
    async download(def, params) {
      const response = await send(def, callUrl(def, params), { method: def.method });
      return response.blob();
    },
  };
}
