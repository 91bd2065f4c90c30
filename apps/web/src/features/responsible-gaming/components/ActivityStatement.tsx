import { formatRupees, isPlayMoney } from '@ludo/shared/money';
import { useId, useMemo, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { type MessageId, type Translate, useT } from '@/lib/i18n/react';
import { useActivityStatement } from '../api/responsible-gaming';

const IST_OFFSET_MS = 330 * 60_000;

/** This month and the eleven before it (India time), newest first: "2026-11" with "November 2026" in the page's language. */
function recentMonths(locale: Locale, now = new Date()): { value: string; label: string }[] {
  const monthName = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return Array.from({ length: 12 }, (_, back) => {
    const first = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1));
    return { value: first.toISOString().slice(0, 7), label: monthName.format(first) };
  });
}

/** Minutes of play in words: "45 min", "1 h", "1 h 30 min". */
function playedTime(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('rg.statement.time.minutes', { minutes });
  return rest === 0
    ? t('rg.statement.time.hours', { hours })
    : t('rg.statement.time.hoursMinutes', { hours, minutes: rest });
}

/** The monthly activity statement: how much the player played, and what it cost or won them. */
export function ActivityStatement() {
  const t = useT();
  const id = useId();
  const locale = currentLocale();
  const months = useMemo(() => recentMonths(locale), [locale]);
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const statement = useActivityStatement(month);
  const data = statement.data;
  const play = isPlayMoney();
  const signed = (amount: number) => (amount > 0 ? `+${formatRupees(amount)}` : formatRupees(amount));
  const rows: [MessageId, string][] = data
    ? [
        ['rg.statement.games', String(data.games)],
        ['rg.statement.timePlayed', playedTime(data.playedMinutes, t)],
        ...(play
          ? ([['rg.statement.freeCoins', formatRupees(data.freeCoins)]] as [MessageId, string][])
          : ([
              ['rg.statement.deposits', formatRupees(data.deposits)],
              ['rg.statement.withdrawals', formatRupees(data.withdrawals)],
            ] as [MessageId, string][])),
        ['rg.statement.entryFees', formatRupees(data.entryFees)],
        ['rg.statement.winnings', formatRupees(data.winnings)],
        ['rg.statement.refunds', formatRupees(data.refunds)],
        ['rg.statement.net', signed(data.net)],
      ]
    : [];
  return (
    <section className="flex flex-col gap-3 py-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={`${id}-title`} className="font-medium">
          {t('rg.statement.title')}
        </h3>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-month`} className="sr-only">
            {t('rg.statement.month')}
          </Label>
          <NativeSelect id={`${id}-month`} value={month} onChange={(event) => setMonth(event.target.value)}>
            {months.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {data ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4" data-testid="activity-statement">
          {rows.map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-muted-foreground">{t(term)}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : statement.isError ? (
        <QueryError
          title={t('rg.statement.loadError')}
          error={statement.error}
          onRetry={() => void statement.refetch()}
        />
      ) : (
        <Skeleton className="h-20 w-full" />
      )}
    </section>
  );
}
