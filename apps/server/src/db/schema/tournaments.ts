import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const TOURNAMENT_FORMATS = ['knockout', 'round_robin', 'swiss', 'multi_table'] as const;
export const TOURNAMENT_STATUSES = ['upcoming', 'registering', 'running', 'finished', 'cancelled'] as const;
export const TOURNAMENT_ENTRY_STATUSES = ['registered', 'withdrawn', 'disqualified'] as const;

/**
 * A tournament. Its life: upcoming (announced), registering (players enter; each entry fee moves
 * into the tournament's pool), running (seeds fixed, the platform fee taken, the pool holds exactly
 * the prize pool), then finished, or cancelled at any point before that with every fee refunded.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    format: text('format', { enum: TOURNAMENT_FORMATS }).notNull().default('knockout'),
    entryFeePaise: bigint('entry_fee_paise', { mode: 'number' }).notNull(),
    maxPlayers: integer('max_players').notNull(),
    /** Fewer registered players than this at the start cancels the tournament. */
    minPlayers: integer('min_players').notNull().default(2),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull().default('upcoming'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /**
     * When an announced ('upcoming') tournament opens for registration; the sweep opens it then.
     * Null for tournaments open from their creation.
     */
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    /** When the "starting soon" reminder went to its players (once, about 30 minutes before the start). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The admin who created it; null for tournaments from before admins created them. */
    createdBy: uuid('created_by').references(() => users.id),
    cancelledReason: text('cancelled_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * `private`: created by a player for friends; only someone with the invite code enters, and it
     * is left out of every public list.
     */
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    inviteCode: text('invite_code'),
    /** The recurring schedule that created it, if any. */
    scheduleId: uuid('schedule_id'),
    /** Swiss only: rounds to play; null plays the default, min(ceil(log2 n) + 1, n - 1). */
    swissRounds: integer('swiss_rounds'),
    /** Multi-table only: how many of each table advance, 1 or 2; null: 1, and 2 in rounds of more than 64. */
    tableAdvance: integer('table_advance'),
    /**
     * Where its games are played: `platform`, the platform's own game in `gameVariant`
     * (docs/decisions/0021-platform-games.md), or `external`, the external app by room code.
     */
    playMode: text('play_mode', { enum: ['platform', 'external'] })
      .notNull()
      .default('external'),
    gameVariant: text('game_variant', { enum: ['classic', 'quick'] }),
    /** Played here: every table of a round rolls the same dice (docs/decisions/0021-platform-games.md). */
    sameDice: boolean('same_dice').notNull().default(false),
    /** The round being played (the last one once finished); 0 before the start. */
    currentRound: integer('current_round').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tournaments_status_start_idx').on(table.status, table.startTime),
    uniqueIndex('tournaments_invite_code_key').on(table.inviteCode).where(sql`${table.inviteCode} IS NOT NULL`),
    // One tournament per occurrence of a schedule, however many instances sweep at once.
    uniqueIndex('tournaments_schedule_start_key')
      .on(table.scheduleId, table.startTime)
      .where(sql`${table.scheduleId} IS NOT NULL`),
    check('tournaments_private_invite', sql`(${table.visibility} = 'private') = (${table.inviteCode} IS NOT NULL)`),
    // The list without a status filter, by start time.
    index('tournaments_start_idx').on(table.startTime),
    check(
      'tournaments_status_known',
      sql`${table.status} IN ('upcoming', 'registering', 'running', 'finished', 'cancelled')`,
    ),
    check('tournaments_format_known', sql`${table.format} IN ('knockout', 'round_robin', 'swiss', 'multi_table')`),
    check(
      'tournaments_variant_with_platform',
      sql`(${table.playMode} = 'platform') = (${table.gameVariant} IS NOT NULL)`,
    ),
    check('tournaments_same_dice_here', sql`NOT ${table.sameDice} OR ${table.playMode} = 'platform'`),
    check('tournaments_entry_fee_positive', sql`${table.entryFeePaise} > 0`),
    check(
      'tournaments_swiss_rounds',
      sql`${table.swissRounds} IS NULL OR (${table.format} = 'swiss' AND ${table.swissRounds} BETWEEN 1 AND 20)`,
    ),
    check(
      'tournaments_table_advance',
      sql`${table.tableAdvance} IS NULL OR (${table.format} = 'multi_table' AND ${table.tableAdvance} IN (1, 2))`,
    ),
    check(
      'tournaments_opens_before_start',
      sql`${table.registrationOpensAt} IS NULL OR ${table.registrationOpensAt} < ${table.startTime}`,
    ),
    // The sweep's look-up of announced tournaments whose registration is due.
    index('tournaments_opens_idx').on(table.registrationOpensAt).where(sql`${table.status} = 'upcoming'`),
    check('tournaments_max_players_range', sql`${table.maxPlayers} BETWEEN 2 AND 1024`),
    check('tournaments_min_players_range', sql`${table.minPlayers} BETWEEN 2 AND ${table.maxPlayers}`),
    // Every cancel says why; only a cancelled tournament has a reason.
    check(
      'tournaments_cancelled_reason',
      sql`(${table.status} = 'cancelled') = (${table.cancelledReason} IS NOT NULL)`,
    ),
    check(
      'tournaments_started_at',
      sql`${table.status} NOT IN ('running', 'finished') OR ${table.startedAt} IS NOT NULL`,
    ),
    check('tournaments_finished_at', sql`(${table.status} = 'finished') = (${table.finishedAt} IS NOT NULL)`),
  ],
);
export type TournamentRow = typeof tournaments.$inferSelect;

/**
 * A player's entry. A withdrawn player may enter again: the row is reused and `registrations`
 * counts the entries, so each entry's fee and refund have their own ledger idempotency keys.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: TOURNAMENT_ENTRY_STATUSES }).notNull().default('registered'),
    /** The fee charged for the current entry (0 for entries from before fees were taken). */
    entryFeePaise: bigint('entry_fee_paise', { mode: 'number' }).notNull(),
    /** 1 is the strongest; set when the tournament starts. */
    seed: integer('seed'),
    registrations: integer('registrations').notNull().default(1),
    /** Why an admin disqualified the player. */
    disqualifiedReason: text('disqualified_reason'),
    /** Once the tournament finished: the player's place, prize (before tax), tax withheld, points. */
    place: integer('place'),
    prizePaise: bigint('prize_paise', { mode: 'number' }),
    tdsPaise: bigint('tds_paise', { mode: 'number' }),
    /** Leaderboard points as an exact fraction (shared places share points: 20/3). */
    pointsNumerator: integer('points_numerator'),
    pointsDenominator: integer('points_denominator'),
    /** When the current entry was made: seeds follow this order. */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    check('tournament_entries_status_known', sql`${table.status} IN ('registered', 'withdrawn', 'disqualified')`),
    check('tournament_entries_fee_non_negative', sql`${table.entryFeePaise} >= 0`),
    check('tournament_entries_seed_positive', sql`${table.seed} IS NULL OR ${table.seed} >= 1`),
    check('tournament_entries_registrations_positive', sql`${table.registrations} >= 1`),
    // A withdrawn player holds no seed.
    check('tournament_entries_withdrawn_unseeded', sql`${table.status} <> 'withdrawn' OR ${table.seed} IS NULL`),
    uniqueIndex('tournament_entries_seed_key').on(table.tournamentId, table.seed).where(sql`${table.seed} IS NOT NULL`),
    // Counting and ordering a tournament's field.
    index('tournament_entries_field_idx').on(table.tournamentId, table.status, table.registeredAt),
    // A player's own tournaments.
    index('tournament_entries_user_idx').on(table.userId, table.createdAt),
  ],
);
export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;

/**
 * A game of a tournament round as the draw made it: its players in seat order (the host first),
 * the match it is played as (none for a bye), and once decided each player's position (1v1: the
 * winner 1, the loser 2; a double forfeit leaves both without a win: `winnerless`). The match
 * module reports a decision inside its own transaction, so the game and its match agree.
 */
export const tournamentGames = pgTable(
  'tournament_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    round: integer('round').notNull(),
    /** The game's order in its round (the table number in multi-table rounds). */
    number: integer('number').notNull(),
    playerIds: uuid('player_ids').array().notNull(),
    bye: boolean('bye').notNull().default(false),
    matchId: uuid('match_id'),
    placings: jsonb('placings').$type<Record<string, number>>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tournament_games_number_key').on(table.tournamentId, table.round, table.number),
    uniqueIndex('tournament_games_match_key').on(table.matchId).where(sql`${table.matchId} IS NOT NULL`),
    check('tournament_games_round_positive', sql`${table.round} >= 1`),
    check('tournament_games_bye_alone', sql`${table.bye} = (cardinality(${table.playerIds}) = 1)`),
    // Only a bye or a game decided when drawn (a disqualified player's walkover) has no match.
    check(
      'tournament_games_match_unless_decided',
      sql`${table.bye} OR ${table.matchId} IS NOT NULL OR ${table.decidedAt} IS NOT NULL`,
    ),
    check('tournament_games_decided_placed', sql`(${table.decidedAt} IS NULL) = (${table.placings} IS NULL)`),
  ],
);
export type TournamentGameRow = typeof tournamentGames.$inferSelect;

/**
 * A recurring tournament ("Daily Dash" every day at 21:00 India time): the sweep creates each
 * occurrence, open for registration, `opensHoursBefore` its start.
 */
export const tournamentSchedules = pgTable(
  'tournament_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    format: text('format', { enum: TOURNAMENT_FORMATS }).notNull(),
    entryFeePaise: bigint('entry_fee_paise', { mode: 'number' }).notNull(),
    maxPlayers: integer('max_players').notNull(),
    minPlayers: integer('min_players').notNull(),
    /** Minutes after midnight, India time (21:00 → 1260). */
    startMinuteIst: integer('start_minute_ist').notNull(),
    /** India-time weekdays it runs on, 0 = Sunday. */
    weekdays: integer('weekdays').array().notNull(),
    opensHoursBefore: integer('opens_hours_before').notNull(),
    /** Where the tournaments it creates play their games (as `tournaments.play_mode`). */
    playMode: text('play_mode', { enum: ['platform', 'external'] })
      .notNull()
      .default('external'),
    gameVariant: text('game_variant', { enum: ['classic', 'quick'] }),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('tournament_schedules_minute_range', sql`${table.startMinuteIst} BETWEEN 0 AND 1439`),
    check('tournament_schedules_fee_positive', sql`${table.entryFeePaise} > 0`),
    check('tournament_schedules_players', sql`${table.minPlayers} >= 2 AND ${table.minPlayers} <= ${table.maxPlayers}`),
    check('tournament_schedules_opens', sql`${table.opensHoursBefore} BETWEEN 1 AND 168`),
    check(
      'tournament_schedules_variant_with_platform',
      sql`(${table.playMode} = 'platform') = (${table.gameVariant} IS NOT NULL)`,
    ),
  ],
);
export type TournamentScheduleRow = typeof tournamentSchedules.$inferSelect;
