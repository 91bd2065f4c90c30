import type { SniffedType } from '../../lib/file-types';

/**
 * Removes the metadata a camera or phone writes into an image (EXIF with GPS location, XMP,
 * IPTC, comments, text chunks) before it is stored, leaving the pixels and what is needed to
 * show them (colour profile, dimensions) untouched. Done on the container's own structure, so no
 * image library is needed and nothing is re-encoded. PDFs are returned as they are.
 * An image whose structure cannot be walked is refused by the caller: a file we cannot clean is
 * not stored.
 */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

export function stripImageMetadata(type: SniffedType, bytes: Buffer): Buffer {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  if (type === 'image/webp') return stripWebp(bytes);
  return bytes;
}

/** JPEG: drop APP1 (EXIF, XMP), APP12, APP13 (IPTC/Photoshop) and COM segments, and whatever follows EOI. */
function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new UnreadableImageError('JPEG segment marker expected');
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Start of scan: its header, then compressed data up to the next marker (0xFF followed by
    // anything but a stuffed 0x00, a restart marker or a fill byte). A progressive JPEG has more
    // segments and scans after it; the walk goes on from there. A scan that runs to the end of
    // the file (no end marker) is kept as it is.
    if (marker === 0xda) {
      if (offset + 4 > bytes.length) throw new UnreadableImageError('JPEG scan header truncated');
      const headerEnd = offset + 2 + bytes.readUInt16BE(offset + 2);
      if (headerEnd > bytes.length) throw new UnreadableImageError('JPEG scan header out of range');
      let next = bytes.indexOf(0xff, headerEnd);
      while (next !== -1) {
        const following = bytes[next + 1];
        if (following === undefined) next = -1;
        else if (following === 0x00 || following === 0xff || (following >= 0xd0 && following <= 0xd7)) {
          next = bytes.indexOf(0xff, next + 1);
        } else break;
      }
      if (next === -1) {
        kept.push(bytes.subarray(offset));
        return Buffer.concat(kept);
      }
      kept.push(bytes.subarray(offset, next));
      offset = next;
      continue;
    }
    // Markers without a length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    // End of image: what follows (a preview, depth map or video some phones append, with its own
    // metadata and location) is not part of the picture and is dropped.
    if (marker === 0xd9) {
      kept.push(bytes.subarray(offset, offset + 2));
      return Buffer.concat(kept);
    }
    if (offset + 4 > bytes.length) throw new UnreadableImageError('JPEG segment truncated');
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) throw new UnreadableImageError('JPEG segment length out of range');
    const metadata = marker === 0xe1 || marker === 0xec || marker === 0xed || marker === 0xfe;
    if (!metadata) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  throw new UnreadableImageError('JPEG without image data');
}

const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** PNG: drop text chunks, EXIF and the modification time; chunk CRCs stay valid as chunks are whole. */
function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset < bytes.length) {
    if (offset + 12 > bytes.length) throw new UnreadableImageError('PNG chunk truncated');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) throw new UnreadableImageError('PNG chunk length out of range');
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  throw new UnreadableImageError('PNG without an end chunk');
}

/**
 * WebP (RIFF): drop EXIF and XMP chunks, clear their flags in VP8X, and fix the RIFF size. Needs
 * image data. The RIFF header's size is where the file ends: bytes after it (an appended page or
 * archive) are dropped.
 */
function stripWebp(bytes: Buffer): Buffer {
  if (bytes.length < 12) throw new UnreadableImageError('WebP header truncated');
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) throw new UnreadableImageError('WebP shorter than its RIFF size');
  const kept: Buffer[] = [];
  let hasImage = false;
  let offset = 12;
  while (offset < riffEnd) {
    if (offset + 8 > riffEnd) throw new UnreadableImageError('WebP chunk truncated');
    const type = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (offset + 8 + size > riffEnd) throw new UnreadableImageError('WebP chunk length out of range');
    if (type === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(offset, Math.min(end, riffEnd)));
      // Flags byte: bit 3 EXIF, bit 2 XMP.
      chunk[8] = (chunk[8] ?? 0) & ~0b0000_1100;
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      kept.push(bytes.subarray(offset, Math.min(end, riffEnd)));
    }
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') hasImage = true;
    offset = end;
  }
  if (!hasImage) throw new UnreadableImageError('WebP without image data');
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
