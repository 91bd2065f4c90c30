/**
 * The landing page's first script, in place of the app's (the server puts it there, naming the
 * app's script in `data-app`). The landing comes prerendered and works as HTML, its links are
 * links, so for a visitor the app (React, the router, the texts) is fetched once the page has
 * loaded, or at the visitor's first touch, key or focus if that comes sooner. A tap on a button
 * before the app has taken the header over is held and given back to the button then, so the menu
 * opens instead of ignoring the tap (docs/decisions/0024-landing-app-after-load.md).
 *
 * It imports nothing, so that it stays a few hundred bytes and shares no chunk with the app: the
 * two names below are the app's, and a test holds them equal (landing-boot.test.ts).
 */

/** lib/auth-store.ts ACCESS_TOKEN_KEY: a logged-in player's pages are drawn by the app at once. */
export const TOKEN_KEY = 'accessToken';
/** lib/page-hydration.ts HEADER_HYDRATED_ATTRIBUTE: set on <html> once the header is React's. */
export const HYDRATED_ATTRIBUTE = 'data-header-hydrated';

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function boot() {
  const appUrl = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  const root = document.getElementById('root');
  if (!appUrl || !root) return;
  const startApp = () => import(/* @vite-ignore */ appUrl);
  if (storedToken() || !root.firstChild) {
    // A player's pages, or a landing that came without its HTML: the app draws them, now.
    void startApp();
    return;
  }
  let started = false;
  let heldTap: HTMLElement | null = null;
  const holdTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldTap = button;
    start();
  };
  const giveBack = () => {
    document.removeEventListener('click', holdTap, true);
    if (heldTap?.isConnected) heldTap.click();
  };
  const start = () => {
    if (started) return;
    started = true;
    void startApp().then(() => {
      if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return giveBack();
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
        observer.disconnect();
        giveBack();
      }).observe(document.documentElement, { attributeFilter: [HYDRATED_ATTRIBUTE] });
    });
  };
  document.addEventListener('click', holdTap, true);
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    document.addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

// Only in a browser: the names above are also read by a test.
if (typeof document !== 'undefined') boot();
