import { describe, expect, it } from 'vitest';
import { isImageType, sniffContentType } from './file-types';

/** A file is what its first bytes say, never what its name or the browser says. */

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');

describe('sniffContentType', () => {
  it.each([
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d), 'image/png'],
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), 'image/jpeg'],
    ['a JPEG (Exif, from a phone)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34), 'image/jpeg'],
    ['a WebP', Buffer.concat([text('RIFF'), bytes(0x24, 0x00, 0x00, 0x00), text('WEBPVP8 ')]), 'image/webp'],
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
  ])('recognises %s', (_name, input, type) => {
    expect(sniffContentType(input)).toBe(type);
    expect(sniffContentType(new Uint8Array(input))).toBe(type);
  });

  it.each([
    ['HTML', text('<!doctype html><html><script>alert(1)</script></html>')],
    ['HTML after a byte-order mark', Buffer.concat([bytes(0xef, 0xbb, 0xbf), text('<html>')])],
    ['SVG (an image that runs scripts)', text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['a GIF', text('GIF89a\x01\x00\x01\x00')],
    ['a WAV (RIFF but not WebP)', Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WAVEfmt ')])],
    ['a ZIP', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['an empty file', Buffer.alloc(0)],
    ['the start of a PNG signature only', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['RIFF cut short before its type', text('RIFF\x24\x00\x00\x00WEB')],
    [
      'a PNG signature after the first byte',
      Buffer.concat([bytes(0x00), bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)]),
    ],
    ['"%PDF" without its dash', text('%PDF1.7')],
  ])('does not recognise %s', (_name, input) => {
    expect(sniffContentType(input)).toBeNull();
  });
});

describe('isImageType', () => {
  it('accepts the screenshot types and nothing else', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/jpeg')).toBe(true);
    expect(isImageType('image/webp')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType(null)).toBe(false);
  });
});
