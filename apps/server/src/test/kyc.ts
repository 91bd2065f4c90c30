import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer } from './users';

/**
 * Helpers for the identity (KYC) and picture tests: multipart bodies, and tiny but well-formed
 * JPEG, PNG, WebP and PDF files built byte by byte, with or without the metadata a phone writes.
 */

// ---------------------------------------------------------------------------------------------
// Multipart bodies

export interface FilePart {
  field: string;
  bytes: Buffer;
  /** The name the browser sends; the server must not trust it. */
  name?: string;
  /** The declared Content-Type; the server must not trust it either. */
  type?: string;
}

/** A multipart/form-data body for inject: text fields (undefined ones left out), then files. */
export function multipartBody(fields: Record<string, string | undefined>, files: FilePart[]) {
  const boundary = `----ludo${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name ?? `${file.field}.bin`}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const KYC_FIELDS = {
  fullName: 'Asha Verma',
  dob: '1994-03-15',
  address: '14 MG Road, Bengaluru 560001',
  panNumber: 'ABCDE1234F',
};

export type KycFieldValues = Partial<Record<keyof typeof KYC_FIELDS, string | undefined>>;
export type KycFiles = Partial<Record<'aadharFront' | 'aadharBack' | 'pancard', Omit<FilePart, 'field'> | null>>;

/** The three documents of a good submission: a JPEG, a PNG and a PDF, each unique. */
export function kycDocuments(): Record<'aadharFront' | 'aadharBack' | 'pancard', Omit<FilePart, 'field'>> {
  return {
    aadharFront: { bytes: jpeg(), name: 'aadhar-front.jpg', type: 'image/jpeg' },
    aadharBack: { bytes: png(), name: 'aadhar-back.png', type: 'image/png' },
    pancard: { bytes: pdf(), name: 'pan-card.pdf', type: 'application/pdf' },
  };
}

/**
 * The body of POST /api/kyc/submit: good fields and documents unless overridden. A field given as
 * undefined, or a file given as null, is left out of the form.
 */
export function kycForm(fields: KycFieldValues = {}, files: KycFiles = {}) {
  const documents = { ...kycDocuments(), ...files };
  const parts: FilePart[] = [];
  for (const [field, file] of Object.entries(documents)) if (file) parts.push({ field, ...file });
  return multipartBody({ ...KYC_FIELDS, ...fields }, parts);
}

let addresses = 0;
/** KYC submissions are limited per client address: each call comes from its own. */
export const nextKycAddress = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

export function submitKyc(
  app: FastifyInstance,
  player: { accessToken: string },
  form: { payload: Buffer; contentType: string } = kycForm(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/kyc/submit',
    headers: { ...bearer(player), 'content-type': form.contentType },
    payload: form.payload,
    remoteAddress: nextKycAddress(),
  });
}

export interface DocumentRef {
  url: string;
  fileName: string;
  contentType: string;
}
export interface SubmitAnswer {
  success: boolean;
  data?: {
    documents: Record<'aadharFront' | 'aadharBack' | 'pancard', DocumentRef>;
    kycDetails: { status: string; documents: Record<string, DocumentRef> } & Record<string, unknown>;
  };
  error?: string;
  details?: { fieldErrors?: Record<string, string> } & Record<string, unknown>;
  message?: string;
  code?: string;
}

/** Submits a good form (or the one given) and expects 201. */
export async function submitKycOk(
  app: FastifyInstance,
  player: { accessToken: string },
  form?: { payload: Buffer; contentType: string },
) {
  const response = await submitKyc(app, player, form);
  if (response.statusCode !== 201) throw new Error(`KYC submit: ${response.statusCode} ${response.body}`);
  return (response.json() as SubmitAnswer).data as NonNullable<SubmitAnswer['data']>;
}

/** The id at the end of /api/kyc/documents/<id>. */
export const fileIdOf = (url: string) => url.split('/').at(-1) as string;

// ---------------------------------------------------------------------------------------------
// Files on disk

/** Every file under a folder (absolute paths); none when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The files under a folder whose bytes contain `needle`. */
export const filesContaining = (dir: string, needle: Buffer) =>
  filesUnder(dir).filter((path) => readFileSync(path).includes(needle));

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

export const pngText = (keyword: string, text: string) =>
  pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));

/**
 * A 1×1 PNG with the given chunks between IHDR and IDAT; unique per call (a private `raNd` chunk,
 * which the server keeps, carries random bytes).
 */
export function png(chunksAfterHeader: Buffer[] = []): Buffer {
  return Buffer.concat([PNG_SIGNATURE, PNG_IHDR, ...chunksAfterHeader, uniquePngChunk(), PNG_IDAT, PNG_IEND]);
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
