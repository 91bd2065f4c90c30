import type { ResultClaim } from '@ludo/shared/matches/matches.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/features/users/api/get-profile';
import { apiFetch } from '@/lib/api-client';
import { applyMatchAction, type MatchActionResponse, matchPath } from './match-action';
import { invalidateMatches } from './query-keys';

/** A 1v1 game reports won or lost; a tournament table the position the player finished in. */
export type SubmitResultInput = { matchId: string; screenshot: File } & (
  | { result: ResultClaim; position?: never }
  | { position: number; result?: never }
);

/**
 * POST /api/matches/{id}/result, multipart: `result` (won or lost) or, at a tournament table,
 * `position` (1 to the table's size), and `screenshot` (a PNG, JPEG or WebP image up to 5 MB).
 * Opposite claims settle a 1v1 match at once; equal claims go to an admin.
 */
export function submitResult(input: SubmitResultInput): Promise<MatchActionResponse> {
  const form = new FormData();
  if (input.position !== undefined) form.append('position', String(input.position));
  else form.append('result', input.result);
  form.append('screenshot', input.screenshot, input.screenshot.name);
  return apiFetch<MatchActionResponse>(`${matchPath(input.matchId)}/result`, { method: 'POST', body: form });
}

export function useSubmitResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitResult,
    onSuccess: (response) =>
      Promise.all([
        applyMatchAction(queryClient, response),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
    onError: () => invalidateMatches(queryClient),
  });
}
