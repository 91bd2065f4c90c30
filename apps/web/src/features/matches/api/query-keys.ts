import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query of the matches feature starts with 'matches', so one invalidation refreshes them
 * all (the rooms list, live matches, one match, its chat, and history and summary elsewhere).
 */
export const matchesKeys = {
  all: ['matches'] as const,
  settings: ['matches', 'settings'] as const,
  rooms: ['matches', 'rooms'] as const,
  live: ['matches', 'live'] as const,
  detail: (id: string) => ['matches', 'detail', id] as const,
  chat: (id: string) => ['matches', 'chat', id] as const,
  screenshot: (matchId: string, userId: string) => ['matches', 'screenshot', matchId, userId] as const,
};

/** Queries whose answers never change for a given key: no event makes them stale. */
const IMMUTABLE: readonly unknown[] = ['settings', 'screenshot'];

/**
 * "Something about matches changed": refetches every matches query on screen (and marks the rest
 * stale), except the room settings and the screenshots, which a change to a match cannot alter.
 */
export function invalidateMatches(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: matchesKeys.all,
    predicate: (query) => !IMMUTABLE.includes(query.queryKey[1]),
  });
}
