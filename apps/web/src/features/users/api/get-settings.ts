import type { UserSettings } from '@ludo/shared/users/settings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/users/settings: the player's saved preferences. */
export function getSettings(): Promise<UserSettings> {
  return apiFetch<UserSettings>('/api/users/settings');
}

export const settingsQueryKey = ['settings'] as const;

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
