import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a page prerendered at build time (docs/decisions/0020-prerendered-public-pages.md),
 * true from then on, and true at once on a page drawn in the browser. A form's submit button
 * waits for it: before, the form is only HTML, and a tap would send it by the browser's own
 * means instead of the app's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
