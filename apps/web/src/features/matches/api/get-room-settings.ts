import type { RoomSettings } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { matchesKeys } from './query-keys';

/** GET /api/rooms/settings: the external app's name, its room code pattern, the stakes and the fee. */
export function getRoomSettings(): Promise<RoomSettings> {
  return apiFetch<RoomSettings>('/api/rooms/settings');
}

export function roomSettingsQueryOptions() {
  // The server's configuration: it changes only with a restart.
  return queryOptions({ queryKey: matchesKeys.settings, queryFn: getRoomSettings, staleTime: 30 * 60_000 });
}

export function useRoomSettings() {
  return useQuery(roomSettingsQueryOptions());
}
