import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSettings } from '@/features/users/api/get-settings';
import { currentLocale, setLocale } from '@/lib/i18n/i18n';

/**
 * Shows a signed-in player's pages in the language saved in Settings. The choice is also kept on
 * this device, so the next visit opens in it before the settings arrive. What the server wrote
 * in the old language (a 1v1 room's name, "₹50 1v1 Match") is fetched again in the new one.
 */
export function useSavedLanguage(): void {
  const { data } = useSettings();
  const queryClient = useQueryClient();
  const language = data?.language;
  useEffect(() => {
    if (language && language !== currentLocale()) {
      void setLocale(language).then(() => queryClient.invalidateQueries());
    }
  }, [language, queryClient]);
}
