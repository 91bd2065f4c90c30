/**
 * Labels of the admin's tournament screens. Pure (no React, no '@/' imports), so the unit tests
 * in apps/web/test load it directly. Kept inside the admin folder: the player screens of
 * tournaments word their own labels.
 */

import type {
  TournamentFormat,
  TournamentGameStatus,
  TournamentStatus,
} from '@ludo/shared/tournaments/tournaments.schemas';

export const FORMAT_LABELS: Record<TournamentFormat, string> = {
  knockout: 'Knockout',
  round_robin: 'Round robin',
  swiss: 'Swiss',
  multi_table: 'Multi-table',
};

export const TOURNAMENT_STATUS_LABELS: Record<TournamentStatus, string> = {
  upcoming: 'Upcoming',
  registering: 'Registering',
  running: 'Running',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

export const GAME_STATUS_LABELS: Record<TournamentGameStatus, string> = {
  waiting_code: 'Waiting for the room code',
  playing: 'Playing',
  review: 'In review',
  decided: 'Decided',
};

/** The list's status filter: every tournament, or those of one status. */
export const TOURNAMENT_FILTERS = ['all', 'registering', 'running', 'finished', 'cancelled'] as const;
export type TournamentFilter = (typeof TOURNAMENT_FILTERS)[number];

export const FILTER_LABELS: Record<TournamentFilter, string> = {
  all: 'All',
  registering: TOURNAMENT_STATUS_LABELS.registering,
  running: TOURNAMENT_STATUS_LABELS.running,
  finished: TOURNAMENT_STATUS_LABELS.finished,
  cancelled: TOURNAMENT_STATUS_LABELS.cancelled,
};

export function parseFilter(value: string | null): TournamentFilter {
  return (TOURNAMENT_FILTERS as readonly string[]).includes(value ?? '') ? (value as TournamentFilter) : 'all';
}

/** Before the start: the settings can still change, and it can be started early. */
export function isBeforeStart(status: TournamentStatus): boolean {
  return status === 'upcoming' || status === 'registering';
}

/** A tournament can be cancelled (every fee refunded) until it has finished. */
export function isCancellable(status: TournamentStatus): boolean {
  return status !== 'finished' && status !== 'cancelled';
}

/** "1 player" / "3 players". */
export function playerCount(count: number): string {
  return count === 1 ? '1 player' : `${count} players`;
}

/**
 * The `message` of an action's answer, when the server sent one. The admin tournament routes
 * answer with the tournament (force-result with the match) and no message, so the callers word
 * their own text; a message the server adds later is shown instead.
 */
export function messageOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return undefined;
  const { message } = answer as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
