import type { ResultClaim } from '@ludo/shared/matches/matches.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/features/users/api/get-profile';
import { apiFetch } from '@/lib/api-client';
import { applyMatchAction, type MatchActionResponse, matchPath } from './match-action';
import { invalidateMatches } from './query-keys';

export interface SubmitResultInput {
  matchId: string;
  result: ResultClaim;
  screenshot: File;
}

/**
 * POST /api/matches/{id}/result, multipart: `result` (won or lost) and `screenshot` (a PNG, JPEG
 * or WebP image up to 5 MB). Opposite claims settle the match at once; equal claims go to an admin.
 */
export function submitResult({ matchId, result, screenshot }: SubmitResultInput): Promise<MatchActionResponse> {
  const form = new FormData();
  form.append('result', result);
  form.append('screenshot', screenshot, screenshot.name);
  return apiFetch<MatchActionResponse>(`${matchPath(matchId)}/result`, { method: 'POST', body: form });
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
