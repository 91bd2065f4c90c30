import type { CloseAccountBody } from '@ludo/shared/users/users.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/users/close-account: closes the account with the player's password. Refused (409,
 * `details.reasons`) while money is in the wallet or a match, tournament or withdrawal is open.
 */
export function closeAccount(body: CloseAccountBody): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/users/close-account', { method: 'POST', json: body });
}

export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount });
}
