import type { Profile, UpdateProfileBody } from '@ludo/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** PATCH /api/users/profile with name, email and phone; answers the updated profile. */
export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return apiFetch<Profile>('/api/users/profile', { method: 'PATCH', json: body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
