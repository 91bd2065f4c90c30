import { useEffect } from 'react';
import { useSettings } from '@/features/users/api/get-settings';
import { currentLocale, setLocale } from '@/lib/i18n/i18n';

/**
 * Shows a signed-in player's pages in the language saved in Settings. The choice is also kept on
 * this device, so the next visit opens in it before the settings arrive.
 */
export function useSavedLanguage(): void {
  const { data } = useSettings();
  const language = data?.language;
  useEffect(() => {
    if (language && language !== currentLocale()) void setLocale(language);
  }, [language]);
}
