/**
 * The tournament leaderboard's rows as shown, and the rule it ranks by. Pure (no React): the unit
 * tests load it directly.
 */

import { TOURNAMENT_POINTS } from '@ludo/shared/limits';
import { formatRupees } from '@ludo/shared/money';
import type { TournamentLeaderboardEntry } from '@ludo/shared/tournaments/tournaments.schemas';
import type { Translate } from '@/lib/i18n/react';
import { formatNumber } from './tournament-rules';

export interface TournamentBoardRow {
  rank: number;
  name: string;
  /** "16", "6.67" (shared places share points). */
  points: string;
  tournaments: number;
  wins: number;
  /** "₹1,200". */
  prizes: string;
  /** The top three get a crown. */
  medal: 1 | 2 | 3 | null;
}

export function tournamentBoardRows(entries: readonly TournamentLeaderboardEntry[]): TournamentBoardRow[] {
  return entries.map((entry) => ({
    rank: entry.rank,
    name: entry.name,
    points: formatNumber(entry.points),
    tournaments: entry.tournaments,
    wins: entry.wins,
    prizes: formatRupees(entry.prizes),
    medal: entry.rank >= 1 && entry.rank <= 3 ? (entry.rank as 1 | 2 | 3) : null,
  }));
}

/**
 * The board's rule: "Points for each public tournament: 1st 10, 2nd 6, 3rd 4 and 4th 2 points; …",
 * from the product's constants (the top four places score, one sentence per language).
 */
export function pointsRuleText(t: Translate): string {
  const [first, second, third, fourth] = TOURNAMENT_POINTS;
  return t('tournament.leaderboard.rule', { first, second, third, fourth });
}
