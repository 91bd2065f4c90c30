import { describe, expect, it } from 'vitest';
import { SocketThrottle, type ThrottleVerdict } from './socket-throttle';

const rule = { burst: 10, perSecond: 2, abuseAfter: 50 };

/** `count` calls spread evenly over `seconds`, starting at `from` (ms); returns the verdicts. */
function calls(throttle: SocketThrottle, count: number, seconds: number, from = 0): ThrottleVerdict[] {
  return Array.from({ length: count }, (_, i) => throttle.take(from + (i * seconds * 1000) / count));
}
const tally = (verdicts: ThrottleVerdict[]) =>
  verdicts.reduce<Record<string, number>>((counts, verdict) => {
    counts[verdict] = (counts[verdict] ?? 0) + 1;
    return counts;
  }, {});

describe('SocketThrottle', () => {
  it('allows a burst at once, then refuses, then calls it abuse', () => {
    const throttle = new SocketThrottle(rule, 0);
    const verdicts = calls(throttle, 3_000, 0);
    expect(verdicts.slice(0, 10)).toEqual(Array(10).fill('allowed'));
    expect(verdicts.slice(10, 60)).toEqual(Array(50).fill('refused'));
    expect(verdicts[60]).toBe('abusive');
  });

  it('refills at the rule’s rate after the burst', () => {
    const throttle = new SocketThrottle(rule, 0);
    calls(throttle, 10, 0);
    expect(throttle.take(100)).toBe('refused');
    expect(throttle.take(500)).toBe('allowed');
    expect(throttle.take(600)).toBe('refused');
    // A quiet minute fills the bucket again, up to the burst and no further.
    expect(tally(calls(throttle, 12, 0, 60_000))).toEqual({ allowed: 10, refused: 2 });
  });

  it('never calls a player abusive who keeps to the refill rate, or slips a little over it', () => {
    const steady = new SocketThrottle(rule, 0);
    expect(tally(calls(steady, 2 * 600, 600))).toEqual({ allowed: 1_200 });
    // Three a second for ten minutes: one in three is refused, and refusals drain as fast as they come.
    const eager = new SocketThrottle(rule, 0);
    expect(tally(calls(eager, 3 * 600, 600)).abusive).toBeUndefined();
  });

  it('calls abuse a socket that keeps going at ten times the rate, within seconds', () => {
    const throttle = new SocketThrottle(rule, 0);
    const verdicts = calls(throttle, 20 * 60, 60);
    const first = verdicts.indexOf('abusive');
    expect(first).toBeGreaterThan(0);
    // 20 calls a second: 2 allowed, 18 refused of which 2 drain: abusive within five seconds.
    expect(first).toBeLessThan(20 * 5);
  });
});
