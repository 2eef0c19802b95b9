/**
 * A stand-in for the network in component tests (after shell/src/testing/fake-api.ts): answers
 * fetch by method and path with real Responses and records each request, multipart forms
 * included (their fields as text; files by name).
 */
export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  /** JSON body, or a multipart form's fields. */
  body: unknown;
}

export type Handler = (request: FakeRequest) => { status: number; body?: unknown } | unknown;

export interface FakeApi {
  calls: FakeRequest[];
  on(method: string, path: string, handler: Handler): FakeApi;
  callsTo(method: string, path: string): FakeRequest[];
}

function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : `file:${(value as File).name}`;
  });
  return fields;
}

export function installFakeApi(): FakeApi {
  const handlers = new Map<string, Handler>();
  const api: FakeApi = {
    calls: [],
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
      return api;
    },
    callsTo(method, path) {
      return api.calls.filter((c) => c.method === method && c.path === path);
    },
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body =
      typeof raw === 'string'
        ? (JSON.parse(raw) as unknown)
        : raw instanceof FormData
          ? formFields(raw)
          : undefined;
    const request = { method, path: url.pathname, url, body };
    api.calls.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    if (!handler) {
      return new Response(JSON.stringify({ message: `No fake for ${method} ${url.pathname}` }), {
        status: 404,
      });
    }
    const result = handler(request);
    const shaped =
      result && typeof result === 'object' && 'status' in result
        ? (result as { status: number; body?: unknown })
        : { status: 200, body: result };
    return new Response(JSON.stringify(shaped.body ?? {}), { status: shaped.status });
  }) as typeof fetch;
  return api;
}
