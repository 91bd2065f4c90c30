/**
 * The form of a recurring tournament (a schedule): what the inputs hold and how it becomes the
 * body the server checks, and how a schedule reads in the list (its days, its time in India). The
 * rules are the shared tournamentScheduleBodySchema itself. Pure (no React): the unit tests load it
 * directly.
 */

import {
  TOURNAMENT_WEEKDAYS,
  type TournamentSchedule,
  type TournamentScheduleBody,
  tournamentScheduleBodySchema,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { z } from 'zod';
import { firstErrorPerField, typedNumber } from '@/lib/form-values';
import {
  EMPTY_TOURNAMENT_SETTINGS,
  type Played,
  playedBody,
  playedSchema,
  TOURNAMENT_SETTINGS_FIELDS,
  type TournamentSettingsValues,
  toTournamentSettingsBody,
  tournamentSettingsInputShape,
} from './tournament-form';

/** A schedule's settings are a tournament's, with when it runs instead of one start. */
export interface ScheduleFormValues extends TournamentSettingsValues {
  /** India time of day, "21:00" (an `<input type="time">` value). */
  timeOfDay: string;
  /** India weekdays it runs on, 0 = Sunday. */
  weekdays: number[];
  /** Hours before each start that registration opens, as typed. */
  opensHoursBefore: string;
  /** Where its tournaments play their games. */
  played: Played;
}

export type ScheduleField = keyof ScheduleFormValues;
export const SCHEDULE_FORM_FIELDS: readonly ScheduleField[] = [
  ...TOURNAMENT_SETTINGS_FIELDS,
  'timeOfDay',
  'weekdays',
  'opensHoursBefore',
  'played',
];

/** Every day of the week, Sunday first (the server's numbering). */
export const EVERY_DAY: readonly number[] = TOURNAMENT_WEEKDAYS.map((_, index) => index);

/** Registration opens a day ahead unless the admin says otherwise (the server's default too). */
export const DEFAULT_OPENS_HOURS_BEFORE = 24;

export const EMPTY_SCHEDULE_FORM: ScheduleFormValues = {
  ...EMPTY_TOURNAMENT_SETTINGS,
  timeOfDay: '',
  weekdays: [...EVERY_DAY],
  opensHoursBefore: String(DEFAULT_OPENS_HOURS_BEFORE),
  played: 'classic',
};

/** The edit form starts from the schedule as it stands. */
export function scheduleFormValuesOf(schedule: TournamentSchedule): ScheduleFormValues {
  return {
    title: schedule.title,
    format: schedule.format,
    entryFee: String(schedule.entryFee),
    maxPlayers: String(schedule.maxPlayers),
    minPlayers: String(schedule.minPlayers),
    timeOfDay: schedule.timeOfDay,
    weekdays: [...schedule.weekdays],
    opensHoursBefore: String(schedule.opensHoursBefore),
    played: schedule.playMode === 'external' ? 'external' : (schedule.variant ?? 'classic'),
  };
}

/** "21:00:00" (a time input with seconds) → "21:00"; anything else as typed, for the schema to judge. */
function hoursAndMinutes(text: string): string {
  const trimmed = text.trim();
  return /^\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(trimmed) ? trimmed.slice(0, 5) : trimmed;
}

/** The inputs as the body of POST /api/admin/tournaments/schedules, before validation. */
export function toScheduleBody(values: ScheduleFormValues): { [K in keyof TournamentScheduleBody]: unknown } {
  return {
    ...toTournamentSettingsBody(values),
    timeOfDay: hoursAndMinutes(values.timeOfDay),
    // Sunday first, each day once: the order the list reads them in.
    weekdays: [...new Set(values.weekdays)].sort((a, b) => a - b),
    opensHoursBefore: typedNumber(values.opensHoursBefore),
    ...playedBody(values.played),
  };
}

const formInputSchema = z.object({
  ...tournamentSettingsInputShape,
  timeOfDay: z.string(),
  weekdays: z.array(z.number()),
  opensHoursBefore: z.string(),
  played: playedSchema,
});

/** The form's schema: its inputs, turned into the body, then the server's own rules. */
export const scheduleFormSchema = formInputSchema.transform(toScheduleBody).pipe(tournamentScheduleBodySchema);
export type ScheduleBody = z.output<typeof scheduleFormSchema>;

/** Each field's first message when `values` would be refused; empty when they make a valid body. */
export function scheduleFormErrors(values: ScheduleFormValues): Partial<Record<ScheduleField, string>> {
  return firstErrorPerField(scheduleFormSchema, values, SCHEDULE_FORM_FIELDS);
}

const WEEKDAYS_MON_TO_FRI = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((day, index) => day === b[index]);

/** "Every day", "Mon–Fri", "Sat & Sun", else the days by name ("Mon, Wed, Fri"), Monday first. */
export function weekdaysText(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((day) => day >= 0 && day <= 6).sort((a, b) => a - b);
  if (days.length === 0) return 'No days';
  if (days.length === 7) return 'Every day';
  if (sameDays(days, WEEKDAYS_MON_TO_FRI)) return 'Mon–Fri';
  if (sameDays(days, WEEKEND)) return 'Sat & Sun';
  // Indian weeks start on Monday: Sunday reads last.
  const mondayFirst = [...days.filter((day) => day !== 0), ...days.filter((day) => day === 0)];
  return mondayFirst.map((day) => TOURNAMENT_WEEKDAYS[day]).join(', ');
}

/** "21:00" → "9:00 pm IST"; as given when it is not a time of day. */
export function timeOfDayText(timeOfDay: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(timeOfDay);
  if (!match) return timeOfDay;
  const hours = Number(match[1]);
  const minutes = match[2];
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix} IST`;
}

// The schedules run on India time, whatever the admin's own zone.
const istDayAndTime = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A schedule's next start in India time, "Mon, 10 Jun, 9:00 pm IST"; a dash when paused (it has none). */
export function nextStartText(iso: string | null): string {
  if (iso === null) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${istDayAndTime.format(date)} IST`;
}

/** "24 hours before" / "1 hour before". */
export function opensText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} before`;
}
