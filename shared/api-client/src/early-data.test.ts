import { EARLY_DATA_KEY, EARLY_DATA_MAX_AGE_MS, lightCalls } from '@fina/contract/core';
import type { EarlyData } from '@fina/contract/core';
import { createApiClient } from './client';

const USER_URL = '/api/account/get_user_details';
const user = (name: string) => new Response(JSON.stringify({ name }), { status: 200 });
const holder = globalThis as { [EARLY_DATA_KEY]?: EarlyData };

function pageAsked(responses: EarlyData['responses'], token = 't1', at = Date.now()) {
  holder[EARLY_DATA_KEY] = { token, at, responses };
}

function client(token = 't1') {
  const fetched: string[] = [];
  const fetchImpl = (async (url: string) => {
    fetched.push(url);
    return user('from the network');
  }) as unknown as typeof fetch;
  return { api: createApiClient({ fetchImpl, getToken: () => token }), fetched };
}

afterEach(() => delete holder[EARLY_DATA_KEY]);

describe('api client: the answers the page HTML already asked for', () => {
  it('takes the early answer for the same GET once, then fetches as usual', async () => {
    pageAsked({ [USER_URL]: Promise.resolve(user('early')) });
    const { api, fetched } = client();
    await expect(api.call(lightCalls.getUserDetails)).resolves.toEqual({ name: 'early' });
    expect(fetched).toEqual([]);
    await expect(api.call(lightCalls.getUserDetails)).resolves.toEqual({
      name: 'from the network',
    });
    expect(fetched).toEqual([USER_URL]);
  });

  it('ignores answers sent with another token (someone else signed in since)', async () => {
    pageAsked({ [USER_URL]: Promise.resolve(user('early')) }, 'old-token');
    const { api, fetched } = client('t1');
    await expect(api.call(lightCalls.getUserDetails)).resolves.toEqual({
      name: 'from the network',
    });
    expect(fetched).toEqual([USER_URL]);
  });

  it('ignores answers older than the page start window', async () => {
    pageAsked(
      { [USER_URL]: Promise.resolve(user('early')) },
      't1',
      Date.now() - EARLY_DATA_MAX_AGE_MS - 1,
    );
    const { api, fetched } = client();
    await expect(api.call(lightCalls.getUserDetails)).resolves.toEqual({
      name: 'from the network',
    });
    expect(fetched).toEqual([USER_URL]);
  });

  it('fetches itself when the early request failed', async () => {
    pageAsked({ [USER_URL]: Promise.resolve(null) });
    const { api, fetched } = client();
    await expect(api.call(lightCalls.getUserDetails)).resolves.toEqual({
      name: 'from the network',
    });
    expect(fetched).toEqual([USER_URL]);
  });

  it('matches on the whole URL: another company’s figures are fetched', async () => {
    pageAsked({ '/api/chat/company/c1/kpis': Promise.resolve(user('c1')) });
    const { api, fetched } = client();
    await api.call(lightCalls.getKpis, { params: { companyId: 'c2' } });
    expect(fetched).toEqual(['/api/chat/company/c2/kpis']);
  });

  it('reports an early 401 like any other (the session ended)', async () => {
    pageAsked({ [USER_URL]: Promise.resolve(new Response('{}', { status: 401 })) });
    let ended = 0;
    const api = createApiClient({
      fetchImpl: (async () => user('x')) as unknown as typeof fetch,
      getToken: () => 't1',
      onUnauthorized: () => (ended += 1),
    });
    await expect(api.call(lightCalls.getUserDetails)).rejects.toMatchObject({ status: 401 });
    expect(ended).toBe(1);
  });
});
