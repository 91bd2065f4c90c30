import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './errors';

/**
 * Route rate limits, built only here so that no route chooses its own key.
 *
 * Players on Indian mobile networks share public addresses by the thousand (carrier-grade NAT),
 * so a limit counted per address refuses players for what their neighbours did. Routes that need
 * a signed-in player count per account; only anonymous routes (registration, refresh, the contact
 * form) count per address, with limits sized for a shared address.
 *
 * With Redis the counts live there and every instance shares them (see app.ts); each route has
 * its own counter either way.
 */

/** `{ rateLimit }` for a route's `config`. */
export interface RouteRateLimit {
  rateLimit: RateLimitOptions;
}

/** A window in words, as the plugin reads it: '1 minute', '15 minutes', '1 hour'. */
type TimeWindow = `${number} ${'second' | 'seconds' | 'minute' | 'minutes' | 'hour' | 'hours'}`;

const built = new WeakSet<RateLimitOptions>();

function accountKey(request: FastifyRequest): string {
  const userId = request.authContext?.user.id;
  // A per-account limit on a route that does not authenticate would have nothing to count by:
  // fail loudly rather than fall back to the shared address.
  if (!userId)
    throw new Error(`perAccount rate limit on ${request.method} ${request.routeOptions.url} without authentication`);
  return `account:${userId}`;
}

/**
 * At most `max` requests per signed-in account within the window (times RATE_LIMIT_ACCOUNT_MULTIPLIER).
 * Counted in preHandler, after the route's authentication has run however it is attached (an
 * onRequest hook of the plugin, the route's own onRequest, or a preHandler before this one), so
 * the account is known. A request refused by its schema is not counted.
 */
export function perAccount(max: number, timeWindow: TimeWindow): RouteRateLimit {
  const rateLimit: RateLimitOptions = {
    max: (request) => Math.max(1, Math.floor(max * request.server.config.rateLimit.accountLimitMultiplier)),
    timeWindow,
    hook: 'preHandler',
    keyGenerator: accountKey,
  };
  built.add(rateLimit);
  return { rateLimit };
}

/**
 * At most `max` requests per client address within the window, for routes without an account.
 * Counted on arrival (onRequest), before the body is read, with the plugin's address key (IPv6
 * grouped by /64); behind a proxy the address is the client's only with TRUST_PROXY.
 */
export function perAddress(max: number, timeWindow: TimeWindow): RouteRateLimit {
  const rateLimit: RateLimitOptions = { max, timeWindow, hook: 'onRequest' };
  built.add(rateLimit);
  return { rateLimit };
}

/** onRoute hook: refuses, at start-up, a route whose rate limit was not made by the builders above. */
export function assertBuiltRateLimit(route: RouteOptions): void {
  const rateLimit = route.config?.rateLimit;
  if (rateLimit === undefined || rateLimit === false) return;
  if (!built.has(rateLimit)) {
    throw new Error(`${route.method} ${route.url}: set config.rateLimit with perAccount() or perAddress()`);
  }
}

/**
 * The 429 of a route's limit, `after` as the plugin writes the wait ("1 minute", "15 minutes"):
 * "Too many requests. Please try again in 15 minutes.", in the caller's language.
 */
export function rateLimitError(after: string): AppError {
  const wait = /^(\d+) (second|minute|hour)s?$/.exec(after);
  const values = wait ? { unit: wait[2], count: Number(wait[1]), after } : { unit: 'other', count: 0, after };
  return new AppError(429, 'RATE_LIMITED', { id: 'error.common.rateLimited', values });
}
