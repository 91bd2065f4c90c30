import { paiseToRupees } from '@ludo/shared/money';
import { upcomingTournamentsResponseSchema } from '@ludo/shared/tournaments/tournaments.schemas';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tournamentEntries, tournaments } from '../../db/schema';
import { tournamentPrizePool } from './tournament-prizes';

const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/upcoming',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Tournaments that have not started yet, soonest first (public)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(3) }),
        response: { 200: upcomingTournamentsResponseSchema },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({
          id: tournaments.id,
          title: tournaments.title,
          entryFeePaise: tournaments.entryFeePaise,
          maxPlayers: tournaments.maxPlayers,
          status: tournaments.status,
          startTime: tournaments.startTime,
          players: count(tournamentEntries.userId),
        })
        .from(tournaments)
        .leftJoin(tournamentEntries, eq(tournamentEntries.tournamentId, tournaments.id))
        .where(and(inArray(tournaments.status, ['upcoming', 'registering']), gt(tournaments.startTime, sql`now()`)))
        .groupBy(tournaments.id)
        .orderBy(asc(tournaments.startTime))
        .limit(request.query.limit);
      return {
        tournaments: rows.map((row) => ({
          id: row.id,
          title: row.title,
          entryFee: paiseToRupees(row.entryFeePaise),
          // A full tournament's pool: what the card promises.
          prizePool: paiseToRupees(tournamentPrizePool(row.entryFeePaise * row.maxPlayers).poolPaise),
          players: row.players,
          maxPlayers: row.maxPlayers,
          status: row.status as 'upcoming' | 'registering',
          startTime: row.startTime.toISOString(),
        })),
      };
    },
  );
};

export default tournamentsRoutes;
