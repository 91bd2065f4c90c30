import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchBlob } from '@/lib/api-client';

const AVATAR_PATH = '/api/users/avatar';

/**
 * A player's picture, fetched with the bearer token (an <img src> cannot send it): the player's own
 * (GET /api/users/avatar) or another player's as a game shows it (GET /api/games/…/avatar). Each
 * address carries the picture's version, so a new picture is a new address and never an old cached
 * one. Only those two addresses are fetched.
 */
const GAME_AVATAR = /^\/api\/games\/[0-9a-f-]{36}\/players\/[0-9a-f-]{36}\/avatar\?v=[0-9a-f-]+$/;
export const avatarPath = (avatarUrl: string) =>
  avatarUrl.startsWith(`${AVATAR_PATH}?`) || GAME_AVATAR.test(avatarUrl) ? avatarUrl : AVATAR_PATH;

export function getAvatar(avatarUrl: string, signal?: AbortSignal): Promise<Blob> {
  const path = avatarPath(avatarUrl);
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
