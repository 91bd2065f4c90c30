import type { Translate } from '@/lib/i18n/react';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** A file's size as a person reads it: "512 bytes", "2 KB", "3.0 MB" (in the page's language). */
export function formatFileSize(t: Translate, bytes: number): string {
  if (bytes >= MEGABYTE) return t('common.fileSize.megabytes', { size: (bytes / MEGABYTE).toFixed(1) });
  if (bytes >= KILOBYTE) return t('common.fileSize.kilobytes', { size: Math.round(bytes / KILOBYTE) });
  return t('common.fileSize.bytes', { size: bytes });
}
