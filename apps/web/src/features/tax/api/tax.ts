import type { TaxStatement } from '@ludo/shared/tax/tax.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchBlob } from '@/lib/api-client';

/** GET /api/tax/statement?year=: the tax deducted from the player's winnings in a financial year. */
export function useTaxStatement(year: number) {
  return useQuery(
    queryOptions({
      queryKey: ['tax-statement', year],
      queryFn: () => apiFetch<TaxStatement>(`/api/tax/statement?year=${year}`),
    }),
  );
}

/** Downloads the statement as a CSV or PDF file named `fileName` (the page words it in its language). */
export async function downloadTaxStatement(year: number, format: 'csv' | 'pdf', fileName: string): Promise<void> {
  const blob = await apiFetchBlob(
    `/api/tax/statement.${format}?year=${year}`,
    {},
    'The statement could not be downloaded.',
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.${format}`;
  link.click();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
