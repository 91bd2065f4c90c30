import type { Seat } from '@ludo/shared/game/board';
import type { MessageId } from '@/lib/i18n/react';

/**
 * The four colours of the classic board, by seat (clockwise from the bottom left, docs/game-rules.md).
 * Flat fills for the SVG; the darker text colours keep a name readable on the page (yellow text on
 * white would not be).
 */
export const SEAT_FILL: Record<Seat, string> = { 0: '#e53935', 1: '#43a047', 2: '#fbc02d', 3: '#1e88e5' };
export const SEAT_TINT: Record<Seat, string> = { 0: '#fde0df', 1: '#dcf1dd', 2: '#fff3c4', 3: '#d8ebfb' };
export const SEAT_TEXT: Record<Seat, string> = {
  0: 'text-red-700 dark:text-red-400',
  1: 'text-green-700 dark:text-green-400',
  2: 'text-yellow-800 dark:text-yellow-300',
  3: 'text-blue-700 dark:text-blue-400',
};
/** The colour's name, so a player who does not tell the colours apart is told it in words. */
export const SEAT_NAME: Record<Seat, MessageId> = {
  0: 'game.colour.red',
  1: 'game.colour.green',
  2: 'game.colour.yellow',
  3: 'game.colour.blue',
};

export function asSeat(seat: number): Seat {
  return (((seat % 4) + 4) % 4) as Seat;
}
