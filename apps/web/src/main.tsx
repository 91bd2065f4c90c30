import { setMoneyMode } from '@ludo/shared/money';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { needCatalog, setLocale, startI18n, validationReady } from '@/lib/i18n/i18n';
import { initialLocale, isLocale, rememberedLocale } from '@/lib/i18n/locales';
import { reportFailure, reportUncaughtErrors } from '@/lib/logger';
import { pageMoneyMode } from '@/lib/money-mode';
import { applyAppStyles } from '@/lib/page-hydration';
import './styles.css';

setMoneyMode(pageMoneyMode());
applyAppStyles();
reportUncaughtErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// A public page may come prerendered, for a visitor, in the language the server chose (its
// <html lang>): the app takes it over in that language (docs/decisions/0020-prerendered-public-pages.md),
// then turns to the one this device chose, if that differs. A logged-in player's pages are not
// a visitor's: they are drawn afresh.
const pageLocale = document.documentElement.lang;
if (container.firstChild && !useAuthStore.getState().isLoggedIn && isLocale(pageLocale)) {
  // The texts the page will ask for are loaded first (every page but the landing needs the
  // `pages` catalog, see app/router.tsx): a catalog arriving mid-hydration would be an update to
  // a page not yet hydrated, which React answers by drawing it again from its loading state.
  const needsPages = window.location.pathname !== paths.home;
  void startI18n(pageLocale)
    .then(() => (needsPages ? Promise.all([needCatalog('pages'), validationReady()]) : undefined))
    .then(() => {
      // A page React could not take over as prerendered is drawn again: slower, and a sign that the
      // prerendered HTML and the app disagree. The team hears of it: of the cause, since React's own
      // error only names the recovery.
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          reportFailure('page', error instanceof Error && error.cause instanceof Error ? error.cause : error),
      });
      const chosen = rememberedLocale();
      if (chosen && chosen !== pageLocale) void setLocale(chosen);
    });
} else {
  container.replaceChildren();
  // The first render waits for the visitor's language (English is in the first download; another
  // language is one small request), so no page flashes in English first.
  void startI18n(initialLocale()).then(() => createRoot(container).render(app));
}
