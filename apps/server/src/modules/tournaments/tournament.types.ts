/**
 * The tournament domain's own vocabulary, shared by its pure decision functions (pairings, tables,
 * standings, prizes, tax). The service loads rows into these shapes, asks the functions, and
 * stores what they decide.
 */

export type TournamentFormat = 'knockout' | 'round_robin' | 'swiss' | 'multi_table';

export type TournamentPlayerId = string;

/** A registered player as the draw sees them. Seeds are 1, 2, 3…: 1 is the strongest. */
export interface TournamentPlayer {
  id: TournamentPlayerId;
  seed: number;
}

/**
 * A game of a 1v1 round. `host` is the better-seeded player, who creates the room; `guest` is
 * null for a bye, which counts as a win for the host. `winner` is undefined while the game is
 * to be played, a player once it is decided, and null when neither side won (both forfeited).
 */
export interface TournamentDuel {
  round: number;
  host: TournamentPlayerId;
  guest: TournamentPlayerId | null;
  winner?: TournamentPlayerId | null;
}

/**
 * A table of a multi-table round: its players in seat order, the first the host. `positions`
 * (1 = first home) once every player's finishing place is decided.
 */
export interface TournamentTable {
  round: number;
  table: number;
  players: TournamentPlayerId[];
  positions?: Record<TournamentPlayerId, number>;
}
