import { type MoneyMode, setMoneyMode } from '@ludo/shared/money';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { paths } from '@/config/paths';
import { needCatalog, startI18n, validationReady } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locales';
import { createQueryClient } from '@/lib/query-client';

export { LANGUAGES } from '@ludo/shared/users/languages';

/**
 * The public pages that are the same for every visitor, rendered to HTML at build time in each
 * language and money mode (docs/decisions/0020-prerendered-public-pages.md): the page shows its
 * text before any JavaScript runs, and the app then hydrates it. Pages whose content comes from
 * the API (tournaments, the leaderboard) render their loading state, as they would in a browser.
 */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.howToPlay,
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.support,
  paths.terms,
  paths.privacy,
  paths.refund,
  paths.fairPlay,
  paths.responsibleGaming,
] as const;

/**
 * The HTML inside `<div id="root">` for a visitor (nobody logged in) at `path`. The app's state is
 * global (the language, the money mode), so pages render one after another, never at once.
 */
export async function renderPage(path: string, locale: Locale, mode: MoneyMode): Promise<string> {
  setMoneyMode(mode);
  await startI18n(locale);
  // The pages' own texts: in the browser a page's chunk loads them (app/router.tsx), but React
  // keeps a loaded chunk, so after the first language nothing would ask for the next one's.
  await Promise.all([needCatalog('pages'), validationReady()]);
  // A cache of its own, cleared after: a query's cache entry keeps a 5-minute timer, which would
  // hold the build's process open that long after the last page.
  const client = createQueryClient();
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary's content in place, in document order: no inline script to move it there,
    // which the page's Content-Security-Policy would refuse to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  client.clear();
  return html;
}
