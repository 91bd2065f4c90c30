import { describe, expect, it } from 'vitest';
import { PAYOUT_CHECK_MAX_DELAY_MS, payoutCheckDelayMs } from './payout-checks';

/** The moments of the first `count` looks at a payout, when each is made exactly when it is due. */
function looks(count: number): number[] {
  const at: number[] = [];
  let now = 0;
  for (let i = 0; i < count; i++) {
    now += payoutCheckDelayMs(now);
    at.push(now);
  }
  return at;
}

describe('payoutCheckDelayMs: when a sent payout is looked at', () => {
  it('looks 2 s after sending, then 5 s, 15 s, 1 min and 5 min after each look, then every 15 min', () => {
    expect(looks(8)).toEqual([2_000, 7_000, 22_000, 82_000, 382_000, 1_282_000, 2_182_000, 3_082_000]);
  });

  it('keeps the pace of its step when the loop comes late to a look', () => {
    // The loop runs every few seconds: a look due at 2 s may be made at 6.9 s, and one due at 7 s at 11 s.
    expect(payoutCheckDelayMs(6_900)).toBe(5_000);
    expect(payoutCheckDelayMs(11_000)).toBe(15_000);
    expect(payoutCheckDelayMs(60_000)).toBe(60_000);
    expect(payoutCheckDelayMs(200_000)).toBe(300_000);
  });

  it('never waits longer than 15 minutes, however old the payout', () => {
    expect(payoutCheckDelayMs(382_000)).toBe(PAYOUT_CHECK_MAX_DELAY_MS);
    expect(payoutCheckDelayMs(30 * 24 * 3_600_000)).toBe(900_000);
  });

  it('treats a clock that reads before the sending as just sent', () => {
    expect(payoutCheckDelayMs(-1_500)).toBe(2_000);
  });

  it('never shrinks the gap between looks as a payout ages', () => {
    const shrinking: number[] = [];
    for (let since = 0, previous = 0; since <= 2 * 3_600_000; since += 100) {
      const delay = payoutCheckDelayMs(since);
      if (delay < previous) shrinking.push(since);
      previous = delay;
    }
    expect(shrinking).toEqual([]);
  });
});
