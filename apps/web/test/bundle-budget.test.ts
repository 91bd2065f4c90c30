import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Players open the landing page on cheap phones over slow networks. What it asks for before it has
 * loaded is its first script and the English public texts (the server names them for preloading);
 * the app itself follows once the page has loaded (docs/decisions/0024-landing-app-after-load.md).
 * That first download stays within 60 KB gzipped, and the app the landing then loads within 122 KB:
 * it was 120 KB until the translations came, whose runtime and English texts of the first page cost
 * 6.6 KB, of which 2 KB could not be saved elsewhere (docs/decisions/0019-translations.md). Reads
 * the built app (npm run build).
 */
const INITIAL_BUDGET_BYTES = 60 * 1024;
const APP_BUDGET_BYTES = 122 * 1024;
const distDir = new URL('../dist/', import.meta.url);
const manifestPath = new URL('.vite/manifest.json', distDir);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The landing's first script (with its static imports) and the texts the server preloads with it. */
const INITIAL_ROOTS = ['src/landing-boot.ts', 'src/locales/public/en.json'];
/** Then the app (index.html's script), the public layout and the landing page, with their static imports. */
const APP_ROOTS = [
  'index.html',
  'src/layouts/PublicLayout.tsx',
  'src/features/marketing/pages/LandingPage.tsx',
  'src/locales/public/en.json',
];

function collect(manifest: Manifest, key: string, seen: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen);
}

/** The gzipped size of the JavaScript `roots` load, printed file by file. */
function gzippedJs(roots: string[], label: string, budget: number): number {
  expect(existsSync(manifestPath), 'build the web app first: npm run build').toBe(true);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = new Set<string>();
  for (const root of roots) collect(manifest, root, files);
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(new URL(file, distDir))).length }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  console.warn(
    `${label}: ${(total / 1024).toFixed(1)} KB gzipped (budget ${budget / 1024} KB)\n` +
      sizes.map(({ file, gzip }) => `  ${file} ${(gzip / 1024).toFixed(1)} KB`).join('\n'),
  );
  return total;
}

describe('web bundle', () => {
  it('keeps what the landing page loads before the app within 60 KB gzipped', () => {
    expect(gzippedJs(INITIAL_ROOTS, 'landing initial JS', INITIAL_BUDGET_BYTES)).toBeLessThanOrEqual(
      INITIAL_BUDGET_BYTES,
    );
  });

  it('does not load the app with the landing page first script', () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const initial = new Set<string>();
    for (const root of INITIAL_ROOTS) collect(manifest, root, initial);
    const app = manifest['index.html'];
    expect(app?.file).toBeDefined();
    expect(initial.has(app?.file ?? '')).toBe(false);
  });

  it('keeps the app the landing page loads after it within 122 KB gzipped', () => {
    expect(gzippedJs(APP_ROOTS, 'landing app JS', APP_BUDGET_BYTES)).toBeLessThanOrEqual(APP_BUDGET_BYTES);
  });
});
