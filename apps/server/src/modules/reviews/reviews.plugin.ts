import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchSummary } from '../matches/match-views';
import { ReviewsService, reviewClosure } from './reviews.service';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

/**
 * Reviews: who may write one and the role a review shows come from the player's record, asked of
 * the matches module (settled 1v1 matches) and the tournaments module (finished and won ones).
 */
async function reviewsPlugin(app: FastifyInstance) {
  const service = new ReviewsService(app.db, async (userId) => {
    const [matches, tournaments] = [await matchSummary(app.db, userId), await app.tournaments.myTotals(userId)];
    return {
      gamesPlayed: matches.matchesPlayed + tournaments.finished,
      tournamentWins: tournaments.won,
    };
  });
  app.decorate('reviews', service);
  app.accountClosure.register('reviews', reviewClosure);
}

export default fp(reviewsPlugin, {
  name: 'reviews',
  dependencies: ['db', 'matches', 'tournaments', 'account-closure'],
});
