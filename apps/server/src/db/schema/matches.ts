import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './users';

export const MATCH_STATUSES = ['open', 'active', 'review', 'settled', 'cancelled', 'expired'] as const;
export const MATCH_RESOLUTIONS = [
  'results_agreed',
  'result_unanswered',
  'admin_award',
  'admin_cancel',
  'players_cancelled',
  'creator_cancelled',
  'expired',
  'host_no_show',
  'player_no_show',
  'disqualified',
  'admin_forced',
  'game_finished',
] as const;
export const MATCH_MODES = ['platform', 'external'] as const;
export const GAME_VARIANTS = ['classic', 'quick'] as const;

/** A decided tournament table: each player's finishing position (1 = first home). */
export type MatchPlacings = Record<string, number>;

/**
 * A head-to-head match. Its life: open (the creator's stake in escrow, waiting for an opponent),
 * active (both stakes in escrow, being played), review (an admin must decide), then settled
 * (prize paid), cancelled or expired (stakes refunded). Escrow is empty in the last three.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The external Ludo app's room code (the product's roomId). Null only for a tournament game whose
     * host has not posted it yet.
     */
    roomCode: text('room_code'),
    /** `platform`: played in the platform's own game (the games module); `external`: by room code. */
    mode: text('mode', { enum: MATCH_MODES }).notNull().default('external'),
    /** The platform game's variant; null for the external app. */
    variant: text('variant', { enum: GAME_VARIANTS }),
    stakePaise: bigint('stake_paise', { mode: 'number' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Fixed when the match is created, so a later change of the setting cannot alter its prize. */
    platformFeePercent: integer('platform_fee_percent').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    opponentId: uuid('opponent_id').references(() => users.id),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('open'),
    /** An open room nobody joined by then expires and refunds its creator. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** With one result in, when it stands if the other player has not answered. */
    resultDeadlineAt: timestamp('result_deadline_at', { withTimezone: true }),
    /** An active match with no result by then goes to review. */
    reviewAt: timestamp('review_at', { withTimezone: true }),
    reviewReason: text('review_reason', { enum: ['conflicting_claims', 'no_result'] }),
    reviewSince: timestamp('review_since', { withTimezone: true }),
    cancelRequestedBy: uuid('cancel_requested_by').references(() => users.id),
    winnerId: uuid('winner_id').references(() => users.id),
    resolution: text('resolution', { enum: MATCH_RESOLUTIONS }),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionReason: text('decision_reason'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Tournament games (docs/decisions/0012): the tournament they belong to, its round and table
     * (table only in multi-table rounds), and their title. They hold no stake: the money is the
     * tournament's pool. `seatIds` are all players in seat order, the host first (creatorId is
     * the host and opponentId the second seat, so 1v1 code paths read them as before).
     */
    tournamentId: uuid('tournament_id'),
    tournamentRound: integer('tournament_round'),
    tournamentTable: integer('tournament_table'),
    title: text('title'),
    seatIds: uuid('seat_ids').array(),
    /** A tournament game's host must post the room code by then, or forfeit. */
    codeDeadlineAt: timestamp('code_deadline_at', { withTimezone: true }),
    /**
     * Once the code is posted, the other players of a tournament game say they are in the room
     * ("I'm in", or a result) by then; a player who has not forfeits.
     */
    showDeadlineAt: timestamp('show_deadline_at', { withTimezone: true }),
    /** The players of a tournament game who are in the room: the host on posting the code, then each "I'm in". */
    checkedInIds: uuid('checked_in_ids').array(),
    /** A decided tournament table's positions, or those of a room for three or four played here. */
    placings: jsonb('placings').$type<MatchPlacings>(),
    /**
     * A room's size (docs/decisions/0023-rooms-for-more-than-two-players.md): 2 for 1v1; 3 or 4
     * only for a room played here, whose `seatIds` fill as its host accepts players.
     */
    seats: smallint('seats').notNull().default(2),
    /** A room of four played as two teams: seats 1 and 3 against seats 2 and 4. */
    teams: boolean('teams').notNull().default(false),
    /** What a room of more than two paid each winner, in paise (a team shares its prize). */
    prizeShares: jsonb('prize_shares').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Tournament games hold no stake; every other match does.
    check(
      'matches_stake_positive',
      sql`${table.stakePaise} > 0 OR (${table.tournamentId} IS NOT NULL AND ${table.stakePaise} = 0)`,
    ),
    check(
      'matches_room_code_present',
      sql`${table.roomCode} IS NOT NULL OR ${table.tournamentId} IS NOT NULL OR ${table.mode} = 'platform'`,
    ),
    check('matches_variant_with_platform', sql`(${table.mode} = 'platform') = (${table.variant} IS NOT NULL)`),
    check(
      'matches_tournament_seats',
      sql`${table.tournamentId} IS NULL OR (${table.seatIds} IS NOT NULL AND cardinality(${table.seatIds}) BETWEEN 2 AND 4 AND ${table.tournamentRound} >= 1)`,
    ),
    check(
      'matches_room_seats',
      sql`${table.seats} = 2 OR (${table.mode} = 'platform' AND ${table.tournamentId} IS NULL AND ${table.seats} BETWEEN 3 AND 4 AND ${table.seatIds} IS NOT NULL AND cardinality(${table.seatIds}) <= ${table.seats})`,
    ),
    check('matches_room_teams', sql`NOT ${table.teams} OR ${table.seats} = 4`),
    check('matches_players_differ', sql`${table.opponentId} IS NULL OR ${table.opponentId} <> ${table.creatorId}`),
    // A room code belongs to one live match at a time.
    uniqueIndex('matches_live_room_code_key')
      .on(table.roomCode)
      .where(sql`${table.status} IN ('open', 'active', 'review')`),
    index('matches_open_idx').on(table.status, table.expiresAt),
    index('matches_creator_idx').on(table.creatorId, table.createdAt),
    index('matches_opponent_idx').on(table.opponentId, table.createdAt),
    index('matches_ended_idx').on(table.endedAt),
    index('matches_tournament_idx').on(table.tournamentId, table.tournamentRound),
    // The sweep's hosts who have not posted a code.
    index('matches_code_deadline_idx')
      .on(table.codeDeadlineAt)
      .where(sql`${table.status} = 'active' AND ${table.roomCode} IS NULL`),
    // The sweep's games whose players had to show by now.
    index('matches_show_deadline_idx')
      .on(table.showDeadlineAt)
      .where(sql`${table.status} = 'active' AND ${table.showDeadlineAt} IS NOT NULL`),
    // A player's seats at tournament tables of three or four.
    index('matches_seats_idx').using('gin', table.seatIds),
  ],
);
export type MatchRow = typeof matches.$inferSelect;

export const matchJoinRequests = pgTable(
  'match_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn', 'closed'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // One pending request per player per room.
    uniqueIndex('match_join_requests_pending_key')
      .on(table.matchId, table.requesterId)
      .where(sql`${table.status} = 'pending'`),
    index('match_join_requests_requester_idx').on(table.requesterId, table.status),
  ],
);

/** Each player's claim, with the screenshot that backs it. One per player per match. */
export const matchResults = pgTable(
  'match_results',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** A 1v1 game's claim; a tournament table's players report `position` instead. */
    claim: text('claim', { enum: ['won', 'lost'] }),
    position: integer('position'),
    screenshotFileId: uuid('screenshot_file_id')
      .notNull()
      .references(() => storedFiles.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.userId] }),
    check('match_results_claim_or_position', sql`(${table.claim} IS NULL) <> (${table.position} IS NULL)`),
    check('match_results_position_range', sql`${table.position} IS NULL OR ${table.position} BETWEEN 1 AND 4`),
  ],
);

/** A message of the server's catalogs not yet put into words (lib/i18n `Message`): its id and values. */
export interface StoredMessage {
  id: string;
  values?: Record<string, unknown>;
}

/** The chat of a match: its two players' lines and the system's (sender null). */
export const matchMessages = pgTable(
  'match_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id),
    senderId: uuid('sender_id').references(() => users.id),
    /** In English: what admins and older readers see. */
    body: text('body').notNull(),
    /** A system line's message, written in each reader's language (null: a player's line, or an older one). */
    message: jsonb('message').$type<StoredMessage>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('match_messages_match_idx').on(table.matchId, table.id),
    // The chat's rate limit counts a sender's recent lines.
    index('match_messages_sender_idx').on(table.senderId, table.createdAt),
  ],
);

/** What happened to a match and when: the timeline players and admins read. */
export const matchEvents = pgTable(
  'match_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id),
    /** In English: what admins and older readers see. */
    text: text('text').notNull(),
    /** The line's message, written in each reader's language (null in rows written before it was kept). */
    message: jsonb('message').$type<StoredMessage>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('match_events_match_idx').on(table.matchId, table.id)],
);
