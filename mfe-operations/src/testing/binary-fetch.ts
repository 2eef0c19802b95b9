/**
 * Binary answers (images, PDFs) on top of installFakeApi's JSON ones: call after
 * installFakeApi(); requests to other paths still reach the JSON fake.
 */
export function serveBinary(
  method: string,
  path: string,
  answer: () => { bytes: Uint8Array; type: string } | { status: number },
): void {
  const jsonFetch = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') !== method || url.pathname !== path) return jsonFetch(input, init);
    const result = answer();
    if ('status' in result) {
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: result.status });
    }
    return new Response(new Uint8Array(result.bytes), {
      status: 200,
      headers: { 'content-type': result.type },
    });
  }) as typeof fetch;
}

/** jsdom has no object URLs: a stand-in that records what was made and revoked. */
export function stubObjectUrls() {
  let made = 0;
  const create = jest.fn(() => `blob:test/${(made += 1)}`);
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}
