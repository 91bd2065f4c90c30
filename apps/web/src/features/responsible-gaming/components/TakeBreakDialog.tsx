import { byMoneyMode } from '@ludo/shared/money';
import { COOL_OFF_DAYS, type ExclusionKind } from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog, useConfirmDialogState } from '@/components/confirm-dialog';
import { PasswordConfirmField, usePasswordConfirm } from '@/components/password-confirm-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { hasErrorCode, serverMessage } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { formatDateTime } from '@/lib/format-date';
import { type MessageId, useT } from '@/lib/i18n/react';
import { responsibleGamingQueryKey, useTakeBreak } from '../api/responsible-gaming';

/** Each length's value (days or months) and how it reads: `labelId` with `count`, e.g. "2 weeks". */
const LENGTHS: Record<ExclusionKind, { value: number; labelId: MessageId; count: number }[]> = {
  cool_off: [
    { value: 1, labelId: 'rg.break.length.hours', count: 24 },
    { value: 3, labelId: 'rg.break.length.days', count: 3 },
    { value: 7, labelId: 'rg.break.length.weeks', count: 1 },
    { value: 14, labelId: 'rg.break.length.weeks', count: 2 },
    { value: 30, labelId: 'rg.break.length.days', count: 30 },
    { value: COOL_OFF_DAYS.max, labelId: 'rg.break.length.weeks', count: 6 },
  ],
  self_exclusion: [
    { value: 6, labelId: 'rg.break.length.months', count: 6 },
    { value: 12, labelId: 'rg.break.length.years', count: 1 },
    { value: 24, labelId: 'rg.break.length.years', count: 2 },
    { value: 60, labelId: 'rg.break.length.years', count: 5 },
  ],
};

/**
 * "Take a Break": a cool-off (no play or deposits; the player can still log in and withdraw) or
 * self-exclusion (signed out and unable to log in), neither of which can be ended early. Asks for
 * the password, as closing an account does.
 */
export function TakeBreakDialog() {
  const t = useT();
  const id = useId();
  const takeBreak = useTakeBreak();
  const dialog = useConfirmDialogState(takeBreak);
  const [kind, setKind] = useState<ExclusionKind>('cool_off');
  const [length, setLength] = useState(1);
  const field = usePasswordConfirm();
  const password = field.password;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const error = takeBreak.error;
  const passwordError = field.missingError ?? (hasErrorCode(error, 'WRONG_PASSWORD') ? error.message : null);

  const onConfirm = () => {
    if (!field.given()) return;
    const body =
      kind === 'cool_off'
        ? { kind, days: length, password }
        : { kind: 'self_exclusion' as const, months: length, password };
    takeBreak.mutate(body, {
      onSuccess: (status) => {
        dialog.setOpen(false);
        const until = status.exclusion ? formatDateTime(status.exclusion.endsAt) : '';
        if (kind === 'self_exclusion') {
          // Every session has ended: this device signs out too.
          useAuthStore.getState().clear(paths.login);
          queryClient.clear();
          toast.success(t('rg.break.excluded', { until }));
          navigate(paths.login, { replace: true });
          return;
        }
        queryClient.setQueryData(responsibleGamingQueryKey, status);
        toast.success(t('rg.break.started', { until }));
      },
      onError: (failure) => {
        if (!hasErrorCode(failure, 'WRONG_PASSWORD')) {
          toast.error(serverMessage(failure) ?? t('rg.break.error'));
        }
      },
    });
  };

  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={(next) => {
        if (next) field.reset();
        dialog.onOpenChange(next);
      }}
      trigger={<Button variant="outline">{t('rg.break.button')}</Button>}
      title={t('rg.break.confirm.title')}
      description={byMoneyMode({
        real: t('rg.break.confirm.description'),
        play: t('rg.break.confirm.description.play'),
      })}
      busy={takeBreak.isPending}
      confirmLabel={t('rg.break.confirm.button')}
      pendingLabel={t('rg.break.confirm.pending')}
      variant="destructive"
      onConfirm={onConfirm}
      confirmTestId="confirm-take-break"
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-kind`}>{t('rg.break.kind.label')}</Label>
          <NativeSelect
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => {
              const next = event.target.value as ExclusionKind;
              setKind(next);
              setLength(LENGTHS[next][0]?.value ?? 1);
            }}
          >
            <option value="cool_off">{t('rg.break.kind.coolOff')}</option>
            <option value="self_exclusion">{t('rg.break.kind.selfExclusion')}</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-length`}>{t('rg.break.length.label')}</Label>
          <NativeSelect id={`${id}-length`} value={length} onChange={(event) => setLength(Number(event.target.value))}>
            {LENGTHS[kind].map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.labelId, { count: option.count })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <PasswordConfirmField id={`${id}-password`} value={password} onChange={field.change} error={passwordError} />
      </div>
    </ConfirmDialog>
  );
}
