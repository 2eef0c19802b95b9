/**
 * A stand-in for the network in every app's component tests: answers fetch by method and
 * path with real Responses and records every request. JSON bodies are parsed; multipart
 * bodies are kept as their FormData. A handler answers a body, or `{status, body}`.
 */
export type FakeRequest = { body: unknown; form?: FormData; url: URL; headers: Headers };
export type Handler = (
  request: FakeRequest,
) => { status?: number; body?: unknown } | unknown | Promise<unknown>;

export interface FakeApi {
  calls: Array<{ method: string; path: string; body: unknown; form?: FormData }>;
  on(method: string, path: string, handler: Handler): FakeApi;
  bodiesOf(method: string, path: string): unknown[];
}

export function installFakeApi(): FakeApi {
  const handlers = new Map<string, Handler>();
  const api: FakeApi = {
    calls: [],
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
      return api;
    },
    bodiesOf(method, path) {
      return api.calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
    },
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const form = init?.body instanceof FormData ? init.body : undefined;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    api.calls.push({ method, path: url.pathname, body, ...(form ? { form } : {}) });
    const handler = handlers.get(`${method} ${url.pathname}`);
    if (!handler) {
      return new Response(JSON.stringify({ message: `No fake for ${method} ${url.pathname}` }), {
        status: 404,
      });
    }
    const result = await handler({ body, form, url, headers: new Headers(init?.headers) });
    const shaped =
      result && typeof result === 'object' && 'status' in result
        ? (result as { status: number; body?: unknown })
        : { status: 200, body: result };
    return new Response(JSON.stringify(shaped.body ?? {}), { status: shaped.status ?? 200 });
  }) as typeof fetch;
  return api;
}
