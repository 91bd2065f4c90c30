import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedWindowAt, closedWindowMessage, parseClosedWindow } from './closed-window';

/** An instant at this India time on 24 November 2026. */
const ist = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+05:30`);

describe('the daily closed window', () => {
  it('is read from HH:MM-HH:MM, and refuses anything else', () => {
    expect(parseClosedWindow(undefined)).toBeNull();
    expect(parseClosedWindow(' ')).toBeNull();
    expect(parseClosedWindow('00:00-05:00')).toEqual({ from: 0, to: 300, text: '00:00-05:00' });
    for (const bad of ['0:00-5:00', '24:00-05:00', '00:00-00:00', 'midnight', '05:00']) {
      expect(() => parseClosedWindow(bad), bad).toThrow('CLOSED_WINDOW_IST');
    }
  });

  it('closes from its start to its end, India time, and says when it opens', () => {
    const window = parseClosedWindow('00:00-05:00');
    expect(closedWindowAt(ist('04:59'), window)).toEqual({ closed: true, opensAt: ist('05:00') });
    expect(closedWindowAt(ist('00:00'), window).closed).toBe(true);
    expect(closedWindowAt(ist('05:00'), window)).toEqual({ closed: false, opensAt: null });
    expect(closedWindowAt(ist('23:59'), window).closed).toBe(false);
    expect(closedWindowAt(ist('12:00'), null)).toEqual({ closed: false, opensAt: null });
    expect(closedWindowMessage(window as NonNullable<typeof window>)).toBe(
      'Games do not start between 00:00 and 05:00 (India time). Play again from 05:00.',
    );
  });

  it('can span midnight', () => {
    const window = parseClosedWindow('23:00-02:00');
    expect(closedWindowAt(ist('23:30'), window)).toEqual({
      closed: true,
      opensAt: new Date('2026-11-25T02:00:00+05:30'),
    });
    expect(closedWindowAt(ist('01:00'), window)).toEqual({ closed: true, opensAt: ist('02:00') });
    expect(closedWindowAt(ist('02:00'), window).closed).toBe(false);
    expect(closedWindowAt(ist('22:59'), window).closed).toBe(false);
  });

  it('always opens within a day, at the window’s end, after the moment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (from, to, now) => {
          fc.pre(from !== to);
          const pad = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const window = parseClosedWindow(`${pad(from)}-${pad(to)}`);
          const at = closedWindowAt(now, window);
          if (!at.closed) return;
          const opens = at.opensAt as Date;
          expect(opens.getTime()).toBeGreaterThan(now.getTime());
          expect(opens.getTime() - now.getTime()).toBeLessThanOrEqual(86_400_000);
          expect(closedWindowAt(opens, window).closed).toBe(false);
        },
      ),
    );
  });
});
