import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchBlob } from '@/lib/api-client';

const AVATAR_PATH = '/api/users/avatar';

/**
 * GET /api/users/avatar: the player's picture, fetched with the bearer token (an <img src> cannot
 * send it). profile.avatarUrl is that address with the picture's version, so a new picture is a
 * new address and never an old cached one.
 */
export function getAvatar(avatarUrl: string, signal?: AbortSignal): Promise<Blob> {
  const path = avatarUrl.startsWith(`${AVATAR_PATH}?`) ? avatarUrl : AVATAR_PATH;
  return apiFetchBlob(path, signal ? { signal } : {});
}

export function avatarQueryOptions(avatarUrl: string) {
  return queryOptions({
    queryKey: ['avatar', avatarUrl] as const,
    queryFn: ({ signal }) => getAvatar(avatarUrl, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The picture, when the profile has one (avatarUrl null: no picture, the initials show). */
export function useAvatar(avatarUrl: string | null) {
  return useQuery({ ...avatarQueryOptions(avatarUrl ?? ''), enabled: avatarUrl !== null });
}
