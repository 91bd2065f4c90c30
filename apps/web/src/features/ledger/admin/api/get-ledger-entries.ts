import type { ledgerEntriesSchema } from '@ludo/shared/ledger/ledger.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type LedgerEntriesPage = z.infer<typeof ledgerEntriesSchema>;

export interface LedgerEntriesParams {
  accountId: number;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** GET /api/admin/ledger/accounts/:id/entries?page=&pageSize= (admins only), newest first. */
export function getLedgerEntries({ accountId, page, pageSize }: LedgerEntriesParams): Promise<LedgerEntriesPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return apiFetch<LedgerEntriesPage>(`/api/admin/ledger/accounts/${accountId}/entries?${query}`);
}

export const ledgerEntriesKey = ['admin', 'ledger', 'entries'] as const;

export function ledgerEntriesQueryOptions(params: LedgerEntriesParams) {
  return queryOptions({
    queryKey: [...ledgerEntriesKey, params],
    queryFn: () => getLedgerEntries(params),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useLedgerEntries(params: LedgerEntriesParams) {
  return useQuery(ledgerEntriesQueryOptions(params));
}
