import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TournamentsService } from './tournaments.service';

declare module 'fastify' {
  interface FastifyInstance {
    tournaments: TournamentsService;
  }
}

/**
 * Tournaments: the service and its realtime notices. A change is told to the players it concerns,
 * on their own channels, after it committed: the player whose entry changed on a registration or
 * withdrawal (telling the whole field about every seat taken would cost the square of the field in
 * messages; lists refetch when shown), every player of the field on a start or a cancel.
 */
async function tournamentsPlugin(app: FastifyInstance) {
  const realtime = app.realtime;
  const service = new TournamentsService(app.db, {
    tournamentChanged: (tournamentId, userIds) => {
      for (const userId of userIds) realtime.toUser(userId, 'tournamentUpdated', { tournamentId });
    },
    balanceChanged: (userId) => realtime.toUser(userId, 'balanceChanged'),
  });
  app.decorate('tournaments', service);
}

export default fp(tournamentsPlugin, { name: 'tournaments', dependencies: ['db', 'auth', 'realtime'] });
