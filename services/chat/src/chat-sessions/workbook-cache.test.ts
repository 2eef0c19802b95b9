import { LruCache } from './workbook-cache';

describe('LruCache', () => {
  it('keeps the most recently used entries up to its bound', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3); // evicts b
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('refuses a bound that is not a positive whole number', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
