/**
 * When a recurring tournament runs: pure functions over India time (UTC+05:30, no daylight
 * saving), so "every day at 21:00" means 21:00 for the players whatever the server's zone.
 */

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export interface TournamentScheduleTimes {
  /** Minutes after midnight, India time. */
  startMinuteIst: number;
  /** India-time weekdays, 0 = Sunday. */
  weekdays: readonly number[];
  opensHoursBefore: number;
}

/** "21:00" → 1260. */
export function minuteOfDay(timeOfDay: string): number {
  const [hours, minutes] = timeOfDay.split(':').map(Number);
  return (hours as number) * 60 + (minutes as number);
}

/** 1260 → "21:00". */
export function timeOfDayOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The first start strictly after `after`, or null when the schedule names no weekday. */
export function nextScheduledStart(schedule: TournamentScheduleTimes, after: Date): Date | null {
  if (schedule.weekdays.length === 0) return null;
  const istNow = after.getTime() + IST_OFFSET_MS;
  const istMidnight = Math.floor(istNow / DAY_MS) * DAY_MS;
  for (let day = 0; day <= 7; day++) {
    const istStart = istMidnight + day * DAY_MS + schedule.startMinuteIst * 60_000;
    const weekday = new Date(istStart).getUTCDay();
    if (!schedule.weekdays.includes(weekday)) continue;
    const start = istStart - IST_OFFSET_MS;
    if (start > after.getTime()) return new Date(start);
  }
  return null;
}

/**
 * The start a tournament is due to be created for now: the next start, once registration for it
 * has opened (`opensHoursBefore` before it). Null when it is not yet time.
 */
export function dueScheduledStart(schedule: TournamentScheduleTimes, now: Date): Date | null {
  const next = nextScheduledStart(schedule, now);
  if (!next) return null;
  return next.getTime() - schedule.opensHoursBefore * 3_600_000 <= now.getTime() ? next : null;
}
