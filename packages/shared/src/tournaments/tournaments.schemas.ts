import { z } from 'zod';
import { adminReasonSchema } from '../admin/admin-reason';
import { singleLineText } from '../text';

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
  /** 409: the tournament has already started, finished or been cancelled. */
  alreadyStarted: 'TOURNAMENT_ALREADY_STARTED',
  /** 409: a finished or cancelled tournament cannot be cancelled. */
  notCancellable: 'TOURNAMENT_NOT_CANCELLABLE',
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
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

export const tournamentListQuerySchema = z.object({
  status: tournamentStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const tournamentListResponseSchema = z.object({ tournaments: z.array(tournamentSummarySchema) });
export type TournamentListResponse = z.infer<typeof tournamentListResponseSchema>;

export const tournamentIdParamsSchema = z.object({ id: z.uuid('Tournament not found') });

/** GET /api/tournaments/{id}: public, so players appear by name and seed only. */
export const tournamentDetailSchema = tournamentSummarySchema.extend({
  minPlayers: z.number().int(),
  /** The prizes of the field `prizePool` is for: place, percent of the pool, amount. */
  prizeTable: z.array(z.object({ place: z.number().int(), percent: z.number(), amount: z.number() })),
  /** In registration order until the start, then by seed; seeds are null before the start. */
  registered: z.array(z.object({ name: z.string(), seed: z.number().int().nullable() })),
  cancelledReason: z.string().nullable(),
  /** Filled once rounds are played (a later part of tournaments). */
  rounds: z.array(z.unknown()),
  standings: z.array(z.unknown()),
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

/** POST /api/admin/tournaments. Created open for registration. */
export const createTournamentBodySchema = z
  .object({
    title: tournamentTitleSchema,
    format: tournamentFormatSchema,
    entryFee: z
      .number({ error: 'Enter the entry fee in rupees' })
      .int('The entry fee must be a whole number of rupees')
      .min(1, 'The entry fee must be at least ₹1')
      .max(100_000, 'The entry fee must be at most ₹1,00,000'),
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
  })
  .refine((body) => body.minPlayers <= body.maxPlayers, {
    path: ['minPlayers'],
    message: 'The minimum number of players cannot be more than the seats',
  })
  .refine((body) => Date.parse(body.startTime) > Date.now(), {
    path: ['startTime'],
    message: 'The start time must be in the future',
  });
export type CreateTournamentBody = z.input<typeof createTournamentBodySchema>;

/** POST /api/admin/tournaments/{id}/cancel. */
export const cancelTournamentBodySchema = z.object({ reason: adminReasonSchema });
export type CancelTournamentBody = z.input<typeof cancelTournamentBodySchema>;
