import type { UserRow } from '../db/schema';

/** Told the user whose cached sessions were just dropped. */
export type InvalidationListener = (userId: string) => void;

interface Entry {
  user: UserRow;
  cachedAt: number;
}

/**
 * Remembers, for a few seconds, that a session is live and whose it is, so that an authenticated
 * request does not need a database round trip. Every change to a user or to their sessions made
 * by this instance drops that user's entries at once; changes made by another instance are seen
 * after at most `ttlMs` (docs/decisions/0003).
 */
export class AuthCache {
  readonly #bySession = new Map<string, Entry>();
  readonly #listeners: InvalidationListener[] = [];
  /**
   * Bumped by every invalidation, of any user: a request that read the database before a change
   * committed must not cache what it read after the change dropped the entries. One counter for
   * all users keeps memory flat; the cost is an occasional uncached request while others change.
   */
  #generation = 0;

  generation(): number {
    return this.#generation;
  }

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(sessionId: string, userId: string, now = Date.now()): UserRow | undefined {
    const entry = this.#bySession.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || entry.user.id !== userId) {
      this.#bySession.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  /** `generation` is the user's generation taken before the database was read. */
  set(sessionId: string, user: UserRow, generation: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || this.#generation !== generation) return;
    if (this.#bySession.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.#bySession.keys().next().value;
      if (oldest !== undefined) this.#bySession.delete(oldest);
    }
    this.#bySession.set(sessionId, { user, cachedAt: now });
  }

  /**
   * After any change to the user's row or sessions made here (logout, password, profile,
   * suspension): drops their entries, then tells the listeners, in the order they subscribed.
   */
  invalidateUser(userId: string): void {
    this.forgetUser(userId);
    for (const listener of this.#listeners) listener(userId);
  }

  /**
   * Drops the user's entries without telling the listeners: for a change another instance made,
   * whose own listeners have already acted on it.
   */
  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const [sessionId, entry] of this.#bySession) {
      if (entry.user.id === userId) this.#bySession.delete(sessionId);
    }
  }

  /**
   * Calls `listener` after every `invalidateUser` of this instance: what else must follow a
   * change to a user (other instances told, ended sessions' sockets closed). Listeners live as
   * long as the cache: the app's.
   */
  onInvalidate(listener: InvalidationListener): void {
    this.#listeners.push(listener);
  }
}
