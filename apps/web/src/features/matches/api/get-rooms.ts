import type { Room } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { matchesKeys } from './query-keys';

/**
 * GET /api/rooms: open rooms waiting for an opponent, newest first. The room code is the full one
 * for the caller's own rooms and masked for everyone else's.
 */
export function getRooms(): Promise<Room[]> {
  return apiFetch<Room[]>('/api/rooms');
}

export function roomsQueryOptions() {
  return queryOptions({ queryKey: matchesKeys.rooms, queryFn: getRooms });
}

export function useRooms() {
  return useQuery(roomsQueryOptions());
}
