import { z } from 'zod';
import type { GameStatePayload, GameTranscript } from './game.contract';
import { GAME_VARIANTS } from './rules';

/** The API's answers of the platform game (game.contract.ts), as the server checks what it sends. */

export const gameParamsSchema = z.object({ id: z.uuid('Game not found') });
/** GET /api/games/{id}/players/{userId}/avatar. */
export const gamePlayerParamsSchema = z.object({ id: z.uuid('Game not found'), userId: z.uuid('Player not found') });

const places = z.array(z.number().int());

export const gameStateSchema = z.object({
  matchId: z.string(),
  turn: z.string().nullable(),
  dice: z.number().int().nullable(),
  movable: z.array(z.number().int()),
  tokens: z.record(z.string(), places),
  finished: z.boolean(),
  winnerIds: z.array(z.string()),
  variant: z.enum(GAME_VARIANTS),
  teams: z.boolean(),
  players: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      seat: z.number().int(),
      seeded: z.boolean(),
      away: z.boolean(),
      left: z.boolean(),
      avatarUrl: z.string().nullable(),
    }),
  ),
  lastRoll: z.object({ userId: z.string(), value: z.number().int() }).nullable(),
  rolls: z.number().int(),
  turnDeadline: z.string().nullable(),
  serverSeedHash: z.string(),
  version: z.number().int(),
}) satisfies z.ZodType<GameStatePayload>;

export const gameTranscriptSchema = z.object({
  matchId: z.string(),
  variant: z.enum(GAME_VARIANTS),
  teams: z.boolean(),
  players: z.array(z.string()),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeeds: z.array(z.string()),
  serverMadeSeeds: z.array(z.number().int()),
  rolls: z.array(z.object({ n: z.number().int(), player: z.number().int(), value: z.number().int(), at: z.string() })),
  moves: z.array(
    z.object({
      afterRoll: z.number().int(),
      player: z.number().int(),
      token: z.number().int().nullable(),
      kind: z.enum(['move', 'leave', 'timeout']),
      auto: z.boolean(),
      at: z.string(),
    }),
  ),
  finished: z.boolean(),
  winnerIds: z.array(z.string()),
}) satisfies z.ZodType<GameTranscript>;
