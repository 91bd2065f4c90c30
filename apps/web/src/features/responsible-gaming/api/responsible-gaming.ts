import type {
  ActivityStatement,
  DepositLimitsBody,
  ExclusionBody,
  ResponsibleGaming,
} from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/responsible-gaming: the player's deposit limits (raises waiting their 24 hours) and any break. */
export const responsibleGamingQueryKey = ['responsible-gaming'] as const;
export function useResponsibleGaming() {
  return useQuery(
    queryOptions({
      queryKey: responsibleGamingQueryKey,
      queryFn: () => apiFetch<ResponsibleGaming>('/api/responsible-gaming'),
    }),
  );
}

export function useSetDepositLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositLimitsBody) =>
      apiFetch<ResponsibleGaming>('/api/responsible-gaming/deposit-limits', { method: 'PUT', json: body }),
    onSuccess: (status) => queryClient.setQueryData(responsibleGamingQueryKey, status),
  });
}

export function useSetPlayTimeLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number | null) =>
      apiFetch<ResponsibleGaming>('/api/responsible-gaming/play-time-limit', { method: 'PUT', json: { minutes } }),
    onSuccess: (status) => queryClient.setQueryData(responsibleGamingQueryKey, status),
  });
}

export function useTakeBreak() {
  return useMutation({
    mutationFn: (body: ExclusionBody) =>
      apiFetch<ResponsibleGaming>('/api/responsible-gaming/exclusion', { method: 'POST', json: body }),
  });
}

/** GET /api/responsible-gaming/statement?month=YYYY-MM: one month of play and money. */
export function useActivityStatement(month: string) {
  return useQuery(
    queryOptions({
      queryKey: [...responsibleGamingQueryKey, 'statement', month],
      queryFn: () => apiFetch<ActivityStatement>(`/api/responsible-gaming/statement?month=${month}`),
    }),
  );
}
