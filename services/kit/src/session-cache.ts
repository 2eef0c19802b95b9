/**
 * A short-lived, in-process memory of sessions that were just checked against the database,
 * keyed by the exact bearer token. A busy screen repeats calls with one token many times a
 * second; without it every call re-reads the user's row first (one query of the two or three a
 * list call makes, and the JWT's HMAC again).
 *
 * Security trade-off (why it stays safe enough):
 * - Any write call (not GET/HEAD/OPTIONS) served by THIS process empties the memory before its
 *   answer leaves (`forgetAll`), and a check that started before that write is not stored
 *   (`generation`). So logout, deactivation, a role, password or email change, a reset or two-step
 *   sign-in turned on apply at once in the process that made them, as before.
 * - A change made by ANOTHER process (SERVICES split over several processes, or a direct SQL
 *   update) applies after at most `ttlMs` in this one: a signed-out or deactivated session can
 *   make calls for up to that long there. SESSION_CACHE_MS=0 turns the memory off.
 * - Only sessions that passed every check are kept; a refused token is checked every time, and
 *   the token's own expiry is checked on every hit.
 */
export interface CachedSession {
  id: string;
  role: 'user' | 'admin';
  jti: string;
  exp?: number;
  mfaEnabled: boolean;
}

interface Entry {
  session: CachedSession;
  storedAt: number;
}

/** Beyond this many tokens the memory starts over (bounds it under a flood of tokens). */
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private entries = new Map<string, Entry>();
  private checking = new Map<string, Promise<CachedSession>>();
  private currentGeneration = 0;

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Taken before the database check; `remember` stores only if no write happened since. */
  get generation(): number {
    return this.currentGeneration;
  }

  recall(token: string): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    const expired =
      now - entry.storedAt >= this.ttlMs ||
      (entry.session.exp !== undefined && entry.session.exp * 1000 <= now);
    if (expired) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.session;
  }

  /**
   * One database check per token at a time: when an entry expires under load, the hundreds of
   * calls in flight with that token wait for one check instead of each making its own.
   */
  checkOnce(token: string, check: () => Promise<CachedSession>): Promise<CachedSession> {
    if (!this.enabled) return check();
    const pending = this.checking.get(token);
    if (pending) return pending;
    const started = check().finally(() => this.checking.delete(token));
    this.checking.set(token, started);
    return started;
  }

  remember(token: string, session: CachedSession, checkedAtGeneration: number): void {
    if (!this.enabled || checkedAtGeneration !== this.currentGeneration) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { session, storedAt: this.now() });
  }

  /** After any write: every session is checked against the database again. */
  forgetAll(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    // A check already under way may have read the row before the write: later calls start anew.
    this.checking.clear();
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isWriteMethod(method: string): boolean {
  return !READ_METHODS.has(method);
}
