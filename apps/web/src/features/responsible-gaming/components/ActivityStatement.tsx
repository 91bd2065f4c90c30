import { formatRupees, isPlayMoney } from '@ludo/shared/money';
import { formatPlayedMinutes } from '@ludo/shared/responsible-gaming/played-time';
import { useId, useMemo, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivityStatement } from '../api/responsible-gaming';

const IST_OFFSET_MS = 330 * 60_000;
const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This month and the eleven before it (India time), newest first: "2026-11" with "November 2026". */
function recentMonths(now = new Date()): { value: string; label: string }[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return Array.from({ length: 12 }, (_, back) => {
    const first = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1));
    return { value: first.toISOString().slice(0, 7), label: monthName.format(first) };
  });
}

/** The monthly activity statement: how much the player played, and what it cost or won them. */
export function ActivityStatement() {
  const id = useId();
  const months = useMemo(() => recentMonths(), []);
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const statement = useActivityStatement(month);
  const data = statement.data;
  const play = isPlayMoney();
  const signed = (amount: number) => (amount > 0 ? `+${formatRupees(amount)}` : formatRupees(amount));
  const rows: [string, string][] = data
    ? [
        ['Games played', String(data.games)],
        ['Time played', formatPlayedMinutes(data.playedMinutes)],
        ...(play
          ? ([['Free coins', formatRupees(data.freeCoins)]] as [string, string][])
          : ([
              ['Deposits', formatRupees(data.deposits)],
              ['Withdrawals', formatRupees(data.withdrawals)],
            ] as [string, string][])),
        ['Entry fees', formatRupees(data.entryFees)],
        ['Winnings', formatRupees(data.winnings)],
        ['Refunds', formatRupees(data.refunds)],
        ['Net result', signed(data.net)],
      ]
    : [];
  return (
    <section className="flex flex-col gap-3 py-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={`${id}-title`} className="font-medium">
          Monthly statement
        </h3>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-month`} className="sr-only">
            Month
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
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : statement.isError ? (
        <QueryError
          title="Could not load the statement"
          error={statement.error}
          onRetry={() => void statement.refetch()}
        />
      ) : (
        <Skeleton className="h-20 w-full" />
      )}
    </section>
  );
}
