import { seededRandom } from '@ludo/shared/seeded-random';
import type {
  TournamentDuel,
  TournamentPlayer,
  TournamentPlayerId,
  TournamentTable,
} from '../modules/tournaments/tournament.types';

/** A field of n players, `p1`…`pn`, seeded 1..n. */
export function tournamentField(n: number): TournamentPlayer[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, seed: i + 1 }));
}

/** Floats in [0, 1) from a seed, so that a property's random results replay from fast-check's seed. */
export const tournamentRng = seededRandom;

/** Picks a duel's winner (host, guest, or null for a double forfeit). */
export type TournamentWinnerRule = (duel: TournamentDuel) => TournamentPlayerId | null;

/** The better seed always wins. */
export const tournamentFavouriteWins = (players: readonly TournamentPlayer[]): TournamentWinnerRule => {
  const seed = new Map(players.map((p) => [p.id, p.seed]));
  return (duel) => {
    if (duel.guest === null) return duel.host;
    return (seed.get(duel.host) ?? 0) < (seed.get(duel.guest) ?? 0) ? duel.host : duel.guest;
  };
};

/** A coin toss per duel; with `doubleForfeits` in (0, 1), that share of duels has no winner. */
export const tournamentRandomWinner =
  (rng: () => number, doubleForfeits = 0): TournamentWinnerRule =>
  (duel) => {
    if (duel.guest === null) return duel.host;
    if (rng() < doubleForfeits) return null;
    return rng() < 0.5 ? duel.host : duel.guest;
  };

/** The round's duels decided by `rule` (byes keep their host as winner). */
export function decideTournamentDuels(duels: readonly TournamentDuel[], rule: TournamentWinnerRule): TournamentDuel[] {
  return duels.map((duel) => (duel.guest === null ? { ...duel, winner: duel.host } : { ...duel, winner: rule(duel) }));
}

/** A copy of `items` in a random order by `rng` (Fisher-Yates from the end). */
export function tournamentShuffle<T>(items: readonly T[], rng: () => number): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

/** The round's tables decided: each table's finishing order a shuffle by `rng`. */
export function decideTournamentTables(tables: readonly TournamentTable[], rng: () => number): TournamentTable[] {
  return tables.map((table) => {
    const order = tournamentShuffle(table.players, rng);
    return { ...table, positions: Object.fromEntries(order.map((id, i) => [id, i + 1])) };
  });
}

/** The players a round's duels or tables name, each once per appearance. */
export function tournamentDuelPlayers(duels: readonly TournamentDuel[]): TournamentPlayerId[] {
  return duels.flatMap((d) => (d.guest === null ? [d.host] : [d.host, d.guest]));
}
