import { formatRupees } from '@ludo/shared/money';
import {
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
import { type MessageId, useT } from '@/lib/i18n/react';
import { useSetDepositLimits } from '../api/responsible-gaming';

type Draft = Record<DepositLimitPeriod, string>;

const LIMIT_LABELS: Record<DepositLimitPeriod, MessageId> = {
  day: 'rg.deposit.limit.day',
  week: 'rg.deposit.limit.week',
  month: 'rg.deposit.limit.month',
};

const draftOf = (status: ResponsibleGaming): Draft => ({
  day: status.depositLimits.day.amount?.toString() ?? '',
  week: status.depositLimits.week.amount?.toString() ?? '',
  month: status.depositLimits.month.amount?.toString() ?? '',
});

/** The player's daily, weekly and monthly deposit limits: empty for none of their own. */
export function DepositLimitsForm({ status }: { status: ResponsibleGaming }) {
  const t = useT();
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
      if (value !== null && (!Number.isInteger(value) || value < 1)) found[period] = t('rg.deposit.invalid');
      parsed[period] = value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(parsed as Record<DepositLimitPeriod, number | null>, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        const waiting = DEPOSIT_LIMIT_PERIODS.some((period) => next.depositLimits[period].pending);
        toast.success(t('rg.deposit.saved'), {
          description: waiting ? t('rg.limit.raiseDelay', { hours: LIMIT_RAISE_DELAY_HOURS }) : undefined,
        });
      },
      onError: (error) => {
        const issues = fieldIssues(error);
        setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
        toast.error(serverMessage(error) ?? t('rg.deposit.saveError'));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 py-3" aria-label={t('rg.deposit.form.label')}>
      <p className="text-sm text-muted-foreground">{t('rg.deposit.description', { hours: LIMIT_RAISE_DELAY_HOURS })}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {DEPOSIT_LIMIT_PERIODS.map((period) => {
          const pending = status.depositLimits[period].pending;
          const field = `${id}-${period}`;
          return (
            <div key={period} className="flex flex-col gap-2">
              <Label htmlFor={field}>{t(LIMIT_LABELS[period])}</Label>
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
                  {pending.amount === null
                    ? t('rg.deposit.pending.none', { date: formatDateTime(pending.from) })
                    : t('rg.deposit.pending', {
                        amount: formatRupees(pending.amount),
                        date: formatDateTime(pending.from),
                      })}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? t('rg.deposit.saving') : t('rg.deposit.save')}
        </Button>
      </div>
    </form>
  );
}
