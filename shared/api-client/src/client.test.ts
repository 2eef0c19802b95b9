import { defineCall } from '@fina/contract/core';
import { z } from 'zod';
import { createApiClient } from './client';
import { ApiError } from './api-error';

const listThings = defineCall({
  service: 'account',
  method: 'POST',
  path: 'things',
  access: 'public',
  summary: 'A test call.',
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

function scripted(...replies: Array<() => Response>) {
  const seen: RequestInit[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    seen.push(init);
    const next = replies.shift();
    if (!next) throw new Error('no more replies');
    return next();
  }) as unknown as typeof fetch;
  return { fetchImpl, seen };
}

const shed = () =>
  new Response(JSON.stringify({ message: 'Fina is busy right now.' }), {
    status: 503,
    headers: { 'Retry-After': '1' },
  });
const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200 });

describe('api client: requests the server shed', () => {
  it('sends a shed request again after Retry-After, body and all', async () => {
    const { fetchImpl, seen } = scripted(shed, ok);
    const waits: number[] = [];
    const api = createApiClient({ fetchImpl, sleep: async (ms) => void waits.push(ms) });
    await expect(api.call(listThings, { body: { name: 'a' } })).resolves.toEqual({ ok: true });
    expect(waits).toEqual([1000]);
    expect(seen.map((init) => init.body)).toEqual(['{"name":"a"}', '{"name":"a"}']);
  });

  it('gives up after two retries and reports the busy message', async () => {
    const { fetchImpl, seen } = scripted(shed, shed, shed, ok);
    const api = createApiClient({ fetchImpl, sleep: async () => undefined });
    const error = await api.call(listThings, { body: { name: 'a' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toBe('Fina is busy right now.');
    expect(seen).toHaveLength(3);
  });

  it('does not retry a 503 without Retry-After (the server may have done the work)', async () => {
    const plain503 = () => new Response('{}', { status: 503 });
    const { fetchImpl, seen } = scripted(plain503, ok);
    const api = createApiClient({ fetchImpl, sleep: async () => undefined });
    await expect(api.call(listThings, { body: { name: 'a' } })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
  });
});
