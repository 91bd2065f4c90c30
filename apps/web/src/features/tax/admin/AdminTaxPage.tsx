import { formatRupees } from '@ludo/shared/money';
import { financialYearLabel, type TaxQuarters } from '@ludo/shared/tax/tax.schemas';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { currentFinancialYear, FIRST_FINANCIAL_YEAR } from '../lib/financial-year';

/**
 * /admin/tax: the tax deducted at source in each quarter of a financial year, as the quarterly
 * TDS return reports it (docs/decisions/0018-tax-on-net-winnings.md).
 */
export default function AdminTaxPage() {
  const id = useId();
  const latest = currentFinancialYear();
  const [year, setYear] = useState(latest);
  const report = useQuery({
    queryKey: ['admin', 'tax-quarters', year],
    queryFn: () => apiFetch<TaxQuarters>(`/api/admin/tax/quarters?year=${year}`),
  });
  const years = Array.from({ length: latest - FIRST_FINANCIAL_YEAR + 1 }, (_, back) => latest - back);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Tax" description="TDS withheld from players' winnings, by quarter, for the TDS returns." />
      <div className="mb-4 flex flex-col gap-1">
        <Label htmlFor={`${id}-year`}>Financial year</Label>
        <NativeSelect
          id={`${id}-year`}
          className="w-40"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {financialYearLabel(option)}
            </option>
          ))}
        </NativeSelect>
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
