import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_NAME } from '@ludo/shared/brand';
import { describe, expect, it } from 'vitest';

/**
 * The web app manifest that makes the site installable on Android's home screen: its name, and
 * icons that exist at the sizes it declares (a PNG's size is in its IHDR header).
 */

const WEB = join(import.meta.dirname, '..');
const PUBLIC = join(WEB, 'public');

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: Icon[];
};

function pngSize(path: string): string {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1'), path).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('names the platform and opens as an app', () => {
    expect(manifest).toMatchObject({ name: BRAND_NAME, short_name: BRAND_NAME, start_url: '/', display: 'standalone' });
  });

  it('has a 192 px and a 512 px icon, and a maskable one, at the sizes it says', () => {
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      expect(pngSize(join(PUBLIC, icon.src)), icon.src).toBe(icon.sizes);
    }
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose && icon.type === 'image/png').map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');
  });

  it('is linked from the page, with the favicon', () => {
    const page = readFileSync(join(WEB, 'index.html'), 'utf8');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8')).toMatch(/^<svg /);
  });
});
