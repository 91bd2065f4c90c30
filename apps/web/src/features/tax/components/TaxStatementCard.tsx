import { formatRupees } from '@ludo/shared/money';
import { financialYearLabel } from '@ludo/shared/tax/tax.schemas';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { downloadTaxStatement, useTaxStatement } from '../api/tax';
import { currentFinancialYear } from '../lib/financial-year';
import { FinancialYearSelect } from './FinancialYearSelect';

/** Wallet → Tax statement: the tax deducted from the player's winnings in a year, to read or download. */
export function TaxStatementCard() {
  const id = useId();
  const [year, setYear] = useState(currentFinancialYear);
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const statement = useTaxStatement(year);
  const label = financialYearLabel(year);

  const download = async (format: 'csv' | 'pdf') => {
    setDownloading(format);
    try {
      await downloadTaxStatement(year, format, label);
    } catch (error) {
      toast.error(serverMessage(error) ?? 'The statement could not be downloaded.');
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id={`${id}-title`}>Tax Statement</CardTitle>
          <CardDescription>
            Tax deducted at source (TDS) from your winnings, for your income tax return.
          </CardDescription>
        </div>
        <FinancialYearSelect value={year} onChange={setYear} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {statement.data ? (
          statement.data.deductions.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="tax-statement-empty">
              No tax was deducted from your winnings in {label}.
            </p>
          ) : (
            <ul className="flex flex-col divide-y text-sm" data-testid="tax-statement">
              {statement.data.deductions.map((row) => (
                <li key={`${row.kind}-${row.date}`} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="min-w-0">
                    {formatDate(row.date)} · {row.description}
                  </span>
                  <span className="tabular-nums text-muted-foreground">
                    net winnings {formatRupees(row.netWinnings)} · TDS{' '}
                    <span className="font-medium text-foreground">{formatRupees(row.tds)}</span>
                  </span>
                </li>
              ))}
              <li className="flex justify-between gap-2 pt-2 font-medium">
                <span>Total</span>
                <span className="tabular-nums">TDS {formatRupees(statement.data.totals.tds)}</span>
              </li>
            </ul>
          )
        ) : statement.isError ? (
          <QueryError
            title="Could not load your tax statement"
            error={statement.error}
            onRetry={() => void statement.refetch()}
          />
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
        <div className="flex flex-wrap gap-2">
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              disabled={downloading !== null}
              onClick={() => void download(format)}
            >
              <Download aria-hidden="true" />
              {downloading === format ? 'Downloading...' : `Download ${format.toUpperCase()}`}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
