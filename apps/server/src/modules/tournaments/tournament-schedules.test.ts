import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueScheduledStart, minuteOfDay, nextScheduledStart, timeOfDayOf } from './tournament-schedules';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const daily2100 = { startMinuteIst: 21 * 60, weekdays: EVERY_DAY, opensHoursBefore: 24 };

describe('recurring tournament times (India time)', () => {
  it('reads and writes the time of day', () => {
    expect(minuteOfDay('21:00')).toBe(1260);
    expect(minuteOfDay('00:05')).toBe(5);
    expect(timeOfDayOf(1260)).toBe('21:00');
    expect(timeOfDayOf(5)).toBe('00:05');
  });

  it('the next 21:00 in India is 15:30 UTC, today or tomorrow', () => {
    expect(nextScheduledStart(daily2100, new Date('2026-11-23T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-23T15:30:00.000Z',
    );
    expect(nextScheduledStart(daily2100, new Date('2026-11-23T15:30:00Z'))?.toISOString()).toBe(
      '2026-11-24T15:30:00.000Z',
    );
    // 23:00 UTC is already 04:30 the next day in India.
    expect(nextScheduledStart(daily2100, new Date('2026-11-23T23:00:00Z'))?.toISOString()).toBe(
      '2026-11-24T15:30:00.000Z',
    );
  });

  it('keeps to the India-time weekdays', () => {
    // 2026-11-23 is a Monday; a Saturday-only tournament at 20:00 India time.
    const saturdays = { startMinuteIst: 20 * 60, weekdays: [6], opensHoursBefore: 48 };
    expect(nextScheduledStart(saturdays, new Date('2026-11-23T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-28T14:30:00.000Z',
    );
    expect(nextScheduledStart({ ...saturdays, weekdays: [] }, new Date())).toBeNull();
  });

  it('is due once its registration has opened', () => {
    const opens = { ...daily2100, opensHoursBefore: 2 };
    expect(dueScheduledStart(opens, new Date('2026-11-23T13:29:59Z'))).toBeNull();
    expect(dueScheduledStart(opens, new Date('2026-11-23T13:30:00Z'))?.toISOString()).toBe('2026-11-23T15:30:00.000Z');
  });

  it('the next start is after the moment, on a listed weekday, at the time of day, within a week', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 1439 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        (now, minute, weekdays) => {
          const next = nextScheduledStart({ startMinuteIst: minute, weekdays, opensHoursBefore: 1 }, now) as Date;
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
          const ist = new Date(next.getTime() + 330 * 60_000);
          expect(ist.getUTCHours() * 60 + ist.getUTCMinutes()).toBe(minute);
          expect(weekdays).toContain(ist.getUTCDay());
        },
      ),
    );
  });
});
