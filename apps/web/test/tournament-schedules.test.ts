import type { TournamentSchedule } from '@ludo/shared/tournaments/tournaments.schemas';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SCHEDULE_FORM,
  nextStartText,
  opensText,
  type ScheduleFormValues,
  scheduleFormErrors,
  scheduleFormSchema,
  scheduleFormValuesOf,
  timeOfDayText,
  toScheduleBody,
  weekdaysText,
} from '../src/features/tournaments/admin/lib/schedule-form';

/**
 * The admin's recurring tournaments: the form turns its text inputs into the body of POST
 * /api/admin/tournaments/schedules by the server's own rules, and the list reads a schedule's days
 * and India time of day.
 */

const DAILY_DASH: ScheduleFormValues = {
  title: ' Daily Dash ',
  format: 'multi_table',
  entryFee: '50',
  maxPlayers: '64',
  minPlayers: '8',
  timeOfDay: '21:00',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  opensHoursBefore: '24',
  played: 'quick',
};

describe('the recurring tournament form', () => {
  it('starts with every day ticked and registration opening 24 hours ahead', () => {
    expect(EMPTY_SCHEDULE_FORM.weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(EMPTY_SCHEDULE_FORM.opensHoursBefore).toBe('24');
    // Its tournaments are played here, in the classic game, unless the admin chooses otherwise.
    expect(EMPTY_SCHEDULE_FORM.played).toBe('classic');
  });

  it('asks for every setting of an empty form, with the server’s own messages', () => {
    expect(scheduleFormErrors(EMPTY_SCHEDULE_FORM)).toEqual({
      title: 'Give a title of at least 3 characters',
      entryFee: 'Enter the entry fee in rupees',
      maxPlayers: 'Enter the number of seats',
      minPlayers: 'Enter the minimum number of players',
      timeOfDay: 'Enter the time of day as HH:MM (24-hour, India time)',
    });
  });

  it('turns valid inputs into the body the server expects', () => {
    const parsed = scheduleFormSchema.safeParse(DAILY_DASH);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toEqual({
      title: 'Daily Dash',
      format: 'multi_table',
      entryFee: 50,
      maxPlayers: 64,
      minPlayers: 8,
      timeOfDay: '21:00',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      opensHoursBefore: 24,
      playMode: 'platform',
      variant: 'quick',
    });
  });

  it('sends the days Sunday first, each once, and a time input’s seconds dropped', () => {
    expect(toScheduleBody({ ...DAILY_DASH, weekdays: [5, 1, 3, 1], timeOfDay: '07:30:00' })).toMatchObject({
      weekdays: [1, 3, 5],
      timeOfDay: '07:30',
    });
  });

  it('needs at least one day', () => {
    expect(scheduleFormErrors({ ...DAILY_DASH, weekdays: [] }).weekdays).toBe('Choose at least one day');
  });

  it('refuses a time of day that is not HH:MM on a 24-hour clock', () => {
    const message = 'Enter the time of day as HH:MM (24-hour, India time)';
    expect(scheduleFormErrors({ ...DAILY_DASH, timeOfDay: '24:00' }).timeOfDay).toBe(message);
    expect(scheduleFormErrors({ ...DAILY_DASH, timeOfDay: '9:00' }).timeOfDay).toBe(message);
    expect(scheduleFormErrors({ ...DAILY_DASH, timeOfDay: '09:00' })).toEqual({});
  });

  it('opens registration between 1 hour and a week ahead, in whole hours', () => {
    expect(scheduleFormErrors({ ...DAILY_DASH, opensHoursBefore: '0' }).opensHoursBefore).toBe(
      'Registration opens at least 1 hour before the start',
    );
    expect(scheduleFormErrors({ ...DAILY_DASH, opensHoursBefore: '169' }).opensHoursBefore).toBe(
      'Registration opens at most 168 hours (a week) before the start',
    );
    expect(scheduleFormErrors({ ...DAILY_DASH, opensHoursBefore: '1.5' }).opensHoursBefore).toBe('Enter whole hours');
  });

  it('refuses a minimum above the seats', () => {
    expect(scheduleFormErrors({ ...DAILY_DASH, minPlayers: '65' }).minPlayers).toBe(
      'The minimum number of players cannot be more than the seats',
    );
  });
});

describe('editing a schedule', () => {
  it('starts from the schedule as it stands, and an unchanged form sends the same settings back', () => {
    const schedule: TournamentSchedule = {
      id: '6f1c2b4a-1111-4222-8333-444455556666',
      title: 'Daily Dash',
      format: 'multi_table',
      entryFee: 50,
      maxPlayers: 64,
      minPlayers: 8,
      timeOfDay: '21:00',
      weekdays: [1, 3, 5],
      opensHoursBefore: 6,
      playMode: 'platform',
      variant: 'quick',
      active: false,
      nextStart: null,
    };
    const values = scheduleFormValuesOf(schedule);
    expect(values).toEqual({ ...DAILY_DASH, title: 'Daily Dash', weekdays: [1, 3, 5], opensHoursBefore: '6' });
    expect(scheduleFormSchema.parse(values)).toEqual({
      title: 'Daily Dash',
      format: 'multi_table',
      entryFee: 50,
      maxPlayers: 64,
      minPlayers: 8,
      timeOfDay: '21:00',
      weekdays: [1, 3, 5],
      opensHoursBefore: 6,
      playMode: 'platform',
      variant: 'quick',
    });
    const byRoomCode = scheduleFormValuesOf({ ...schedule, playMode: 'external', variant: null });
    expect(byRoomCode.played).toBe('external');
  });
});

describe('a schedule in the list', () => {
  it('names its days', () => {
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(weekdaysText([5, 4, 3, 2, 1])).toBe('Mon–Fri');
    expect(weekdaysText([6, 0])).toBe('Sat & Sun');
    // Monday first, Sunday last.
    expect(weekdaysText([0, 1, 3, 5])).toBe('Mon, Wed, Fri, Sun');
    expect(weekdaysText([])).toBe('No days');
  });

  it('gives its time of day in India time', () => {
    expect(timeOfDayText('21:00')).toBe('9:00 pm IST');
    expect(timeOfDayText('00:30')).toBe('12:30 am IST');
    expect(timeOfDayText('12:05')).toBe('12:05 pm IST');
  });

  it('gives its next start in India time, or a dash when paused', () => {
    // 15:30 UTC is 9 pm in India.
    expect(nextStartText('2030-01-04T15:30:00.000Z')).toBe('Fri, 4 Jan, 9:00 pm IST');
    expect(nextStartText(null)).toBe('—');
  });

  it('says when registration opens', () => {
    expect(opensText(24)).toBe('24 hours before');
    expect(opensText(1)).toBe('1 hour before');
  });
});
