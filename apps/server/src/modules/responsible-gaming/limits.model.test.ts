import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  depositRefusal,
  dueReminder,
  effectiveLimit,
  exclusionEnd,
  NO_LIMIT,
  requestLimit,
  type StoredLimit,
} from './limits.model';

const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 25) + hours * HOUR);
const amount = fc.option(fc.integer({ min: 100, max: 10_000_000 }), { nil: null });
/** null allows anything: compare as "how much is allowed". */
const allows = (limit: number | null) => limit ?? Number.POSITIVE_INFINITY;

describe('a player’s own limit', () => {
  it('lowers at once and raises only after 24 hours', () => {
    let limit: StoredLimit = NO_LIMIT;
    limit = requestLimit(limit, 50_000, at(0));
    expect(effectiveLimit(limit, at(0))).toBe(50_000);
    limit = requestLimit(limit, 100_000, at(1));
    expect(effectiveLimit(limit, at(1))).toBe(50_000);
    expect(effectiveLimit(limit, at(24.99))).toBe(50_000);
    expect(effectiveLimit(limit, at(25))).toBe(100_000);
    // Removing the limit is a raise too.
    limit = requestLimit(limit, null, at(26));
    expect(effectiveLimit(limit, at(49))).toBe(100_000);
    expect(effectiveLimit(limit, at(50))).toBeNull();
  });

  it('drops a waiting raise when the player lowers again or keeps the limit in force', () => {
    const raised = requestLimit({ amount: 10_000, pending: null }, 90_000, at(0));
    expect(raised.pending).not.toBeNull();
    expect(requestLimit(raised, 10_000, at(2))).toEqual({ amount: 10_000, pending: null });
    expect(requestLimit(raised, 5_000, at(2))).toEqual({ amount: 5_000, pending: null });
  });

  it('does not restart a waiting raise when the same raise is asked again', () => {
    const raised = requestLimit({ amount: 10_000, pending: null }, 90_000, at(0));
    expect(requestLimit(raised, 90_000, at(23))).toEqual(raised);
  });

  it('never allows more at once than before, and allows what was asked within 24 hours (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, fc.integer({ min: 0, max: 72 })), { maxLength: 12 }), (requests) => {
        let limit: StoredLimit = NO_LIMIT;
        let now = at(0);
        for (const [requested, gapHours] of requests) {
          now = new Date(now.getTime() + gapHours * HOUR);
          const before = effectiveLimit(limit, now);
          limit = requestLimit(limit, requested, now);
          const after = effectiveLimit(limit, now);
          // At the moment of asking, the limit never loosens.
          expect(allows(after)).toBeLessThanOrEqual(allows(before));
          // A tighter (or equal) request holds at once; any request holds 24 hours later.
          if (allows(requested) <= allows(before)) expect(after).toBe(requested);
          expect(effectiveLimit(limit, new Date(now.getTime() + 24 * HOUR))).toBe(requested);
        }
      }),
    );
  });
});

describe('a deposit against the limits', () => {
  const none = { day: null, week: null, month: null };
  const used = { day: 20_000, week: 70_000, month: 150_000 };

  it('fits when no limit is broken', () => {
    expect(depositRefusal(none, used, 1_000_000)).toBeUndefined();
    expect(depositRefusal({ day: 30_000, week: null, month: null }, used, 10_000)).toBeUndefined();
  });

  it('names the shortest period whose limit it breaks, and what is left', () => {
    expect(depositRefusal({ day: 30_000, week: 80_000, month: null }, used, 10_001)).toEqual({
      period: 'day',
      limitPaise: 30_000,
      leftPaise: 10_000,
    });
    expect(depositRefusal({ day: null, week: 80_000, month: 200_000 }, used, 15_000)).toEqual({
      period: 'week',
      limitPaise: 80_000,
      leftPaise: 10_000,
    });
    expect(depositRefusal({ day: null, week: null, month: 100_000 }, used, 5_000)?.leftPaise).toBe(0);
  });

  it('refuses exactly the deposits that would take a period past its limit (property)', () => {
    const limit = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(limit, limit, limit, fc.nat(1_000_000), fc.nat(1_000_000), (day, week, month, spent, deposit) => {
        const limits = { day, week, month };
        const usage = { day: spent, week: spent, month: spent };
        const refusal = depositRefusal(limits, usage, deposit);
        const breaks = [day, week, month].some((cap) => cap !== null && spent + deposit > cap);
        expect(refusal !== undefined).toBe(breaks);
      }),
    );
  });
});

describe('breaks', () => {
  it('lasts the days of a cool-off, and the calendar months of self-exclusion', () => {
    expect(exclusionEnd('cool_off', 1, at(0))).toEqual(at(24));
    expect(exclusionEnd('cool_off', 42, at(0))).toEqual(at(42 * 24));
    expect(exclusionEnd('self_exclusion', 6, new Date('2026-11-25T10:00:00Z'))).toEqual(
      new Date('2027-05-25T10:00:00Z'),
    );
  });
});

describe('play reminders', () => {
  const schedule = { firstMinutes: 60, everyMinutes: 30 };

  it('comes after an hour of play, then every 30 minutes, once per mark', () => {
    expect(dueReminder(59, 0, schedule)).toBeUndefined();
    expect(dueReminder(60, 0, schedule)).toBe(60);
    expect(dueReminder(75, 60, schedule)).toBeUndefined();
    expect(dueReminder(90, 60, schedule)).toBe(90);
    // Away from the sweep past two marks: one reminder, for where the player is now.
    expect(dueReminder(155, 60, schedule)).toBe(150);
  });

  it('never reminds twice for a mark and never skips the latest one (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 30 }),
        (firstMinutes, everyMinutes, steps) => {
          let played = 0;
          let reminded = 0;
          for (const step of steps) {
            played += step;
            const due = dueReminder(played, reminded, { firstMinutes, everyMinutes });
            if (due !== undefined) {
              expect(due).toBeGreaterThan(reminded);
              expect(due).toBeLessThanOrEqual(played);
              expect(played - due).toBeLessThan(everyMinutes);
              reminded = due;
            } else if (played >= firstMinutes) {
              // Nothing due: the last reminder was for the latest mark.
              expect(played - reminded).toBeLessThan(everyMinutes);
            }
          }
        },
      ),
    );
  });
});
