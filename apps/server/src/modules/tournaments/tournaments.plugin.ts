import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPolling } from '../../lib/polling';
import { tournamentClosure } from './tournament-closure';
import { recordGameDecision } from './tournament-play';
import { TournamentSchedulesService } from './tournament-schedules.service';
import { noTournamentTax, tournamentTaxPerTournament } from './tournament-tax';
import { TournamentsService } from './tournaments.service';

declare module 'fastify' {
  interface FastifyInstance {
    tournaments: TournamentsService;
    tournamentSchedules: TournamentSchedulesService;
  }
}

/**
 * Tournaments: the service and its realtime notices. A change is told to the players it concerns,
 * on their own channels, after it committed: the player whose entry changed on a registration or
 * withdrawal (telling the whole field about every seat taken would cost the square of the field in
 * messages; lists refetch when shown), every player of the field on a start, a new round, a finish
 * or a cancel.
 *
 * Games are played as matches (docs/decisions/0012): a decided game is recorded inside the match's
 * transaction, and the round moves on right after it committed. The sweep is the durable timer:
 * it creates the tournaments of recurring schedules when their registration opens, starts
 * tournaments whose time has come, and moves on any running one whose notice was lost
 * (a crash between the commit and the advance), reading its work from the rows on every pass.
 */
async function tournamentsPlugin(app: FastifyInstance) {
  const realtime = app.realtime;
  const service = new TournamentsService(
    app.db,
    {
      tournamentChanged: (tournamentId, userIds) => {
        for (const userId of userIds) realtime.toUser(userId, 'tournamentUpdated', { tournamentId });
      },
      balanceChanged: (userId) => realtime.toUser(userId, 'balanceChanged'),
    },
    {
      games: app.tournamentGames,
      // Prizes are taxed by the per-tournament rule only; play money is not taxed, and under the
      // net winnings rule tax is withheld at withdrawal (docs/decisions/0018-tax-on-net-winnings.md).
      tax:
        app.config.money.mode === 'real' && app.config.money.taxPolicy === 'per_tournament'
          ? tournamentTaxPerTournament
          : noTournamentTax,
      closedWindow: app.config.matches.closedWindow,
      mayPlay: (userId) => app.responsibleGaming.assertMayPlay(app.db, userId),
    },
  );
  const schedules = new TournamentSchedulesService(app.db);
  app.decorate('tournaments', service);
  app.accountClosure.register('tournaments', tournamentClosure);
  app.decorate('tournamentSchedules', schedules);
  app.tournamentGames.setListener({
    decided: recordGameDecision,
    afterDecided: (tournamentId) => {
      service.advance(tournamentId, { gameDecided: true }).catch((error: unknown) => {
        app.log.error({ err: error, tournamentId }, 'moving a tournament on failed; the sweep retries');
      });
    },
  });

  startPolling(app, 'sweeping tournaments', app.config.matches.sweepIntervalMs, async () => {
    await schedules.createDue();
    await service.openDue();
    await service.remindStartingSoon();
    await service.startDue();
    await service.advanceRunning();
  });
}

export default fp(tournamentsPlugin, {
  name: 'tournaments',
  dependencies: ['db', 'auth', 'realtime', 'matches', 'account-closure', 'responsible-gaming'],
});
