/**
 * A per-socket token bucket for one kind of client event. It keeps three numbers per socket, so
 * it costs nothing next to a socket's ~13 KB (see the realtime bench in README.md).
 *
 * - `burst` calls may come at once; after that the bucket refills at `perSecond`.
 * - A call with no token left is refused: the caller ignores it without doing its work.
 * - Refusals are allowed up to `abuseAfter` more than the bucket refills them (they drain at
 *   `perSecond` too), so a client that slips over the limit now and then is only slowed down;
 *   one that keeps calling far past it is answered `abusive` and should be disconnected.
 */
export interface ThrottleRule {
  burst: number;
  perSecond: number;
  abuseAfter: number;
}

export type ThrottleVerdict = 'allowed' | 'refused' | 'abusive';

export class SocketThrottle {
  #tokens: number;
  #refused = 0;
  #at: number;

  constructor(
    private readonly rule: ThrottleRule,
    now: number,
  ) {
    this.#tokens = rule.burst;
    this.#at = now;
  }

  /** Takes one call at `now` (milliseconds, any monotonic clock). */
  take(now: number): ThrottleVerdict {
    const earned = (Math.max(0, now - this.#at) / 1000) * this.rule.perSecond;
    this.#at = now;
    this.#tokens = Math.min(this.rule.burst, this.#tokens + earned);
    this.#refused = Math.max(0, this.#refused - earned);
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      return 'allowed';
    }
    this.#refused += 1;
    return this.#refused > this.rule.abuseAfter ? 'abusive' : 'refused';
  }
}

/**
 * `joinRoom`: the web app emits it when a player opens a match page (and the creator's client once
 * after making a room), so an honest player sends a handful a minute. Ten at once covers opening
 * several matches in tabs; two a second after that is still faster than anyone reads a page. Each
 * allowed call is a database lookup, so a socket costs the database at most ten lookups and then two
 * a second. Fifty refused calls beyond what the refill forgives is far past anything the app sends:
 * that socket is closed.
 */
export const JOIN_ROOM_RULE: ThrottleRule = { burst: 10, perSecond: 2, abuseAfter: 50 };

/**
 * The platform game's `game:seed`, `game:roll` and `game:move` (docs/game-rules.md): a player
 * sends at most two a turn, and the fastest honest play is a few a second. Twenty at once and
 * `perSecond` after that (GAME_ACTIONS_PER_SECOND, 8 by default) leave room for a slow network's
 * retries; each allowed call is a locked game row, so a flood costs the database no more than that.
 */
export const gameActionRule = (perSecond: number): ThrottleRule => ({ burst: 20, perSecond, abuseAfter: 100 });
