import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * Messages are split in four catalogs per language so that a visitor's first load carries only
 * the landing page's texts: `public` (what the first download renders: header, footer, landing,
 * the error page), `pages` (every other page's shared texts: sign-in, public tournaments and
 * leaderboard, support, shared components; loaded with any other page), `app` (the player area,
 * loaded with it), `docs` (the long texts: rules, FAQ and legal pages, loaded with those) and
 * `validation` (the forms' messages, shared with the server; loaded with `pages`).
 * `apps/web/test/translations.test.ts` checks that the first download's code uses only `public`. The build compiles each catalog's ICU
 * messages (vite.config.ts), so no message parser ships to the browser. Every catalog, English
 * included, is its own small file fetched when needed; the server names the visitor's `public`
 * catalog in the page (`<link rel="modulepreload">`), so it downloads alongside the app's code
 * rather than after it (apps/server/src/lib/web-page.ts).
 */
export type Namespace = 'public' | 'pages' | 'app' | 'docs' | 'validation';

const loaders = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });
// The shared schemas' validation messages: one catalog for the server's answers and for what the
// forms say before sending (packages/shared/src/locales/validation).
const sharedLoaders = import.meta.glob<Messages>('../../../../../packages/shared/src/locales/*/*.json', {
  import: 'default',
});

export async function loadCatalog(namespace: Namespace, locale: Locale): Promise<Messages> {
  const load =
    loaders[`../../locales/${namespace}/${locale}.json`] ??
    sharedLoaders[`../../../../../packages/shared/src/locales/${namespace}/${locale}.json`];
  if (!load) throw new Error(`No ${namespace} catalog for ${locale}`);
  return load();
}
