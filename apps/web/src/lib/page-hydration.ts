import { APP_STYLES_ATTRIBUTE } from '@ludo/shared/web-page';

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

/**
 * A prerendered page's whole stylesheet comes for print only, so that it holds back no paint (its
 * own rules are inline); the app turns it on before it takes the page over
 * (docs/decisions/0025-prerendered-pages-paint-first.md).
 */
export function applyAppStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLES_ATTRIBUTE}]`)) link.media = 'all';
}
