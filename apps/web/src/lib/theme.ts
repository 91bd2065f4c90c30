export type ThemePreference = 'light' | 'dark' | 'system';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/**
 * Applies a theme by toggling `.dark` on <html>. "system" follows the device and keeps following
 * it; the returned function stops that and removes the class.
 */
export function applyTheme(preference: ThemePreference): () => void {
  const root = document.documentElement;
  const set = (dark: boolean) => root.classList.toggle('dark', dark);
  if (preference !== 'system') {
    set(preference === 'dark');
    return () => set(false);
  }
  const query = darkQuery();
  const onChange = () => set(query.matches);
  onChange();
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    set(false);
  };
}
