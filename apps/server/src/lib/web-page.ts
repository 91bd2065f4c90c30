import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@ludo/shared/users/languages';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language';

interface ManifestChunk {
  file: string;
}

/**
 * The web app's page, one variant per language: `<html lang>` set, and the language's catalogs
 * named with `<link rel="modulepreload">` so the browser fetches them alongside the app's code
 * instead of after it has run (docs/decisions/0019-translations.md). In play-money mode the
 * page also says so, before the app's first render (docs/decisions/0016-play-money-mode.md).
 */
export function webPages(webDist: string, playMoney: boolean): (request: FastifyRequest) => string {
  const index = readFileSync(join(webDist, 'index.html'), 'utf8');
  // Vite's build manifest names each catalog's file; without one (a hand-made page) nothing is preloaded.
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  const preload = (namespace: string, language: Language) => {
    const catalog = manifest[`src/locales/${namespace}/${language}.json`];
    return catalog ? `<link rel="modulepreload" crossorigin href="/${catalog.file}" />` : '';
  };
  const variant = (language: Language, landing: boolean) => {
    // Every page but the landing also needs the `pages` texts (apps/web/src/lib/i18n/catalogs.ts).
    const head = [
      preload('public', language),
      landing ? '' : preload('pages', language),
      playMoney ? '<meta name="money-mode" content="play" />' : '',
    ].join('');
    return index.replace('<html lang="en">', `<html lang="${language}">`).replace('</head>', `${head}</head>`);
  };
  const pages = new Map(
    LANGUAGES.flatMap((language) => [
      [`${language}:landing`, variant(language, true)],
      [`${language}:page`, variant(language, false)],
    ]),
  );
  return (request) => {
    const language = requestLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
    const landing = (request.url.split('?')[0] ?? '') === '/';
    return pages.get(`${language}:${landing ? 'landing' : 'page'}`) ?? index;
  };
}
