import { formatRupees } from '@ludo/shared/money';
import {
  DEPOSIT_LIMIT_PERIOD_LABELS,
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  LIMIT_RAISE_DELAY_HOURS,
  type ResponsibleGaming,
} from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldIssues, serverMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useSetDepositLimits } from '../api/responsible-gaming';

type Draft = Record<DepositLimitPeriod, string>;

const draftOf = (status: ResponsibleGaming): Draft => ({
  day: status.depositLimits.day.amount?.toString() ?? '',
  week: status.depositLimits.week.amount?.toString() ?? '',
  month: status.depositLimits.month.amount?.toString() ?? '',
});

/** The player's daily, weekly and monthly deposit limits: empty for none of their own. */
export function DepositLimitsForm({ status }: { status: ResponsibleGaming }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(status));
  const [errors, setErrors] = useState<Partial<Record<DepositLimitPeriod, string>>>({});
  const save = useSetDepositLimits();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed: Partial<Record<DepositLimitPeriod, number | null>> = {};
    const found: Partial<Record<DepositLimitPeriod, string>> = {};
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const text = draft[period].trim();
      const value = text === '' ? null : Number(text);
      if (value !== null && (!Number.isInteger(value) || value < 1))
        found[period] = 'Enter a whole amount of at least 1';
      parsed[period] = value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(parsed as Record<DepositLimitPeriod, number | null>, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        const waiting = DEPOSIT_LIMIT_PERIODS.some((period) => next.depositLimits[period].pending);
        toast.success('Deposit limits saved', {
          description: waiting ? `A higher limit starts after ${LIMIT_RAISE_DELAY_HOURS} hours.` : undefined,
        });
      },
      onError: (error) => {
        const issues = fieldIssues(error);
        setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
        toast.error(serverMessage(error) ?? 'Could not save your limits. Please try again.');
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 py-3" aria-label="Deposit limits">
      <p className="text-sm text-muted-foreground">
        Set how much you can add. A lower limit starts now; a higher one, or none, after {LIMIT_RAISE_DELAY_HOURS}{' '}
        hours. Leave a box empty for no limit of your own.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {DEPOSIT_LIMIT_PERIODS.map((period) => {
          const pending = status.depositLimits[period].pending;
          const field = `${id}-${period}`;
          return (
            <div key={period} className="flex flex-col gap-2">
              <Label htmlFor={field}>{DEPOSIT_LIMIT_PERIOD_LABELS[period]} limit (₹)</Label>
              <Input
                id={field}
                inputMode="numeric"
                value={draft[period]}
                onChange={(event) => setDraft((current) => ({ ...current, [period]: event.target.value }))}
                aria-invalid={errors[period] ? true : undefined}
                aria-describedby={errors[period] ? `${field}-error` : pending ? `${field}-pending` : undefined}
              />
              <FieldError id={`${field}-error`} message={errors[period]} />
              {pending ? (
                <p id={`${field}-pending`} className="text-xs text-muted-foreground">
                  {pending.amount === null ? 'No limit' : formatRupees(pending.amount)} from{' '}
                  {formatDateTime(pending.from)}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Limits'}
        </Button>
      </div>
    </form>
  );
}
