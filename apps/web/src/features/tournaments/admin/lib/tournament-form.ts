/**
 * The create and edit form of a tournament: what the inputs hold (text, and the start as a local
 * date and time) and how it becomes the body the server checks. The rules are the shared
 * createTournamentBodySchema itself, so the form refuses exactly what the server would.
 */

import {
  type AdminTournamentDetail,
  type CreateTournamentBody,
  createTournamentBodySchema,
  type TournamentFormat,
  tournamentFormatSchema,
  type UpdateTournamentBody,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { z } from 'zod';
import { firstErrorPerField, typedNumber } from '@/lib/form-values';
import { isoToLocalDateTime, localDateTimeToIso } from '../../lib/local-date-time';

// The start time's conversions are shared with the players' private tournament form.
export { isoToLocalDateTime, localDateTimeToIso, localZoneLabel } from '../../lib/local-date-time';

/** What a tournament and a recurring tournament (a schedule) both have, as typed. */
export interface TournamentSettingsValues {
  title: string;
  format: TournamentFormat;
  /** Whole rupees, as typed. */
  entryFee: string;
  maxPlayers: string;
  minPlayers: string;
}

export type TournamentSettingsField = keyof TournamentSettingsValues;
export const TOURNAMENT_SETTINGS_FIELDS: readonly TournamentSettingsField[] = [
  'title',
  'format',
  'entryFee',
  'maxPlayers',
  'minPlayers',
];

export const EMPTY_TOURNAMENT_SETTINGS: TournamentSettingsValues = {
  title: '',
  format: 'knockout',
  entryFee: '',
  maxPlayers: '',
  minPlayers: '',
};

/** The settings' inputs as the forms' schemas read them (text, before they become numbers). */
export const tournamentSettingsInputShape = {
  title: z.string(),
  format: tournamentFormatSchema,
  entryFee: z.string(),
  maxPlayers: z.string(),
  minPlayers: z.string(),
};

/** The settings as fields of a request body, before validation. */
export function toTournamentSettingsBody(values: TournamentSettingsValues): Record<TournamentSettingsField, unknown> {
  return {
    title: values.title,
    format: values.format,
    entryFee: typedNumber(values.entryFee),
    maxPlayers: typedNumber(values.maxPlayers),
    minPlayers: typedNumber(values.minPlayers),
  };
}

export interface TournamentFormValues extends TournamentSettingsValues {
  /** A `datetime-local` value: the admin's own clock, "2025-03-12T19:30". */
  startTime: string;
  /** When registration opens, the same way; empty: open at once. Only when creating. */
  registrationOpensAt: string;
  /** Swiss: rounds to play, as typed; empty: the format's default. */
  swissRounds: string;
  /** Multi-table: '1' or '2' advancing from each table; empty: the format's default. */
  tableAdvance: string;
  /** Where its games are played: here in the classic or quick game, or 'external' (room codes). Set when creating. */
  played: Played;
  /** Played here: every table of a round rolls the same dice. Set when creating. */
  sameDice: boolean;
}

export type TournamentField = keyof TournamentFormValues;
export const TOURNAMENT_FORM_FIELDS: readonly TournamentField[] = [
  ...TOURNAMENT_SETTINGS_FIELDS,
  'startTime',
  'registrationOpensAt',
  'swissRounds',
  'tableAdvance',
  'played',
  'sameDice',
];

export const EMPTY_TOURNAMENT_FORM: TournamentFormValues = {
  ...EMPTY_TOURNAMENT_SETTINGS,
  startTime: '',
  registrationOpensAt: '',
  swissRounds: '',
  tableAdvance: '',
  // The platform's own game first (docs/decisions/0021-platform-games.md).
  played: 'classic',
  sameDice: false,
};

/** The inputs as the body of POST /api/admin/tournaments, before validation. */
export function toTournamentBody(values: TournamentFormValues): Partial<Record<keyof CreateTournamentBody, unknown>> {
  return {
    ...toTournamentSettingsBody(values),
    startTime: localDateTimeToIso(values.startTime),
    registrationOpensAt: values.registrationOpensAt ? localDateTimeToIso(values.registrationOpensAt) : undefined,
    // A setting of another format than the one chosen is left out, not refused: the field is hidden.
    swissRounds: values.format === 'swiss' && values.swissRounds.trim() ? typedNumber(values.swissRounds) : null,
    tableAdvance: values.format === 'multi_table' && values.tableAdvance ? Number(values.tableAdvance) : null,
    ...playedBody(values.played),
    // Shared dice only for games played here; the option is hidden otherwise.
    ...(values.played !== 'external' && values.sameDice ? { sameDice: true } : {}),
  };
}

/** Where the games are played, as the form's one choice: here in a variant, or by room code. */
export type Played = 'classic' | 'quick' | 'external';
export const playedSchema = z.enum(['classic', 'quick', 'external']);

/** The choice as the body's fields: `playMode`, and the game's `variant` when played here. */
export function playedBody(
  played: Played,
): { playMode: 'external' } | { playMode: 'platform'; variant: 'classic' | 'quick' } {
  return played === 'external' ? { playMode: 'external' } : { playMode: 'platform', variant: played };
}

const formInputSchema = z.object({
  ...tournamentSettingsInputShape,
  startTime: z.string(),
  registrationOpensAt: z.string(),
  swissRounds: z.string(),
  tableAdvance: z.string(),
  played: playedSchema,
  sameDice: z.boolean(),
});

/** The create form's schema: its text inputs, turned into the body, then the server's own rules. */
export const tournamentFormSchema = formInputSchema.transform(toTournamentBody).pipe(createTournamentBodySchema);

const MIN_ABOVE_SEATS = 'The minimum number of players cannot be more than the seats';
const START_IN_PAST = 'The start time must be in the future';

/** Both hold the same minute on this device's clock (the input has no seconds). */
function sameMinute(a: string, b: string): boolean {
  return isoToLocalDateTime(a) === isoToLocalDateTime(b);
}

/**
 * The edit form's schema: every field by the create rules, except that a start left as it was
 * need not be in the future (the server checks a start only when it is sent, and an unchanged
 * one is not: see changedTournamentFields).
 */
export function editTournamentFormSchema(tournament: { startTime: string }) {
  return formInputSchema.transform(toTournamentBody).pipe(
    z
      .object(createTournamentBodySchema.shape)
      .refine((body) => body.minPlayers <= body.maxPlayers, { path: ['minPlayers'], message: MIN_ABOVE_SEATS })
      .refine((body) => sameMinute(body.startTime, tournament.startTime) || Date.parse(body.startTime) > Date.now(), {
        path: ['startTime'],
        message: START_IN_PAST,
      }),
  );
}

/** Each field's first message when `values` would be refused; empty when they make a valid body. */
export function tournamentFormErrors(values: TournamentFormValues): Partial<Record<TournamentField, string>> {
  return firstErrorPerField(tournamentFormSchema, values, TOURNAMENT_FORM_FIELDS);
}

/** The edit form starts from the tournament as it stands. */
export function tournamentFormValuesOf(tournament: AdminTournamentDetail): TournamentFormValues {
  return {
    title: tournament.title,
    format: tournament.format,
    entryFee: String(tournament.entryFee),
    maxPlayers: String(tournament.maxPlayers),
    minPlayers: String(tournament.minPlayers),
    startTime: isoToLocalDateTime(tournament.startTime),
    // Not editable: an edit never sends it (see changedTournamentFields).
    registrationOpensAt: '',
    swissRounds: tournament.swissRounds === null ? '' : String(tournament.swissRounds),
    tableAdvance: tournament.tableAdvance === null ? '' : String(tournament.tableAdvance),
    // Not editable: an edit never sends it (see changedTournamentFields).
    played: tournament.playMode === 'external' ? 'external' : (tournament.variant ?? 'classic'),
    sameDice: tournament.sameDice,
  };
}

/**
 * The PATCH body of an edit: only the settings that differ from the tournament's, so an edit never
 * re-sends (and re-checks) what the admin left alone. Empty when nothing changed.
 */
export function changedTournamentFields(
  body: CreateTournamentBody,
  tournament: AdminTournamentDetail,
): UpdateTournamentBody {
  const changes: UpdateTournamentBody = {};
  if (body.title !== tournament.title) changes.title = body.title;
  if (body.format !== tournament.format) changes.format = body.format;
  if (body.entryFee !== tournament.entryFee) changes.entryFee = body.entryFee;
  if (body.maxPlayers !== tournament.maxPlayers) changes.maxPlayers = body.maxPlayers;
  if (body.minPlayers !== tournament.minPlayers) changes.minPlayers = body.minPlayers;
  // The input holds minutes only: a start stored with seconds is unchanged when its minute is.
  if (!sameMinute(body.startTime, tournament.startTime)) changes.startTime = body.startTime;
  if ((body.swissRounds ?? null) !== tournament.swissRounds) changes.swissRounds = body.swissRounds ?? null;
  if ((body.tableAdvance ?? null) !== tournament.tableAdvance) changes.tableAdvance = body.tableAdvance ?? null;
  return changes;
}
