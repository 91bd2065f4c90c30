import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@ludo/shared/users/languages';
import { APP_STYLES_ATTRIBUTE } from '@ludo/shared/web-page';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language';

interface ManifestChunk {
  file: string;
}

/** A page as it is sent: compressed when the browser takes it (players are on slow networks). */
export interface WebPage {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/** The build's prerendered pages (apps/web/scripts/prerender.mjs): each path's file in every language's folder. */
interface PrerenderedIndex {
  pages: Record<string, string>;
  /** The CSS rules each page's HTML uses, to inline (the whole stylesheet then loads after the page). */
  criticalCss?: Record<string, string>;
}

/** Whether an `Accept-Encoding` header takes `name` (listed, and not with q=0). */
function takes(acceptEncoding: string | undefined, name: string): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return coding.trim().toLowerCase() === name && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Brotli where the browser takes it, else gzip, else none: each made once per page, on first use. */
function encoder(html: string) {
  const plain = Buffer.from(html);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return (acceptEncoding: string | undefined): WebPage => {
    const accepts = (name: string) => takes(acceptEncoding, name);
    if (accepts('br')) {
      br ??= brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return { body: br, encoding: 'br' };
    }
    if (accepts('gzip')) {
      gzip ??= gzipSync(plain, { level: 9 });
      return { body: gzip, encoding: 'gzip' };
    }
    return { body: plain, encoding: null };
  };
}

/**
 * The web app's page, one variant per language: `<html lang>` set, and the language's catalogs
 * named with `<link rel="modulepreload">` so the browser fetches them alongside the app's code
 * instead of after it has run (docs/decisions/0019-translations.md). In play-money mode the
 * page also says so, before the app's first render (docs/decisions/0016-play-money-mode.md).
 * The public pages that are the same for every visitor come with their HTML already inside
 * (prerendered in the build for each language and money mode), so they show before any
 * JavaScript runs (docs/decisions/0020-prerendered-public-pages.md). On the landing page the app's
 * script gives way to a small one that starts the app once the page has loaded
 * (docs/decisions/0024-landing-app-after-load.md).
 */
export function webPages(webDist: string, playMoney: boolean): (request: FastifyRequest) => WebPage {
  const index = readFileSync(join(webDist, 'index.html'), 'utf8');
  // Vite's build manifest names each catalog's file; without one (a hand-made page) nothing is preloaded.
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  const prerenderedDir = join(webDist, 'prerendered');
  const prerendered: PrerenderedIndex = existsSync(join(prerenderedDir, 'index.json'))
    ? JSON.parse(readFileSync(join(prerenderedDir, 'index.json'), 'utf8'))
    : { pages: {} };
  const landingBoot = manifest['src/landing-boot.ts'];
  const appScript = index.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  /** The landing's page: its first script in place of the app's, which it names, and nothing of the app preloaded. */
  const onLanding = (page: string) =>
    landingBoot && appScript
      ? page
          .replace(
            appScript[0],
            `<script type="module" crossorigin src="/${landingBoot.file}" data-app="${appScript[1]}"></script>`,
          )
          .replace(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g, '')
      : page;
  /**
   * A prerendered page other than the landing: its HTML and inline CSS are the first paint, and the
   * app's script and chunks only take it over, so they are fetched at low priority
   * (docs/decisions/0025-prerendered-pages-paint-first.md).
   */
  const deprioritized = (page: string) =>
    page
      .replace('<script type="module" crossorigin src=', '<script type="module" crossorigin fetchpriority="low" src=')
      .replaceAll(
        '<link rel="modulepreload" crossorigin href=',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
      );
  const preload = (namespace: string, language: Language) => {
    const catalog = manifest[`src/locales/${namespace}/${language}.json`];
    return catalog ? `<link rel="modulepreload" crossorigin href="/${catalog.file}" />` : '';
  };
  const variant = (language: Language, path: string | null) => {
    // Every page but the landing also needs the `pages` texts (apps/web/src/lib/i18n/catalogs.ts).
    const head = [
      preload('public', language),
      path === '/' ? '' : preload('pages', language),
      playMoney ? '<meta name="money-mode" content="play" />' : '',
    ].join('');
    const folder = join(prerenderedDir, playMoney ? 'play' : 'real', language);
    const file = path === null ? undefined : prerendered.pages[path];
    const body = file ? readFileSync(join(folder, file), 'utf8') : '';
    const cssFile = path === null ? undefined : prerendered.criticalCss?.[path];
    const shell = path === '/' ? onLanding(index) : index;
    const withHead = shell.replace('</head>', `${head}</head>`);
    const page = (body && path !== '/' ? deprioritized(withHead) : withHead)
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    const stylesheet = page.match(/<link rel="stylesheet"[^>]*>/)?.[0];
    if (!cssFile || !stylesheet) return page;
    // The page's own rules first; the whole stylesheet at the end, for print only until the app
    // turns it on, so that it holds back no paint (docs/decisions/0025-prerendered-pages-paint-first.md).
    const critical = readFileSync(join(folder, cssFile), 'utf8');
    const deferred = stylesheet.replace(
      '<link rel="stylesheet"',
      `<link rel="stylesheet" media="print" ${APP_STYLES_ATTRIBUTE}`,
    );
    return page.replace(stylesheet, `<style>${critical}</style>`).replace('</body>', `${deferred}</body>`);
  };
  const key = (language: Language, path: string) => `${language}:${path}`;
  const paths = ['/', ...Object.keys(prerendered.pages).filter((path) => path !== '/')];
  const pages = new Map(
    LANGUAGES.flatMap((language) =>
      paths.map((path) => [key(language, path), encoder(variant(language, path))] as const),
    ),
  );
  // Every other address: the app's page in the visitor's language, drawn by the browser.
  const appPage = Object.fromEntries(
    LANGUAGES.map((language) => [language, encoder(variant(language, null))]),
  ) as Record<Language, ReturnType<typeof encoder>>;
  return (request) => {
    const language = requestLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
    const path = request.url.split('?')[0] ?? '';
    const page = pages.get(key(language, path)) ?? appPage[language];
    return page(request.headers['accept-encoding']);
  };
}
