import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Players open the landing page on cheap phones over slow networks: the JavaScript it needs
 * before it can render must stay within budget. Reads the built app (npm run build). The budget
 * was 120 KB until the translations came: their runtime and the English texts of the first page
 * cost 6.6 KB, of which 2 KB could not be saved elsewhere (docs/decisions/0019-translations.md).
 */
const BUDGET_BYTES = 122 * 1024;
const distDir = new URL('../dist/', import.meta.url);
const manifestPath = new URL('.vite/manifest.json', distDir);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Chunks the landing route loads: the entry, the public layout and the landing page, with their
 * static imports, and the English public texts (fetched before the first render).
 */
const LANDING_ROOTS = [
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

describe('web bundle', () => {
  it('keeps the landing page initial JavaScript within 122 KB gzipped', () => {
    expect(existsSync(manifestPath), 'build the web app first: npm run build').toBe(true);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const files = new Set<string>();
    for (const root of LANDING_ROOTS) collect(manifest, root, files);
    const sizes = [...files]
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzip: gzipSync(readFileSync(new URL(file, distDir))).length }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    console.warn(
      `landing initial JS: ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB)\n` +
        sizes.map(({ file, gzip }) => `  ${file} ${(gzip / 1024).toFixed(1)} KB`).join('\n'),
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
