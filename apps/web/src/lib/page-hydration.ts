/**
 * Tells the landing's first script (src/landing-boot.ts) that React has taken over the public
 * header: a tap it held on one of the header's buttons goes to the button now
 * (docs/decisions/0024-landing-app-after-load.md). A document attribute, not shared module state:
 * that script is its own bundle.
 */
export const HEADER_HYDRATED_ATTRIBUTE = 'data-header-hydrated';

export function markHeaderHydrated(): void {
  document.documentElement.setAttribute(HEADER_HYDRATED_ATTRIBUTE, '');
}
