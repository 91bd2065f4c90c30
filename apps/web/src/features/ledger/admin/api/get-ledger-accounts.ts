import type { LedgerAccountView, ledgerAccountsSchema } from '@ludo/shared/ledger/ledger.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type LedgerAccountList = z.infer<typeof ledgerAccountsSchema>;

/**
 * GET /api/admin/ledger/accounts (admins only): the platform's own accounts (gateway, payouts,
 * revenue, tds), or with a user id that player's deposit and winnings accounts. Balances in rupees.
 */
export async function getLedgerAccounts(userId?: string): Promise<LedgerAccountView[]> {
  const query = userId ? `?${new URLSearchParams({ userId })}` : '';
  const { accounts } = await apiFetch<LedgerAccountList>(`/api/admin/ledger/accounts${query}`);
  return accounts;
}

export const ledgerAccountsKey = ['admin', 'ledger', 'accounts'] as const;

export function ledgerAccountsQueryOptions(userId?: string) {
  return queryOptions({
    queryKey: [...ledgerAccountsKey, userId ?? 'platform'],
    queryFn: () => getLedgerAccounts(userId),
  });
}

export function useLedgerAccounts(userId?: string) {
  return useQuery(ledgerAccountsQueryOptions(userId));
}
