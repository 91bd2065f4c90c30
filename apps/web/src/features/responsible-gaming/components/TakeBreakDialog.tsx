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
import { ApiRequestError } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { formatDateTime } from '@/lib/format-date';
import { responsibleGamingQueryKey, useTakeBreak } from '../api/responsible-gaming';

const LENGTHS: Record<ExclusionKind, { value: number; label: string }[]> = {
  cool_off: [
    { value: 1, label: '24 hours' },
    { value: 3, label: '3 days' },
    { value: 7, label: '1 week' },
    { value: 14, label: '2 weeks' },
    { value: 30, label: '30 days' },
    { value: COOL_OFF_DAYS.max, label: '6 weeks' },
  ],
  self_exclusion: [
    { value: 6, label: '6 months' },
    { value: 12, label: '1 year' },
    { value: 24, label: '2 years' },
    { value: 60, label: '5 years' },
  ],
};

/**
 * "Take a Break": a cool-off (no play or deposits; the player can still log in and withdraw) or
 * self-exclusion (signed out and unable to log in), neither of which can be ended early. Asks for
 * the password, as closing an account does.
 */
export function TakeBreakDialog() {
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
  const passwordError =
    field.missingError ?? (error instanceof ApiRequestError && error.code === 'WRONG_PASSWORD' ? error.message : null);

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
          toast.success(`You have excluded yourself until ${until}.`);
          navigate(paths.login, { replace: true });
          return;
        }
        queryClient.setQueryData(responsibleGamingQueryKey, status);
        toast.success(`Your break has started. It ends ${until}.`);
      },
      onError: (failure) => {
        if (!(failure instanceof ApiRequestError && failure.code === 'WRONG_PASSWORD')) {
          toast.error(serverMessage(failure) ?? 'Could not start your break. Please try again.');
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
      trigger={<Button variant="outline">Take a Break</Button>}
      title="Take a break from play"
      description={byMoneyMode({
        real: 'A break cannot be ended early. During a cool-off you cannot play or add money, but you can log in and withdraw. Self-exclusion also signs you out everywhere and you cannot log in until it ends: withdraw your winnings first.',
        play: 'A break cannot be ended early. During a cool-off you cannot play. Self-exclusion also signs you out everywhere and you cannot log in until it ends.',
      })}
      busy={takeBreak.isPending}
      confirmLabel="Start Break"
      pendingLabel="Starting..."
      variant="destructive"
      onConfirm={onConfirm}
      confirmTestId="confirm-take-break"
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-kind`}>Kind of break</Label>
          <NativeSelect
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => {
              const next = event.target.value as ExclusionKind;
              setKind(next);
              setLength(LENGTHS[next][0]?.value ?? 1);
            }}
          >
            <option value="cool_off">Cool-off (24 hours to 6 weeks)</option>
            <option value="self_exclusion">Self-exclusion (6 months or more)</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-length`}>How long</Label>
          <NativeSelect id={`${id}-length`} value={length} onChange={(event) => setLength(Number(event.target.value))}>
            {LENGTHS[kind].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <PasswordConfirmField id={`${id}-password`} value={password} onChange={field.change} error={passwordError} />
      </div>
    </ConfirmDialog>
  );
}
