import type { QueryClient } from '@tanstack/react-query';

/**
 * Every player-facing tournament query starts with 'tournaments', so one invalidation refreshes
 * them all (the landing's cards, the lists, one tournament, the player's own). The admin screens
 * keep their own keys under 'admin'.
 */
export const tournamentsKeys = {
  all: ['tournaments'] as const,
  upcoming: ['tournaments', 'upcoming'] as const,
  list: (filters: { status: string; format: string; fee: string }) =>
    ['tournaments', 'list', filters.status, filters.format, filters.fee] as const,
  detail: (id: string) => ['tournaments', 'detail', id] as const,
  mine: ['tournaments', 'mine'] as const,
  /** A private tournament's invite code: its creator's only. */
  invite: (id: string) => ['tournaments', 'invite', id] as const,
  /** The tournament leaderboard of a period (public). */
  leaderboard: (period: 'week' | 'all') => ['tournaments', 'leaderboard', period] as const,
};

/** "Something about tournaments changed": refetches those on screen, marks the rest stale. */
export function invalidateTournaments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tournamentsKeys.all });
}
