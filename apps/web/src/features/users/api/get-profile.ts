import type { Profile } from '@ludo/shared/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/users/profile: the signed-in player, balance in rupees. */
export function getProfile(): Promise<Profile> {
  return apiFetch<Profile>('/api/users/profile');
}

export const profileQueryKey = ['profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
