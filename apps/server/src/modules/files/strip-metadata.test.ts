import { describe, expect, it } from 'vitest';
import {
  exifSegment,
  JPEG_EOI,
  JPEG_IMAGE,
  JPEG_JFIF,
  JPEG_SOI,
  jpegSegment,
  PNG_IDAT,
  PNG_IEND,
  PNG_IHDR,
  PNG_SIGNATURE,
  pdf,
  plainJpeg,
  plainPng,
  pngChunk,
  pngText,
  riffChunk,
  VP8X_ALPHA,
  VP8X_EXIF,
  VP8X_ICC,
  VP8X_XMP,
  vp8x,
  WEBP_VP8L,
  webpFile,
  xmpSegment,
} from '../../test/images';
import { stripImageMetadata, UnreadableImageError } from './strip-metadata';

/**
 * What a phone writes into a photo (EXIF with the GPS position, XMP, IPTC, comments, PNG text
 * chunks, WebP EXIF/XMP chunks) is removed before a KYC document or a profile picture is stored;
 * everything that makes up the picture stays byte for byte (decision 0009), and a file whose
 * structure cannot be walked is refused rather than stored uncleaned.
 */

const GPS = 'GPSLatitude';
const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

/** Calls stripImageMetadata and checks it leaves its input as it was. */
function strip(type: Parameters<typeof stripImageMetadata>[0], input: Buffer): Buffer {
  const copy = Buffer.from(input);
  const output = stripImageMetadata(type, input);
  expect(input.equals(copy), 'the input buffer must not be changed').toBe(true);
  return output;
}

describe('JPEG', () => {
  const ICC = jpegSegment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01 a colour profile', 'latin1'));
  const APP12 = jpegSegment(0xec, Buffer.from('Ducky picture info', 'latin1'));
  const IPTC = jpegSegment(0xed, Buffer.from('Photoshop 3.0\0 8BIM city: Bengaluru', 'latin1'));
  const COMMENT = jpegSegment(0xfe, Buffer.from('Taken at 12 MG Road', 'latin1'));

  it('removes EXIF (with GPS), XMP, APP12, IPTC and comments, keeping every other byte in order', () => {
    const input = plainJpeg(exifSegment(), xmpSegment(), ICC, APP12, IPTC, COMMENT);
    const output = strip('image/jpeg', input);
    expect(output.equals(plainJpeg(ICC))).toBe(true);
    for (const text of [GPS, 'xmpmeta', 'Ducky', 'Bengaluru', 'MG Road']) expect(has(output, text), text).toBe(false);
  });

  it('returns a JPEG without metadata byte for byte', () => {
    const input = plainJpeg();
    expect(strip('image/jpeg', input).equals(input)).toBe(true);
  });

  it('keeps the compressed image data as it is, even where it holds bytes that look like markers', () => {
    // 0xFF 0x00 (a stuffed byte) and a restart marker inside the scan are image data, not segments.
    const scan = Buffer.concat([
      jpegSegment(0xda, Buffer.from([0x01, 0x01, 0x00, 0x00, 0x3f, 0x00])),
      Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
    ]);
    const input = Buffer.concat([JPEG_SOI, exifSegment(), JPEG_JFIF, scan, JPEG_EOI]);
    expect(strip('image/jpeg', input).equals(Buffer.concat([JPEG_SOI, JPEG_JFIF, scan, JPEG_EOI]))).toBe(true);
  });

  it('removes metadata segments between the scans of a progressive JPEG', () => {
    const scan = (data: number[]) =>
      Buffer.concat([jpegSegment(0xda, Buffer.from([0x01, 0x01, 0x00, 0x00, 0x3f, 0x00])), Buffer.from(data)]);
    const input = Buffer.concat([JPEG_SOI, JPEG_JFIF, scan([0x11, 0x22]), COMMENT, scan([0x33]), JPEG_EOI]);
    const output = strip('image/jpeg', input);
    expect(has(output, 'MG Road')).toBe(false);
    expect(output.equals(Buffer.concat([JPEG_SOI, JPEG_JFIF, scan([0x11, 0x22]), scan([0x33]), JPEG_EOI]))).toBe(true);
  });

  it('drops what follows the end of the image: a second picture or video with its own EXIF and GPS', () => {
    // Phones append a preview, depth map or "motion photo" video after the JPEG's end, with its own metadata.
    const trailer = Buffer.concat([JPEG_SOI, exifSegment('GPSLatitude of the appended picture'), JPEG_IMAGE, JPEG_EOI]);
    const input = Buffer.concat([plainJpeg(), trailer]);
    const output = strip('image/jpeg', input);
    expect(has(output, GPS)).toBe(false);
    expect(output.equals(plainJpeg())).toBe(true);
  });

  it('keeps a JPEG whose compressed data runs to the end of the file (no end marker) as it is', () => {
    const input = Buffer.concat([JPEG_SOI, JPEG_JFIF, JPEG_IMAGE, Buffer.from([0x12, 0xff])]);
    const output = strip(
      'image/jpeg',
      Buffer.concat([JPEG_SOI, exifSegment(), JPEG_JFIF, JPEG_IMAGE, Buffer.from([0x12, 0xff])]),
    );
    expect(output.equals(input)).toBe(true);
  });

  it.each([
    ['only the start of a JPEG', Buffer.from([0xff, 0xd8, 0xff])],
    ['a segment cut short', Buffer.concat([JPEG_SOI, exifSegment().subarray(0, 20)])],
    ['a segment length that runs past the end', Buffer.concat([JPEG_SOI, Buffer.from([0xff, 0xe1, 0x7f, 0xff, 1, 2])])],
    ['a segment length below 2', Buffer.concat([JPEG_SOI, Buffer.from([0xff, 0xe0, 0x00, 0x01]), JPEG_IMAGE])],
    ['no image data at all', Buffer.concat([JPEG_SOI, JPEG_JFIF, exifSegment()])],
    ['a scan header cut short', Buffer.concat([JPEG_SOI, JPEG_JFIF, Buffer.from([0xff, 0xda, 0x00])])],
    [
      'a scan header that runs past the end',
      Buffer.concat([JPEG_SOI, JPEG_JFIF, Buffer.from([0xff, 0xda, 0x00, 0x0c, 1])]),
    ],
    ['garbage where a segment should start', Buffer.concat([JPEG_SOI, JPEG_JFIF, Buffer.from('<html>GPSLatitude')])],
  ])('refuses %s with UnreadableImageError', (_name, input) => {
    expect(() => stripImageMetadata('image/jpeg', input)).toThrow(UnreadableImageError);
  });
});

describe('PNG', () => {
  const GAMA = pngChunk('gAMA', Buffer.from('0000b18f', 'hex'));
  const ICCP = pngChunk('iCCP', Buffer.from('sRGB\0\0 compressed profile', 'latin1'));

  it('removes tEXt, zTXt, iTXt, eXIf and tIME chunks and keeps the others byte for byte', () => {
    const input = Buffer.concat([
      PNG_SIGNATURE,
      PNG_IHDR,
      GAMA,
      pngText('GPS', 'GPSLatitude 12.9716'),
      pngChunk('zTXt', Buffer.from('Comment\0\0compressed', 'latin1')),
      pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>', 'latin1')),
      ICCP,
      pngChunk('eXIf', Buffer.from('MM\0*GPSLatitude', 'latin1')),
      PNG_IDAT,
      pngChunk('tIME', Buffer.from('07e80b150c0000', 'hex')),
      PNG_IEND,
    ]);
    const output = strip('image/png', input);
    expect(output.equals(plainPng(GAMA, ICCP))).toBe(true);
    for (const text of [GPS, 'xmpmeta', 'Comment', 'tIME', 'eXIf']) expect(has(output, text), text).toBe(false);
  });

  it('returns a PNG without metadata byte for byte, several image data chunks included', () => {
    const input = Buffer.concat([PNG_SIGNATURE, PNG_IHDR, PNG_IDAT, pngChunk('IDAT', Buffer.alloc(0)), PNG_IEND]);
    expect(strip('image/png', input).equals(input)).toBe(true);
  });

  it('drops bytes after the end chunk', () => {
    const clean = plainPng();
    const output = strip('image/png', Buffer.concat([clean, Buffer.from('GPSLatitude 12.97 appended')]));
    expect(output.equals(clean)).toBe(true);
  });

  it.each([
    ['only the signature', PNG_SIGNATURE],
    ['no end chunk', Buffer.concat([PNG_SIGNATURE, PNG_IHDR, PNG_IDAT])],
    ['a chunk cut short', Buffer.concat([PNG_SIGNATURE, PNG_IHDR, PNG_IDAT.subarray(0, 15)])],
    [
      'a chunk length that runs past the end',
      Buffer.concat([PNG_SIGNATURE, PNG_IHDR, Buffer.from('7fffffff49444154000000000000', 'hex')]),
    ],
  ])('refuses %s with UnreadableImageError', (_name, input) => {
    expect(() => stripImageMetadata('image/png', input)).toThrow(UnreadableImageError);
  });
});

describe('WebP', () => {
  const EXIF = riffChunk('EXIF', Buffer.from('MM\0*GPSLatitude 12.9716 N', 'latin1'));
  // An odd length: the chunk carries a padding byte.
  const XMP = riffChunk('XMP ', Buffer.from('<x:xmpmeta>GPSLongitude</x:xmpmeta>', 'latin1'));
  const ICCP = riffChunk('ICCP', Buffer.from('a colour profile', 'latin1'));
  const ALPH = riffChunk('ALPH', Buffer.from([0x00, 0xff, 0x01]));

  const riffSize = (bytes: Buffer) => bytes.readUInt32LE(4);
  const vp8xFlags = (bytes: Buffer) => bytes[20];

  it('removes EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size', () => {
    const input = webpFile([vp8x(VP8X_ICC | VP8X_ALPHA | VP8X_EXIF | VP8X_XMP), ICCP, ALPH, WEBP_VP8L, EXIF, XMP]);
    const output = strip('image/webp', input);
    const expected = webpFile([vp8x(VP8X_ICC | VP8X_ALPHA), ICCP, ALPH, WEBP_VP8L]);
    expect(output.equals(expected)).toBe(true);
    expect(riffSize(output)).toBe(output.length - 8);
    // The colour profile and alpha flags stay set.
    expect(vp8xFlags(output)).toBe(VP8X_ICC | VP8X_ALPHA);
    expect(has(output, 'GPS')).toBe(false);
  });

  it('returns a simple (VP8L only) WebP byte for byte', () => {
    const input = webpFile([WEBP_VP8L]);
    expect(strip('image/webp', input).equals(input)).toBe(true);
  });

  it('returns an extended WebP without metadata byte for byte', () => {
    const input = webpFile([vp8x(VP8X_ICC), ICCP, WEBP_VP8L]);
    expect(strip('image/webp', input).equals(input)).toBe(true);
  });

  it('clears the flags of metadata that is announced but absent', () => {
    const output = strip('image/webp', webpFile([vp8x(VP8X_EXIF | VP8X_XMP), WEBP_VP8L]));
    expect(output.equals(webpFile([vp8x(0), WEBP_VP8L]))).toBe(true);
  });

  it('drops bytes after the RIFF size: an HTML page appended to the picture', () => {
    const clean = webpFile([vp8x(VP8X_ICC), ICCP, WEBP_VP8L]);
    const appended = Buffer.from('<html><script>alert(1)</script>GPSLatitude 12.97</html>', 'latin1');
    const output = strip('image/webp', Buffer.concat([clean, appended]));
    expect(output.equals(clean)).toBe(true);
    // Even when the appended bytes would read as a chunk with its metadata.
    const asChunk = strip('image/webp', Buffer.concat([webpFile([WEBP_VP8L]), EXIF]));
    expect(asChunk.equals(webpFile([WEBP_VP8L]))).toBe(true);
  });

  it.each([
    ['only the RIFF header', Buffer.from('RIFF\x04\0\0\0WEB', 'latin1')],
    [
      'a RIFF size past the end of the file',
      webpFile([WEBP_VP8L, riffChunk('ALPH', Buffer.alloc(8))]).subarray(0, -16),
    ],
    ['a chunk header cut short', webpFile([WEBP_VP8L, Buffer.from('EXIF')])],
    ['a chunk cut short', webpFile([WEBP_VP8L, EXIF.subarray(0, 12)])],
    ['no image chunk at all', webpFile([vp8x(VP8X_EXIF), EXIF])],
    ['nothing after the header', webpFile([])],
  ])('refuses %s with UnreadableImageError', (_name, input) => {
    expect(() => stripImageMetadata('image/webp', input)).toThrow(UnreadableImageError);
  });
});

describe('PDF', () => {
  it('is returned exactly as uploaded, text that looks like metadata included', () => {
    const input = pdf('/Author (Asha) /GPSLatitude (12.97)');
    const output = stripImageMetadata('application/pdf', input);
    expect(output.equals(input)).toBe(true);
  });
});
