import { formatFileSize } from '@/lib/format-file-size';
import type { Translate } from '@/lib/i18n/react';

/** The profile picture's rules, as the server has them (POST /api/users/avatar): checked before uploading. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** Why a chosen picture cannot be used (naming the file), or null. */
export function avatarProblem(t: Translate, file: { name: string; size: number; type: string }): string | null {
  const name = file.name || t('profile.picture.unnamedFile');
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return t('profile.picture.wrongType', { name, formats: 'JPEG, PNG, WebP' });
  }
  if (file.size === 0) return t('profile.picture.empty', { name });
  if (file.size > AVATAR_MAX_BYTES) {
    return t('profile.picture.tooLarge', {
      name,
      size: formatFileSize(t, file.size),
      maxSize: AVATAR_MAX_BYTES / (1024 * 1024),
    });
  }
  return null;
}

/** Up to two initials of a name, for the picture's stand-in. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}
