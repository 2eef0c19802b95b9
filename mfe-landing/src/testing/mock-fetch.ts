/** Test helper: stub `global.fetch` by path with Response-like objects. */
export interface MockReply {
  status?: number;
  body?: unknown;
}
type Route = MockReply | ((init: RequestInit | undefined) => MockReply | Promise<MockReply>);

export const STATUS_URL = '/api/account/early_adopter_status';
export const NEWSLETTER_URL = '/api/account/newsletter_subscribe';
export const CREATE_ACCOUNT_URL = '/api/account/create_account';

export const OPEN_STATUS: MockReply = {
  body: { places_total: 50, places_left: 12, offer_ends: '2025-10-25', open: true },
};
export const CLOSED_STATUS: MockReply = {
  body: { places_total: 50, places_left: 0, offer_ends: '2025-10-25', open: false },
};

function respond({ status = 200, body }: MockReply): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Headers(),
    json: async () => body,
  } as unknown as Response;
}

const originalFetch = globalThis.fetch;

export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    const route = routes[path];
    if (!route) return respond({ status: 404, body: { message: `No mock for ${path}` } });
    return respond(typeof route === 'function' ? await route(init) : route);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
}

/** The JSON body sent on the last call to `path`. */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown {
  const call = [...fetchMock.mock.calls].reverse().find(([input]) => String(input) === path);
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/** A reply the test resolves when it wants (to observe the 'sending' state). */
export function deferred() {
  let resolve: (reply: MockReply) => void = () => undefined;
  const promise = new Promise<MockReply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
