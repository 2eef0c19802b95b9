import { SessionCache, isWriteMethod } from './session-cache';
import type { CachedSession } from './session-cache';

const session = (exp?: number): CachedSession => ({
  id: '11111111-1111-4111-8111-111111111111',
  role: 'user',
  jti: '22222222-2222-4222-8222-222222222222',
  exp,
  mfaEnabled: false,
});

function cacheAt(ttlMs: number) {
  const clock = { now: 1_000_000 };
  return { clock, cache: new SessionCache(ttlMs, () => clock.now) };
}

describe('SessionCache', () => {
  it('recalls a checked session until its time is up', () => {
    const { clock, cache } = cacheAt(2000);
    cache.remember('token', session(), cache.generation);
    clock.now += 1999;
    expect(cache.recall('token')?.id).toBe(session().id);
    clock.now += 1;
    expect(cache.recall('token')).toBeUndefined();
    expect(cache.recall('another token')).toBeUndefined();
  });

  it('never outlives the token itself', () => {
    const { clock, cache } = cacheAt(60_000);
    cache.remember('token', session(clock.now / 1000 + 1), cache.generation);
    expect(cache.recall('token')).toBeDefined();
    clock.now += 1000;
    expect(cache.recall('token')).toBeUndefined();
  });

  it('forgets everything after a write, and refuses a check that started before it', () => {
    const { cache } = cacheAt(2000);
    cache.remember('token', session(), cache.generation);
    const before = cache.generation;
    cache.forgetAll();
    expect(cache.recall('token')).toBeUndefined();
    cache.remember('token', session(), before);
    expect(cache.recall('token')).toBeUndefined();
    cache.remember('token', session(), cache.generation);
    expect(cache.recall('token')).toBeDefined();
  });

  it('stores nothing when turned off (SESSION_CACHE_MS=0)', () => {
    const { cache } = cacheAt(0);
    cache.remember('token', session(), cache.generation);
    expect(cache.recall('token')).toBeUndefined();
  });

  it('makes one check for many calls in flight with one token', async () => {
    const { cache } = cacheAt(2000);
    let checks = 0;
    let finish: (value: CachedSession) => void = () => undefined;
    const check = () => {
      checks += 1;
      return new Promise<CachedSession>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => cache.checkOnce('token', check));
    finish(session());
    const answers = await Promise.all(waiting);
    expect(checks).toBe(1);
    expect(new Set(answers.map((answer) => answer.id))).toEqual(new Set([session().id]));
    // The next one after it settled checks again (the cache, not this, remembers).
    void cache.checkOnce('token', check);
    expect(checks).toBe(2);
  });

  it('shares a refusal too, then lets the next call check again', async () => {
    const { cache } = cacheAt(2000);
    const refused = new Error('401');
    let checks = 0;
    const check = async () => {
      checks += 1;
      throw refused;
    };
    const results = await Promise.allSettled([
      cache.checkOnce('token', check),
      cache.checkOnce('token', check),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(checks).toBe(1);
    await expect(cache.checkOnce('token', check)).rejects.toBe(refused);
    expect(checks).toBe(2);
  });

  it('counts every method but GET, HEAD and OPTIONS as a write', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map(isWriteMethod)).toEqual([false, false, false]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isWriteMethod)).toEqual([true, true, true, true]);
  });
});
