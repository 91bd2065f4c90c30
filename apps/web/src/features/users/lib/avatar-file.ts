/** The profile picture's rules, as the server has them (POST /api/users/avatar): checked before uploading. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** Why a chosen picture cannot be used (naming the file), or null. */
export function avatarProblem(file: { name: string; size: number; type: string }): string | null {
  const name = file.name || 'The file';
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return `${name} is not a picture we can use: choose a JPEG, PNG or WebP image.`;
  }
  if (file.size === 0) return `${name} is empty. Choose the picture again.`;
  if (file.size > AVATAR_MAX_BYTES) {
    return `${name} is too large (${(file.size / (1024 * 1024)).toFixed(1)} MB): the picture can be at most 2 MB.`;
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
