/**
 * What a file is, read from its first bytes (its "magic number"), never from its name or the
 * type the browser declared: a page of HTML named photo.png is not an image.
 */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export const isImageType = (type: SniffedType | null): type is 'image/png' | 'image/jpeg' | 'image/webp' =>
  type === 'image/png' || type === 'image/jpeg' || type === 'image/webp';
