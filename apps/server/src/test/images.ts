import { randomBytes } from 'node:crypto';

/**
 * Tiny but well-formed JPEG, PNG, WebP and PDF files built byte by byte, with or without the
 * metadata a phone writes: for the picture and document tests (KYC, avatars, result screenshots,
 * metadata stripping).
 */

// ---------------------------------------------------------------------------------------------
// JPEG

/** One JPEG marker segment: FF, the marker, a two-byte length (itself included), the payload. */
export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

export const JPEG_SOI = Buffer.from([0xff, 0xd8]);
export const JPEG_EOI = Buffer.from([0xff, 0xd9]);
/** APP0 JFIF header: kept. */
export const JPEG_JFIF = jpegSegment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex'));
/** Quantisation table 0, all ones. */
const JPEG_DQT = jpegSegment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]));
/** Baseline, 8 bits, 1×1, one component using table 0. */
const JPEG_SOF0 = jpegSegment(0xc0, Buffer.from([0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]));
/** One Huffman code of one bit for symbol 0: DC class table 0, then AC class table 0. */
const huffmanTable = (tableClass: number) =>
  jpegSegment(
    0xc4,
    Buffer.concat([Buffer.from([tableClass << 4]), Buffer.from([1, ...Array(15).fill(0)]), Buffer.from([0x00])]),
  );
/** Start of scan: one component, tables 0/0, then the entropy-coded data (DC 0, end of block). */
const JPEG_SCAN = Buffer.concat([
  jpegSegment(0xda, Buffer.from([0x01, 0x01, 0x00, 0x00, 0x3f, 0x00])),
  Buffer.from([0x3f]),
]);

/** The segments of a 1×1 grey baseline JPEG between SOI and EOI (tables, frame, scan). */
export const JPEG_IMAGE = Buffer.concat([JPEG_DQT, JPEG_SOF0, huffmanTable(0), huffmanTable(1), JPEG_SCAN]);

/** A 1×1 JPEG of exactly these bytes: SOI, JFIF, the given segments, the image, EOI. */
export const plainJpeg = (...segments: Buffer[]) =>
  Buffer.concat([JPEG_SOI, JPEG_JFIF, ...segments, JPEG_IMAGE, JPEG_EOI]);

/** An APP1 Exif segment whose GPS entry reads `marker` (a recognisable string, not a real IFD). */
export const exifSegment = (marker = 'GPSLatitude 12.9716 N GPSLongitude 77.5946 E') =>
  jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0MM\0*', 'latin1'), Buffer.from(marker, 'latin1')]));

/** An APP1 XMP segment. */
export const xmpSegment = (marker = '<exif:GPSLatitude>12,58.29N</exif:GPSLatitude>') =>
  jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${marker}</x:xmpmeta>`, 'latin1'));

/**
 * A 1×1 JPEG, unique per call (a comment-free APP15 segment with random bytes: not metadata the
 * server removes), with the given segments inserted after SOI.
 */
export function jpeg(segmentsAfterSoi: Buffer[] = []): Buffer {
  return Buffer.concat([JPEG_SOI, ...segmentsAfterSoi, JPEG_JFIF, uniqueJpegSegment(), JPEG_IMAGE, JPEG_EOI]);
}
const uniqueJpegSegment = () => jpegSegment(0xef, randomBytes(16));

// ---------------------------------------------------------------------------------------------
// PNG

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
/** IHDR of a 1×1 RGBA image. */
export const PNG_IHDR = pngChunk('IHDR', Buffer.from('00000001000000010806000000', 'hex'));
/** The compressed pixel of a 1×1 red image. */
export const PNG_IDAT = pngChunk('IDAT', Buffer.from('789c63f8cfc0f01f00050001ff', 'hex'));
export const PNG_IEND = pngChunk('IEND', Buffer.alloc(0));

/** A 1×1 PNG of exactly these bytes: signature, IHDR, the given chunks, IDAT, IEND. */
export const plainPng = (...chunks: Buffer[]) =>
  Buffer.concat([PNG_SIGNATURE, PNG_IHDR, ...chunks, PNG_IDAT, PNG_IEND]);

export const pngText = (keyword: string, text: string) =>
  pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));

/**
 * A 1×1 PNG with the given chunks between IHDR and IDAT; unique per call (a private `raNd` chunk,
 * which the server keeps, carries random bytes).
 */
export function png(chunksAfterHeader: Buffer[] = []): Buffer {
  return plainPng(...chunksAfterHeader, uniquePngChunk());
}
const uniquePngChunk = () => pngChunk('raNd', randomBytes(16));

// ---------------------------------------------------------------------------------------------
// WebP

/** One RIFF chunk, padded to an even length. */
export function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** The RIFF/WEBP container around chunks, with the RIFF size the format asks for. */
export function webpFile(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

/** A lossless 1×1 image. */
export const WEBP_VP8L = riffChunk('VP8L', Buffer.from('2f00000010071011118888fe07', 'hex'));

export const VP8X_EXIF = 0x08;
export const VP8X_XMP = 0x04;
export const VP8X_ICC = 0x20;
export const VP8X_ALPHA = 0x10;

/** The extended-format header chunk: flags, then the canvas width and height minus one (1×1). */
export const vp8x = (flags: number) => riffChunk('VP8X', Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));

/** A simple-format WebP (VP8L only), or an extended one with the given chunks after the image. */
export function webp(options: { flags?: number; before?: Buffer[]; after?: Buffer[] } = {}): Buffer {
  const { flags, before = [], after = [] } = options;
  if (flags === undefined && before.length === 0 && after.length === 0) return webpFile([WEBP_VP8L]);
  return webpFile([vp8x(flags ?? 0), ...before, WEBP_VP8L, ...after]);
}

// ---------------------------------------------------------------------------------------------
// PDF

/** A small PDF carrying a unique, recognisable text (to search for on disk). */
export function pdf(text = `Permanent Account Number ABCDE1234F ${randomBytes(8).toString('hex')}`): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}
