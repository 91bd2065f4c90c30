import type { UserSettings } from '@ludo/shared/users/settings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

/** PUT /api/users/settings with the whole settings object; answers what was saved. */
export function updateSettings(settings: UserSettings): Promise<UserSettings> {
  return apiFetch<UserSettings>('/api/users/settings', { method: 'PUT', json: settings });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
