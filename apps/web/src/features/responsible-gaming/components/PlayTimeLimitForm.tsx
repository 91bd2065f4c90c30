import {
  LIMIT_RAISE_DELAY_HOURS,
  PLAY_TIME_LIMIT_MINUTES,
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
import { useT } from '@/lib/i18n/react';
import { useSetPlayTimeLimit } from '../api/responsible-gaming';

/** The player's own limit on minutes played per day, with what they played today. */
export function PlayTimeLimitForm({ status }: { status: ResponsibleGaming }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(status.playTimeLimit.amount?.toString() ?? '');
  const [error, setError] = useState<string>();
  const save = useSetPlayTimeLimit();
  const pending = status.playTimeLimit.pending;
  const field = `${id}-minutes`;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    const minutes = text === '' ? null : Number(text);
    if (
      minutes !== null &&
      (!Number.isInteger(minutes) || minutes < PLAY_TIME_LIMIT_MINUTES.min || minutes > PLAY_TIME_LIMIT_MINUTES.max)
    ) {
      setError(t('rg.playTime.invalid', { min: PLAY_TIME_LIMIT_MINUTES.min, max: PLAY_TIME_LIMIT_MINUTES.max }));
      return;
    }
    setError(undefined);
    save.mutate(minutes, {
      onSuccess: (next) => {
        setDraft(next.playTimeLimit.amount?.toString() ?? '');
        toast.success(t('rg.playTime.saved'), {
          description: next.playTimeLimit.pending
            ? t('rg.limit.raiseDelay', { hours: LIMIT_RAISE_DELAY_HOURS })
            : undefined,
        });
      },
      onError: (failure) => {
        setError(fieldIssues(failure)[0]?.message);
        toast.error(serverMessage(failure) ?? t('rg.playTime.saveError'));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 py-3" aria-label={t('rg.playTime.form.label')}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={field}>{t('rg.playTime.label')}</Label>
          <Input
            id={field}
            inputMode="numeric"
            className="w-40"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${field}-hint${error ? ` ${field}-error` : ''}`}
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? t('rg.playTime.saving') : t('rg.playTime.save')}
        </Button>
      </div>
      <FieldError id={`${field}-error`} message={error} />
      <p id={`${field}-hint`} className="text-sm text-muted-foreground" data-testid="played-today">
        {!pending
          ? t('rg.playTime.hint', { played: status.playedTodayMinutes })
          : pending.amount === null
            ? t('rg.playTime.hint.pendingNone', {
                played: status.playedTodayMinutes,
                date: formatDateTime(pending.from),
              })
            : t('rg.playTime.hint.pending', {
                played: status.playedTodayMinutes,
                minutes: pending.amount,
                date: formatDateTime(pending.from),
              })}
      </p>
    </form>
  );
}
