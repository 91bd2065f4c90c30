// Renders the public pages to HTML for every language and money mode (src/prerender.tsx), into
// dist/prerendered/<mode>/<language>/<page>.html, with an index the server reads at start-up
// (apps/server/src/lib/web-page.ts). Runs after `vite build --ssr`, which leaves the renderer in
// dist-ssr; that folder is removed afterwards, as nothing serves it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const web = join(import.meta.dirname, '..');
const ssr = join(web, 'dist-ssr');
const out = join(web, 'dist', 'prerendered');
const { renderPage, PRERENDERED_PATHS, LANGUAGES } = await import(pathToFileURL(join(ssr, 'prerender.js')).href);

// A message id where its text should be means a catalog was missing when the page rendered.
const catalogs = join(web, 'src', 'locales');
const messageIds = new Set(
  readdirSync(catalogs).flatMap((namespace) =>
    Object.keys(JSON.parse(readFileSync(join(catalogs, namespace, 'en.json'), 'utf8'))),
  ),
);
const untranslated = (html) =>
  [...html.matchAll(/>([a-z][\w.]*\.[\w.]+)</g)].map((match) => match[1]).filter((text) => messageIds.has(text));

// The CSS rules each page's HTML uses, inlined by the server in its <head>, with the whole
// stylesheet moved to the end of <body> where it no longer holds back the first paint.
const shell = readFileSync(join(web, 'dist', 'index.html'), 'utf8');
const beasties = new Beasties({
  path: join(web, 'dist'),
  publicPath: '/',
  preload: 'body',
  pruneSource: false,
  reduceInlineStyles: false,
  compress: true,
  logLevel: 'warn',
});
async function criticalCss(html) {
  const page = await beasties.process(shell.replace('<div id="root"></div>', `<div id="root">${html}</div>`));
  const css = page.match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (!css) throw new Error('no critical CSS found');
  return css;
}

const fileOf = (path) => (path === '/' ? 'index' : path.slice(1).replaceAll('/', '_'));
const started = Date.now();
rmSync(out, { recursive: true, force: true });
for (const mode of ['real', 'play']) {
  for (const language of LANGUAGES) {
    mkdirSync(join(out, mode, language), { recursive: true });
    for (const path of PRERENDERED_PATHS) {
      const html = await renderPage(path, language, mode);
      if (!html.trim()) throw new Error(`${path} (${language}, ${mode}) rendered nothing`);
      const ids = untranslated(html);
      if (ids.length > 0) throw new Error(`${path} (${language}, ${mode}) shows message ids: ${ids.join(', ')}`);
      writeFileSync(join(out, mode, language, `${fileOf(path)}.html`), html);
      writeFileSync(join(out, mode, language, `${fileOf(path)}.css`), await criticalCss(html));
    }
  }
}
writeFileSync(
  join(out, 'index.json'),
  JSON.stringify({
    pages: Object.fromEntries(PRERENDERED_PATHS.map((path) => [path, `${fileOf(path)}.html`])),
    criticalCss: Object.fromEntries(PRERENDERED_PATHS.map((path) => [path, `${fileOf(path)}.css`])),
  }),
);
rmSync(ssr, { recursive: true, force: true });
process.stdout.write(
  `prerendered ${PRERENDERED_PATHS.length} pages × ${LANGUAGES.length} languages × 2 money modes in ${Date.now() - started} ms\n`,
);
