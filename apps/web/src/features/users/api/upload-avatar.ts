import type { Profile } from '@ludo/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** POST /api/users/avatar, multipart field `picture` (JPEG, PNG or WebP, at most 2 MB); answers the profile. */
export function uploadAvatar(picture: File): Promise<Profile> {
  const form = new FormData();
  form.append('picture', picture, picture.name);
  return apiFetch<Profile>('/api/users/avatar', { method: 'POST', body: form });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
