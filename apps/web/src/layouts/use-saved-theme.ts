import { useEffect } from 'react';
import { useSettings } from '@/features/users/api/get-settings';
import { applyTheme } from '@/lib/theme';

/**
 * Applies the player's saved theme while a signed-in layout is shown. Until settings load (or if
 * they fail) the page stays light: a missing preference is not worth an error on every page.
 */
export function useSavedTheme(): void {
  const { data } = useSettings();
  const theme = data?.theme;
  useEffect(() => (theme ? applyTheme(theme) : undefined), [theme]);
}
