import { formatRupees } from '@ludo/shared/money';
import type { TaxQuarters } from '@ludo/shared/tax/tax.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { FinancialYearSelect } from '../components/FinancialYearSelect';
import { currentFinancialYear } from '../lib/financial-year';

/**
 * /admin/tax: the tax deducted at source in each quarter of a financial year, as the quarterly
 * TDS return reports it (docs/decisions/0018-tax-on-net-winnings.md).
 */
export default function AdminTaxPage() {
  const [year, setYear] = useState(currentFinancialYear);
  const report = useQuery({
    queryKey: ['admin', 'tax-quarters', year],
    queryFn: () => apiFetch<TaxQuarters>(`/api/admin/tax/quarters?year=${year}`),
  });

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Tax" description="TDS withheld from players' winnings, by quarter, for the TDS returns." />
      <div className="mb-4">
        <FinancialYearSelect value={year} onChange={setYear} />
      </div>
      {report.data ? (
        <Table aria-label={`TDS by quarter, ${report.data.label}`}>
          <TableHeader>
            <TableRow>
              <TableHead>Quarter</TableHead>
              <TableHead>Deductions</TableHead>
              <TableHead>Players</TableHead>
              <TableHead className="text-right">Net winnings</TableHead>
              <TableHead className="text-right">TDS</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.data.quarters.map((quarter) => (
              <TableRow key={quarter.quarter}>
                <TableCell>
                  <div className="font-medium">{quarter.quarter}</div>
                  <div className="text-xs text-muted-foreground">{quarter.months}</div>
                </TableCell>
                <TableCell className="tabular-nums">{quarter.deductions}</TableCell>
                <TableCell className="tabular-nums">{quarter.players}</TableCell>
                <TableCell className="text-right tabular-nums">{formatRupees(quarter.netWinnings)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">{formatRupees(quarter.tds)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : report.isError ? (
        <QueryError title="Could not load the tax report" error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </div>
  );
}
