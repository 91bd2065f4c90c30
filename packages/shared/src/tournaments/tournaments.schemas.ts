import { z } from 'zod';

export const tournamentStatusSchema = z.enum(['upcoming', 'registering', 'running', 'completed', 'cancelled']);

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
