import { and, eq, inArray } from 'drizzle-orm';
import { tournamentEntries, tournaments } from '../../db/schema';
import type { AccountClosureParticipant } from '../../lib/account-closure';

/**
 * Tournaments and closing an account: a seat in a tournament that has not ended holds an entry fee
 * and, once it runs, games other players wait for. Finished entries stay (places, prizes, tax),
 * under the anonymised account.
 */
export const tournamentClosure: AccountClosureParticipant = {
  async blocker(tx, userId) {
    const [entry] = await tx
      .select({ status: tournaments.status })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
      .where(
        and(
          eq(tournamentEntries.userId, userId),
          eq(tournamentEntries.status, 'registered'),
          inArray(tournaments.status, ['upcoming', 'registering', 'running']),
        ),
      )
      .limit(1);
    if (!entry) return null;
    // "You are playing a tournament: play it to the end first." or "You are registered for a
    // tournament: leave it (your fee comes back) first."
    return {
      id: entry.status === 'running' ? 'error.account.runningTournament' : 'error.account.registeredTournament',
    };
  },
};
