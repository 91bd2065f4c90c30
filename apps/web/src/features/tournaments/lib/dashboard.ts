/**
 * The player's tournaments as the dashboard counts and lists them. Pure (no React): the unit tests
 * load it directly.
 */

import type { MyTournament, MyTournamentsTotals } from '@ludo/shared/tournaments/tournaments.schemas';

export interface TournamentsPlayed {
  /** Tournaments the player took part in: running or finished (a disqualification still counts). */
  total: number;
  finished: number;
  running: number;
}

/**
 * "Tournaments Played": the player's entries that started (running or finished; cancelled ones
 * never did), counted by the server over all of them.
 */
export function tournamentsPlayed({ running, finished }: MyTournamentsTotals): TournamentsPlayed {
  return { total: running + finished, finished, running };
}

/** "Upcoming": tournaments the player holds a seat in that have not started yet, soonest first. */
export function upcomingTournaments(mine: readonly MyTournament[]): MyTournament[] {
  return mine
    .filter(
      (tournament) =>
        tournament.entryStatus === 'registered' &&
        (tournament.status === 'upcoming' || tournament.status === 'registering'),
    )
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** "Recent": finished tournaments with the player's place and prize, latest first. */
export function recentTournamentResults(mine: readonly MyTournament[], limit = 5): MyTournament[] {
  return mine
    .filter((tournament) => tournament.status === 'finished')
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime))
    .slice(0, limit);
}
