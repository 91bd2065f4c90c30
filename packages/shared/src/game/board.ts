/**
 * The board of the platform's own game (docs/game-rules.md). A token's place is its progress
 * along its own path, the same numbers for every seat:
 *
 * - `YARD` (-1): in the yard, waiting for a 6;
 * - 0 to 50: on the shared track of 52 squares, 0 being its seat's start square;
 * - 51 to 55: its own home column, where no other token can reach it;
 * - `HOME` (56): finished.
 *
 * Seats go clockwise; a seat's start square is 13 squares after the previous seat's.
 */
export const YARD = -1;
export const LAST_TRACK_STEP = 50;
export const HOME = 56;
export const TRACK_SQUARES = 52;
export const SEAT_COUNT = 4;
const SQUARES_PER_SEAT = TRACK_SQUARES / SEAT_COUNT;
/** Steps from a seat's start square to its star square; both are safe. */
export const STAR_STEP = 8;

export type Seat = 0 | 1 | 2 | 3;

/** The square of the shared track (0 to 51) a token stands on, or null when it is not on the track. */
export function trackSquare(seat: Seat, progress: number): number | null {
  if (progress < 0 || progress > LAST_TRACK_STEP) return null;
  return (seat * SQUARES_PER_SEAT + progress) % TRACK_SQUARES;
}

/** Start squares and star squares: no token is captured there, and tokens of any colour share them. */
export function isSafeSquare(square: number): boolean {
  const step = square % SQUARES_PER_SEAT;
  return step === 0 || step === STAR_STEP;
}
