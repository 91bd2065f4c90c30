import { z } from 'zod';
import { adminReasonSchema } from '../admin/admin-reason';
import { GAME_VARIANTS } from '../game/rules';
import { MATCH_STAKES_RUPEES } from '../limits';
import { MATCH_MODES, stakeChoices } from '../matches/matches.schemas';
import { formatRupees } from '../money';
import { singleLineText } from '../text';
import { FEE_BAND_KEYS, type FeeBand } from './fee-bands';

/**
 * Tournaments. Amounts are in rupees. A tournament is announced (upcoming), takes registrations
 * (registering: each entry fee moves into its prize pool), runs, and finishes; or it is cancelled
 * before finishing, with every entry fee returned.
 */

export const TOURNAMENT_STATUSES = ['upcoming', 'registering', 'running', 'finished', 'cancelled'] as const;
export const tournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof tournamentStatusSchema>;

export const TOURNAMENT_FORMATS = ['knockout', 'round_robin', 'swiss', 'multi_table'] as const;
export const tournamentFormatSchema = z.enum(TOURNAMENT_FORMATS);
export type TournamentFormat = z.infer<typeof tournamentFormatSchema>;

export const TOURNAMENT_MIN_PLAYERS = 2;
export const TOURNAMENT_MAX_PLAYERS = 1024;

/** The codes of the errors the tournament routes answer on purpose (besides the common ones). */
export const TOURNAMENT_ERROR_CODES = {
  notFound: 'TOURNAMENT_NOT_FOUND',
  /** 409: every seat is taken. */
  full: 'TOURNAMENT_FULL',
  /** 409: the player already holds a seat. */
  alreadyRegistered: 'TOURNAMENT_ALREADY_REGISTERED',
  /** 409: the player holds no seat to give up. */
  notRegistered: 'TOURNAMENT_NOT_REGISTERED',
  /** 409: registration is not open (not yet, or any more). */
  registrationClosed: 'TOURNAMENT_REGISTRATION_CLOSED',
  registrationNotOpen: 'TOURNAMENT_REGISTRATION_NOT_OPEN',
  /** 409: the tournament has already started, finished or been cancelled. */
  alreadyStarted: 'TOURNAMENT_ALREADY_STARTED',
  /** 409: a finished or cancelled tournament cannot be cancelled. */
  notCancellable: 'TOURNAMENT_NOT_CANCELLABLE',
  /** 409: the change needs a running tournament. */
  notRunning: 'TOURNAMENT_NOT_RUNNING',
  /** 404/409: the player named holds no seat in this tournament (or was already disqualified). */
  notInField: 'TOURNAMENT_PLAYER_NOT_IN_FIELD',
  /** 409: an edit after the start, or one that would leave fewer seats than players registered. */
  notEditable: 'TOURNAMENT_NOT_EDITABLE',
  /** 403: a private tournament's invite code is missing or wrong. */
  inviteRequired: 'TOURNAMENT_INVITE_REQUIRED',
  /** 409: the player already has as many open private tournaments as allowed. */
  tooManyPrivate: 'TOURNAMENT_TOO_MANY_PRIVATE',
} as const;

/** A card of the landing page's "Upcoming Tournaments" (amounts in rupees). */
export const upcomingTournamentSchema = z.object({
  id: z.string(),
  title: z.string(),
  entryFee: z.number(),
  prizePool: z.number(),
  players: z.number().int(),
  maxPlayers: z.number().int(),
  status: z.enum(['upcoming', 'registering']),
  startTime: z.string(),
  /** An upcoming tournament's registration opening; null once open (or open from the start). */
  registrationOpensAt: z.string().nullable(),
});
export type UpcomingTournament = z.infer<typeof upcomingTournamentSchema>;

export const upcomingTournamentsResponseSchema = z.object({ tournaments: z.array(upcomingTournamentSchema) });

/**
 * A tournament of GET /api/tournaments. `prizePool` follows the same rule as the landing's cards:
 * until the start, the pool of a full field (what the tournament is announced with); once it runs,
 * the pool of the players who hold a seat (their fees less the platform fee), which is exactly what
 * the pool holds.
 */
export const tournamentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  format: tournamentFormatSchema,
  entryFee: z.number(),
  prizePool: z.number(),
  players: z.number().int(),
  maxPlayers: z.number().int(),
  status: tournamentStatusSchema,
  startTime: z.string(),
  /** An upcoming tournament's registration opening; null once open (or open from the start). */
  registrationOpensAt: z.string().nullable(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

/**
 * GET /api/tournaments (and the admin's list): optional filters, and a page of `limit` rows from
 * `offset`. Open ones come first, then those about to open, running, finished and cancelled;
 * tournaments still ahead soonest first, finished and cancelled ones latest first.
 */
export const tournamentListQuerySchema = z.object({
  status: tournamentStatusSchema.optional(),
  format: tournamentFormatSchema.optional(),
  fee: z.enum(FEE_BAND_KEYS as [FeeBand, ...FeeBand[]]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TournamentListQuery = z.infer<typeof tournamentListQuerySchema>;

export const tournamentListResponseSchema = z.object({
  tournaments: z.array(tournamentSummarySchema),
  /** The `offset` of the next page; null when this page is the last. */
  nextOffset: z.number().int().nullable(),
});
export type TournamentListResponse = z.infer<typeof tournamentListResponseSchema>;

/** GET /api/admin/tournaments: every tournament, players' private ones too, each saying which it is. */
export const adminTournamentSummarySchema = tournamentSummarySchema.extend({
  visibility: z.enum(['public', 'private']),
});
export type AdminTournamentSummary = z.infer<typeof adminTournamentSummarySchema>;
export const adminTournamentListResponseSchema = z.object({
  tournaments: z.array(adminTournamentSummarySchema),
  nextOffset: z.number().int().nullable(),
});
export type AdminTournamentListResponse = z.infer<typeof adminTournamentListResponseSchema>;

export const tournamentIdParamsSchema = z.object({ id: z.uuid('Tournament not found') });

/**
 * A game of a round as the public sees it. In a 1v1 round the winner has position 1 and the loser
 * 2; at a table, positions are the finishing places. `matchId` is null for a bye (one player, won
 * without a game). Status: `waiting_code` (the host has not posted the room code yet), `playing`,
 * `review` (an admin decides), `decided`.
 */
export const TOURNAMENT_GAME_STATUSES = ['waiting_code', 'playing', 'review', 'decided'] as const;
export const tournamentGameStatusSchema = z.enum(TOURNAMENT_GAME_STATUSES);
export type TournamentGameStatus = z.infer<typeof tournamentGameStatusSchema>;

export const tournamentGamePlayerSchema = z.object({
  name: z.string(),
  seed: z.number().int(),
  host: z.boolean(),
  position: z.number().int().nullable(),
});
export const tournamentGameSchema = z.object({
  matchId: z.string().nullable(),
  /** The table's number in a multi-table round; null in 1v1 rounds. */
  table: z.number().int().nullable(),
  bye: z.boolean(),
  status: tournamentGameStatusSchema,
  players: z.array(tournamentGamePlayerSchema),
});
export type TournamentGame = z.infer<typeof tournamentGameSchema>;

export const tournamentRoundSchema = z.object({ round: z.number().int(), games: z.array(tournamentGameSchema) });
export type TournamentRound = z.infer<typeof tournamentRoundSchema>;

/**
 * A row of the standings. Swiss and round robin fill `points` (wins, a bye counting as one),
 * `buchholz` and `sonnebornBerger`; knockout and multi-table fill `roundReached`. Once the
 * tournament has finished, `prize` (rupees, before tax) and `tournamentPoints` (leaderboard points)
 * are set for every player.
 */
export const tournamentStandingSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  seed: z.number().int(),
  disqualified: z.boolean(),
  points: z.number().nullable(),
  buchholz: z.number().nullable(),
  sonnebornBerger: z.number().nullable(),
  roundReached: z.number().int().nullable(),
  prize: z.number().nullable(),
  tournamentPoints: z.number().nullable(),
});
export type TournamentStanding = z.infer<typeof tournamentStandingSchema>;

/** GET /api/tournaments/{id}: public, so players appear by name and seed only. */
export const tournamentDetailSchema = tournamentSummarySchema.extend({
  /** `private`: entered only with its invite code (players' tournaments for friends). */
  visibility: z.enum(['public', 'private']),
  minPlayers: z.number().int(),
  /** The prizes of the field `prizePool` is for: place, percent of the pool, amount. */
  prizeTable: z.array(z.object({ place: z.number().int(), percent: z.number(), amount: z.number() })),
  /** In registration order until the start, then by seed; seeds are null before the start. */
  registered: z.array(z.object({ name: z.string(), seed: z.number().int().nullable() })),
  cancelledReason: z.string().nullable(),
  /** The round being played (or the last one played); null before the start. */
  currentRound: z.number().int().nullable(),
  /** Rounds the format plays for this field when nobody drops out; null before the start. */
  plannedRounds: z.number().int().nullable(),
  /** Where its games are played, and the platform game's variant (null for the external app). */
  playMode: z.enum(MATCH_MODES),
  variant: z.enum(GAME_VARIANTS).nullable(),
  /** Every table of a round rolls the same dice (played here only). */
  sameDice: z.boolean(),
  /** Swiss: the rounds chosen for it; null plays the default, min(ceil(log2 n) + 1, n - 1). */
  swissRounds: z.number().int().nullable(),
  /** Multi-table: how many of each table advance, 1 or 2; null: 1, and 2 in rounds of more than 64 players. */
  tableAdvance: z.number().int().nullable(),
  /** Every round so far, first to last, each game with its players and result. */
  rounds: z.array(tournamentRoundSchema),
  /** The standings after the games decided so far, best first; the final places once finished. */
  standings: z.array(tournamentStandingSchema),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

/** POST/DELETE /api/tournaments/{id}/register. */
export const tournamentRegistrationResponseSchema = z.object({
  message: z.string(),
  tournamentId: z.string(),
  /** The fee charged (register) or returned (unregister), in rupees. */
  amount: z.number(),
});
export type TournamentRegistrationResponse = z.infer<typeof tournamentRegistrationResponseSchema>;

export const tournamentTitleSchema = singleLineText({
  label: 'The title',
  required: 'A title is required',
  min: { length: 3, message: 'Give a title of at least 3 characters' },
  max: { length: 80, message: 'The title must be at most 80 characters' },
});

const createTournamentFields = {
  entryFee: z
    .number({ error: 'Enter the entry fee in rupees' })
    .int('The entry fee must be a whole number of rupees')
    .min(1, { error: () => `The entry fee must be at least ${formatRupees(1)}` })
    .max(100_000, { error: () => `The entry fee must be at most ${formatRupees(100_000)}` }),
  maxPlayers: z
    .number({ error: 'Enter the number of seats' })
    .int('The number of seats must be a whole number')
    .min(TOURNAMENT_MIN_PLAYERS, `A tournament needs at least ${TOURNAMENT_MIN_PLAYERS} seats`)
    .max(TOURNAMENT_MAX_PLAYERS, `A tournament has at most ${TOURNAMENT_MAX_PLAYERS} seats`),
  minPlayers: z
    .number({ error: 'Enter the minimum number of players' })
    .int('The minimum number of players must be a whole number')
    .min(TOURNAMENT_MIN_PLAYERS, `A tournament needs at least ${TOURNAMENT_MIN_PLAYERS} players`),
  startTime: z.iso.datetime({ offset: true, error: 'Enter the start time as a date and time' }),
};

/** The format's own choices (null or absent: the format's default). */
const playSettingsFields = {
  swissRounds: z
    .number({ error: 'Enter the number of rounds' })
    .int('The number of rounds must be a whole number')
    .min(1, 'Play at least 1 round')
    .max(20, 'Play at most 20 rounds')
    .nullable()
    .optional(),
  tableAdvance: z
    .union([z.literal(1), z.literal(2)], { error: 'Choose 1 or 2 players to advance from each table' })
    .nullable()
    .optional(),
};

/**
 * Where the games are played (docs/decisions/0021-platform-games.md): `platform`, the platform's
 * own game in `variant` (classic by default), or `external`, the external app by room code. Left
 * out, the API keeps the external app, as it always did; the admin console offers the game here
 * first.
 */
const playModeFields = {
  playMode: z.enum(MATCH_MODES).optional(),
  variant: z.enum(GAME_VARIANTS).optional(),
};
const SAME_DICE_MESSAGE = 'Only games played here can share their dice';

/** The settings a format does not have are refused, rather than kept unused. */
export const PLAY_SETTING_MESSAGES = {
  swissRounds: 'Only a Swiss tournament has a number of rounds to choose',
  tableAdvance: 'Only a multi-table tournament advances players from tables',
} as const;

/** An announced tournament's registration opening: in the future, before the start. */
const registrationOpensAtSchema = z.iso
  .datetime({ offset: true, error: 'Enter when registration opens as a date and time' })
  .optional();

/**
 * POST /api/admin/tournaments. Created open for registration, or announced ('upcoming') when
 * `registrationOpensAt` is given and still ahead: the sweep opens it at that time.
 */
export const createTournamentBodySchema = z
  .object({
    title: tournamentTitleSchema,
    format: tournamentFormatSchema,
    ...createTournamentFields,
    ...playSettingsFields,
    ...playModeFields,
    /** Played here: every table of a round rolls the same dice (a fairness some players look for). */
    sameDice: z.boolean().optional(),
    registrationOpensAt: registrationOpensAtSchema,
  })
  .refine((body) => body.variant === undefined || body.playMode === 'platform', {
    path: ['variant'],
    message: 'Only a game played here has a variant',
  })
  .refine((body) => !body.sameDice || body.playMode === 'platform', { path: ['sameDice'], message: SAME_DICE_MESSAGE })
  .refine((body) => body.swissRounds == null || body.format === 'swiss', {
    path: ['swissRounds'],
    message: PLAY_SETTING_MESSAGES.swissRounds,
  })
  .refine((body) => body.tableAdvance == null || body.format === 'multi_table', {
    path: ['tableAdvance'],
    message: PLAY_SETTING_MESSAGES.tableAdvance,
  })
  .refine(
    (body) =>
      body.registrationOpensAt === undefined || Date.parse(body.registrationOpensAt) < Date.parse(body.startTime),
    { path: ['registrationOpensAt'], message: 'Registration must open before the start time' },
  )
  .refine((body) => body.minPlayers <= body.maxPlayers, {
    path: ['minPlayers'],
    message: 'The minimum number of players cannot be more than the seats',
  })
  .refine((body) => Date.parse(body.startTime) > Date.now(), {
    path: ['startTime'],
    message: 'The start time must be in the future',
  });
export type CreateTournamentBody = z.input<typeof createTournamentBodySchema>;

/** PATCH /api/admin/tournaments/{id}: any of the create fields, before the start. */
export const updateTournamentBodySchema = z
  .object({
    title: tournamentTitleSchema.optional(),
    format: tournamentFormatSchema.optional(),
    entryFee: createTournamentFields.entryFee.optional(),
    maxPlayers: createTournamentFields.maxPlayers.optional(),
    minPlayers: createTournamentFields.minPlayers.optional(),
    startTime: createTournamentFields.startTime.optional(),
    ...playSettingsFields,
  })
  .refine((body) => body.startTime === undefined || Date.parse(body.startTime) > Date.now(), {
    path: ['startTime'],
    message: 'The start time must be in the future',
  });
export type UpdateTournamentBody = z.input<typeof updateTournamentBodySchema>;

/** POST /api/admin/tournaments/{id}/cancel. */
export const cancelTournamentBodySchema = z.object({ reason: adminReasonSchema });
export type CancelTournamentBody = z.input<typeof cancelTournamentBodySchema>;

/**
 * GET /api/tournaments/mine: the player's tournaments (registered, playing, finished), latest
 * start first, with their place and prize once finished and the game they have to play now.
 */
export const myTournamentSchema = tournamentSummarySchema.extend({
  /** `private`: a players' tournament for friends (shown with a badge). */
  visibility: z.enum(['public', 'private']),
  entryStatus: z.enum(['registered', 'disqualified']),
  place: z.number().int().nullable(),
  /** Rupees credited (after tax) once the tournament finished; null before. */
  prize: z.number().nullable(),
  nextGame: z
    .object({
      matchId: z.string(),
      round: z.number().int(),
      table: z.number().int().nullable(),
      host: z.boolean(),
      status: tournamentGameStatusSchema,
      /** Played here (the board) or in the external app (a room code and a screenshot). */
      mode: z.enum(MATCH_MODES),
    })
    .nullable(),
});
export type MyTournament = z.infer<typeof myTournamentSchema>;
/** Over all of the player's tournaments (the list above holds the latest 100). */
export const myTournamentsTotalsSchema = z.object({
  /** Started tournaments the player took part in (a disqualification still counts). */
  running: z.number().int(),
  finished: z.number().int(),
  /** Finished tournaments the player won (1st place, shared or not). */
  won: z.number().int(),
  /** Rupees credited as tournament prizes, after tax. */
  prizes: z.number(),
});
export type MyTournamentsTotals = z.infer<typeof myTournamentsTotalsSchema>;
export const myTournamentsResponseSchema = z.object({
  tournaments: z.array(myTournamentSchema),
  totals: myTournamentsTotalsSchema,
});
export type MyTournamentsResponse = z.infer<typeof myTournamentsResponseSchema>;

/** POST /api/admin/tournaments/{id}/disqualify: the player forfeits their remaining games. */
export const disqualifyBodySchema = z.object({
  userId: z.uuid('Choose the player to disqualify'),
  reason: adminReasonSchema,
});
export type DisqualifyBody = z.input<typeof disqualifyBodySchema>;

/** GET /api/admin/tournaments/{id}: the public view plus who holds each seat, for the admin's actions. */
export const adminTournamentDetailSchema = tournamentDetailSchema.extend({
  field: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      seed: z.number().int().nullable(),
      status: z.enum(['registered', 'disqualified']),
    }),
  ),
});
export type AdminTournamentDetail = z.infer<typeof adminTournamentDetailSchema>;

/** POST /api/admin/matches/{id}/force-result: a stuck tournament game's result, with a reason. */
export const forceResultBodySchema = z.object({
  /** The players from first to last (a 1v1: the winner first). */
  ranking: z.array(z.uuid()).min(2, 'Rank every player of the game').max(4, 'Rank every player of the game'),
  reason: adminReasonSchema,
});
export type ForceResultBody = z.input<typeof forceResultBodySchema>;

/** The entry fees a player's private tournament may take: the match stakes (the product's tiers). */
export const PRIVATE_TOURNAMENT_FEES = MATCH_STAKES_RUPEES;
/** The field sizes of a private tournament: the sizes the prize splits are listed for. */
export const PRIVATE_TOURNAMENT_SIZES = [4, 8, 16, 32] as const;
/** How many private tournaments a player may have open (not started) at once. */
export const PRIVATE_TOURNAMENTS_OPEN_PER_PLAYER = 3;

export const inviteCodeSchema = z
  .string({ error: 'Enter the invite code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, 'An invite code has 8 letters and digits');

const entryFeeChoiceMessage = () => `Choose an entry fee of ${stakeChoices()}`;

/** POST /api/tournaments/private: a player's tournament for friends. */
export const createPrivateTournamentBodySchema = z
  .object({
    title: tournamentTitleSchema,
    format: tournamentFormatSchema,
    entryFee: z
      .number({ error: entryFeeChoiceMessage })
      .refine((fee) => (MATCH_STAKES_RUPEES as readonly number[]).includes(fee), { error: entryFeeChoiceMessage }),
    maxPlayers: z
      .number({ error: 'Choose 4, 8, 16 or 32 players' })
      .refine(
        (size) => (PRIVATE_TOURNAMENT_SIZES as readonly number[]).includes(size),
        'Choose 4, 8, 16 or 32 players',
      ),
    startTime: createTournamentFields.startTime,
    ...playModeFields,
  })
  .refine((body) => body.variant === undefined || body.playMode === 'platform', {
    path: ['variant'],
    message: 'Only a game played here has a variant',
  })
  .refine((body) => Date.parse(body.startTime) > Date.now(), {
    path: ['startTime'],
    message: 'The start time must be in the future',
  });
export type CreatePrivateTournamentBody = z.input<typeof createPrivateTournamentBodySchema>;

/** Its detail plus the invite code, for its creator (who shares the code or the link). */
export const privateTournamentResponseSchema = tournamentDetailSchema.extend({ inviteCode: z.string() });
export type PrivateTournamentResponse = z.infer<typeof privateTournamentResponseSchema>;

/** POST /api/tournaments/{id}/register: the invite code, for a private tournament. */
export const registerBodySchema = z.object({ inviteCode: inviteCodeSchema.optional() }).nullish();

/** POST /api/tournaments/invites: find a private tournament by its code. */
export const inviteLookupBodySchema = z.object({ inviteCode: inviteCodeSchema });
export const inviteLookupResponseSchema = z.object({ tournamentId: z.string() });

/** A recurring tournament (admin): created `opensHoursBefore` each start, open for registration. */
export const TOURNAMENT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const tournamentScheduleBodySchema = z
  .object({
    title: tournamentTitleSchema,
    format: tournamentFormatSchema,
    ...createTournamentFields,
    /** India time, 24-hour "HH:MM". */
    timeOfDay: z
      .string({ error: 'Enter the start time of day' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time of day as HH:MM (24-hour, India time)'),
    /** India-time weekdays, 0 = Sunday; every day when left out. */
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: 'Choose the days it runs on' })
      .min(1, 'Choose at least one day')
      .default([0, 1, 2, 3, 4, 5, 6]),
    opensHoursBefore: z
      .number({ error: 'Enter how many hours before the start registration opens' })
      .int('Enter whole hours')
      .min(1, 'Registration opens at least 1 hour before the start')
      .max(168, 'Registration opens at most 168 hours (a week) before the start')
      .default(24),
    ...playModeFields,
  })
  .omit({ startTime: true })
  .refine((body) => body.variant === undefined || body.playMode === 'platform', {
    path: ['variant'],
    message: 'Only a game played here has a variant',
  })
  .refine((body) => body.minPlayers <= body.maxPlayers, {
    path: ['minPlayers'],
    message: 'The minimum number of players cannot be more than the seats',
  });
export type TournamentScheduleBody = z.input<typeof tournamentScheduleBodySchema>;

export const tournamentScheduleSchema = z.object({
  id: z.string(),
  title: z.string(),
  format: tournamentFormatSchema,
  entryFee: z.number(),
  maxPlayers: z.number().int(),
  minPlayers: z.number().int(),
  timeOfDay: z.string(),
  weekdays: z.array(z.number().int()),
  opensHoursBefore: z.number().int(),
  /** Where its tournaments play their games, and the platform game's variant (null: the external app). */
  playMode: z.enum(MATCH_MODES),
  variant: z.enum(GAME_VARIANTS).nullable(),
  active: z.boolean(),
  /** The next start it will create a tournament for (ISO), null when paused. */
  nextStart: z.string().nullable(),
});
export type TournamentSchedule = z.infer<typeof tournamentScheduleSchema>;
export const tournamentScheduleListSchema = z.object({ schedules: z.array(tournamentScheduleSchema) });
export const scheduleIdParamsSchema = z.object({ id: z.uuid('Schedule not found') });
export const scheduleActiveBodySchema = z.object({ active: z.boolean({ error: 'Say whether the schedule runs' }) });

/**
 * GET /api/tournaments/leaderboard (public): players by tournament points (1st 10, 2nd 6, 3rd 4,
 * 4th 2; shared places share them) over public tournaments finished this week (from Monday 00:00
 * India time) or all time, then by prize money won.
 */
export const tournamentLeaderboardQuerySchema = z.object({
  period: z.enum(['week', 'all']).default('week'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export const tournamentLeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  /** Rounded to 2 decimals (shared places can give 20/3). */
  points: z.number(),
  tournaments: z.number().int(),
  /** Tournaments won (1st place, alone or shared). */
  wins: z.number().int(),
  /** Prizes won in rupees, before tax. */
  prizes: z.number(),
});
export type TournamentLeaderboardEntry = z.infer<typeof tournamentLeaderboardEntrySchema>;
export const tournamentLeaderboardSchema = z.object({
  period: z.enum(['week', 'all']),
  since: z.string().nullable(),
  entries: z.array(tournamentLeaderboardEntrySchema),
});
export type TournamentLeaderboard = z.infer<typeof tournamentLeaderboardSchema>;
