import type { Profile } from '@ludo/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT /api/users/state: the state the player lives in, once (409 STATE_ALREADY_SET after). */
export function useSetState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: string) => apiFetch<Profile>('/api/users/state', { method: 'PUT', json: { state } }),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
