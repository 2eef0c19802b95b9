/**
 * A small least-recently-used cache of deserialised workbooks by session id, so repeated
 * questions in one session do not re-parse the stored JSON (up to ~16 MB per workbook).
 *
 * It is a cache only: the database holds every session's workbook and a session's workbook
 * never changes, so any process can answer any session (services stay stateless behind a
 * load balancer); a miss costs one read and one parse. One cache per registered service.
 */
export const WORKBOOK_CACHE_ENTRIES = 20;

export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError('maxEntries must be a positive whole number.');
    }
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
