import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPolling } from '../../lib/polling';
import { matchClosure } from './match-closure';
import type { MatchNotifier } from './match-effects';
import { MatchReads } from './match-reads';
import { MatchResultsService } from './match-results.service';
import { RoomsService } from './rooms.service';
import { TournamentGamesService } from './tournament-games.service';

declare module 'fastify' {
  interface FastifyInstance {
    rooms: RoomsService;
    matchReads: MatchReads;
    matchResults: MatchResultsService;
    tournamentGames: TournamentGamesService;
  }
}

/**
 * Matches: the services, their realtime notices, who may watch which match, and the sweep that
 * is their durable timer (room expiry, result deadlines, review of silent matches). The sweep
 * reads its work from the match rows on every pass, so nothing is lost on a restart
 * (docs/decisions/0005 and 0008).
 */
async function matchesPlugin(app: FastifyInstance) {
  const realtime = app.realtime;
  const notifier: MatchNotifier = {
    roomsChanged: () => realtime.toEveryone('roomsChanged'),
    matchChanged: (matchId) => realtime.toMatch(matchId, 'matchUpdated', { matchId }),
    chatChanged: (matchId) => realtime.toMatch(matchId, 'chatMessage', { matchId }),
    playerJoined: (matchId, creatorId, name) => realtime.toUser(creatorId, 'playerJoined', { matchId, name }),
    requestsChanged: (matchId, ownerId) => realtime.toUser(ownerId, 'joinRequestsChanged', { matchId }),
    requestDecided: (userId, matchId, accepted, entryFee) =>
      realtime.toUser(userId, 'joinRequestDecided', { matchId, accepted, entryFee }),
    balanceChanged: (userId) => realtime.toUser(userId, 'balanceChanged'),
    watch: (userId, matchId) => realtime.addUserToMatch(userId, matchId),
    unwatch: (userId, matchId) => realtime.removeUserFromMatch(userId, matchId),
  };
  const rooms = new RoomsService(
    app.db,
    app.config.matches,
    notifier,
    (userId) => app.responsibleGaming.assertMayPlay(app.db, userId),
    app.games,
  );
  const games = new TournamentGamesService(app.db, app.config.matches, notifier, app.games);
  const results = new MatchResultsService(app.db, app.config.matches, app.files, notifier, games);
  // A platform game's end settles its match in the same transaction (docs/game-rules.md): a
  // tournament game by the game's places, a room by paying its winner (or winning team).
  app.games.onFinished(async (tx, outcome) => {
    const tournamentGame = await games.settleGame(tx, outcome.matchId, outcome.placings);
    if (tournamentGame) return tournamentGame;
    return results.settleGame(tx, outcome.matchId, outcome);
  });
  // Anyone signed in may watch a tournament's table played here; a room's game is its players'.
  app.games.allowWatching(async (userId, matchId) => {
    const match = await rooms.findRoom(matchId);
    return match !== undefined && (await rooms.mayWatch(userId, match));
  });
  app.decorate('rooms', rooms);
  app.decorate('matchReads', new MatchReads(app.db));
  app.decorate('matchResults', results);
  app.decorate('tournamentGames', games);
  app.accountClosure.register('matches', matchClosure);

  realtime.setMatchAccess({
    matchesOf: (userId) => rooms.watchedBy(userId),
    resolve: async (userId, roomIdOrMatchId) => {
      const match = await rooms.findRoom(roomIdOrMatchId);
      if (!match) return null;
      return (await rooms.mayWatch(userId, match)) ? match.id : null;
    },
  });

  startPolling(app, 'sweeping matches', app.config.matches.sweepIntervalMs, async () => {
    await rooms.expireDueRooms();
    await games.forfeitAbsentHosts();
    await games.forfeitNoShows();
    await results.settleUnanswered();
    await results.sendStaleToReview();
  });
}

export default fp(matchesPlugin, {
  name: 'matches',
  dependencies: ['db', 'auth', 'realtime', 'storage', 'account-closure', 'responsible-gaming', 'games'],
});
