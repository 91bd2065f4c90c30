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
import { T, useT } from '@/lib/i18n/react';
import { downloadTaxStatement, useTaxStatement } from '../api/tax';
import { currentFinancialYear } from '../lib/financial-year';
import { FinancialYearSelect } from './FinancialYearSelect';

/** Wallet → Tax statement: the tax deducted from the player's winnings in a year, to read or download. */
export function TaxStatementCard() {
  const t = useT();
  const id = useId();
  const [year, setYear] = useState(currentFinancialYear);
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const statement = useTaxStatement(year);
  const label = financialYearLabel(year);

  const download = async (format: 'csv' | 'pdf') => {
    setDownloading(format);
    try {
      // Named in the page's language, the language the file is written in unless Settings says otherwise.
      await downloadTaxStatement(year, format, t('tax.statement.fileName', { label }));
    } catch (error) {
      toast.error(serverMessage(error) ?? t('tax.statement.downloadError'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id={`${id}-title`}>{t('tax.statement.title')}</CardTitle>
          <CardDescription>{t('tax.statement.description')}</CardDescription>
        </div>
        <FinancialYearSelect value={year} onChange={setYear} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {statement.data ? (
          statement.data.deductions.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="tax-statement-empty">
              {t('tax.statement.empty', { year: label })}
            </p>
          ) : (
            <ul className="flex flex-col divide-y text-sm" data-testid="tax-statement">
              {statement.data.deductions.map((row) => (
                <li key={`${row.kind}-${row.date}`} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="min-w-0">
                    {formatDate(row.date)} · {row.description}
                  </span>
                  <span className="tabular-nums text-muted-foreground">
                    <T
                      id="tax.statement.row.amounts"
                      values={{ netWinnings: formatRupees(row.netWinnings), tds: formatRupees(row.tds) }}
                      components={{ 0: <span className="font-medium text-foreground" /> }}
                    />
                  </span>
                </li>
              ))}
              <li className="flex justify-between gap-2 pt-2 font-medium">
                <span>{t('tax.statement.total')}</span>
                <span className="tabular-nums">TDS {formatRupees(statement.data.totals.tds)}</span>
              </li>
            </ul>
          )
        ) : statement.isError ? (
          <QueryError
            title={t('tax.statement.loadError')}
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
              {downloading === format
                ? t('tax.statement.downloading')
                : t('tax.statement.download', { format: format.toUpperCase() })}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
