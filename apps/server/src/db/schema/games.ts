import type { GameState } from '@ludo/shared/game/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { GAME_VARIANTS, matches } from './matches';

/**
 * A game of the platform's own Ludo (docs/game-rules.md), one per platform match. `state` is the
 * rules' state after the last action, `version` counts the actions; both change with the row
 * locked, together with the action's row in game_actions, so a restart or another instance
 * continues from exactly here. The server seed stays in the row and is shown only once the game
 * is over.
 */
export const games = pgTable(
  'games',
  {
    matchId: uuid('match_id')
      .primaryKey()
      .references(() => matches.id),
    variant: text('variant', { enum: GAME_VARIANTS }).notNull(),
    teams: boolean('teams').notNull().default(false),
    /** The players in seat order; the rules' player n is playerIds[n]. */
    playerIds: uuid('player_ids').array().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Each player's client seed in seat order, null until it is in. */
    clientSeeds: jsonb('client_seeds').$type<Array<string | null>>().notNull(),
    /** Players whose seed the server made because their client sent none in time. */
    serverMadeSeeds: integer('server_made_seeds').array().notNull().default(sql`'{}'::integer[]`),
    state: jsonb('state').$type<GameState>().notNull(),
    version: integer('version').notNull().default(0),
    /** The last roll, for the dice to keep showing it once it is played. */
    lastRoll: jsonb('last_roll').$type<{ player: number; value: number }>(),
    /** When the turn is played (or passed) for the player if they do nothing; null once over. */
    turnDeadlineAt: timestamp('turn_deadline_at', { withTimezone: true }),
    /** Since when each absent player (by seat index) has been seen away, as ISO times. */
    awaySince: jsonb('away_since').$type<Record<string, string>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('games_players', sql`cardinality(${table.playerIds}) BETWEEN 2 AND 4`),
    // The sweep's turns that are due.
    index('games_turn_deadline_idx').on(table.turnDeadlineAt).where(sql`${table.finishedAt} IS NULL`),
    // Games still played with the same dice as another (a tournament round's tables sharing them).
    index('games_live_seed_idx').on(table.serverSeedHash).where(sql`${table.finishedAt} IS NULL`),
  ],
);
export type GameRow = typeof games.$inferSelect;

export const GAME_ACTION_KINDS = ['roll', 'move', 'leave', 'timeout'] as const;

/**
 * Every action of a game in order, never changed once written (a trigger refuses updates and
 * deletes, as for the ledger's rows): the game's transcript. A roll
 * holds its number n and value; a move its token; `after_roll` is how many rolls came before.
 */
export const gameActions = pgTable(
  'game_actions',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => games.matchId),
    seq: integer('seq').notNull(),
    player: integer('player').notNull(),
    kind: text('kind', { enum: GAME_ACTION_KINDS }).notNull(),
    /** The roll's value, or the moved token. */
    value: integer('value'),
    afterRoll: integer('after_roll').notNull(),
    /** Played by the server for the player (turn timer, or away past the reconnect window). */
    auto: boolean('auto').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.seq] })],
);
