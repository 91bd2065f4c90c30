import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog, useConfirmDialogState } from '@/components/confirm-dialog';
import { PasswordConfirmField, usePasswordConfirm } from '@/components/password-confirm-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { hasErrorCode, serverMessage } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { type Translate, useT } from '@/lib/i18n/react';
import { useCloseAccount } from '../api/close-account';

/** What a refusal says: the reasons the server listed, or its message. */
function refusalOf(
  error: unknown,
  t: Translate,
): { reasons: string[]; passwordError: string | null; message: string | null } {
  if (hasErrorCode(error, 'WRONG_PASSWORD')) {
    return { reasons: [], passwordError: error.message, message: null };
  }
  if (hasErrorCode(error, 'ACCOUNT_NOT_CLOSABLE')) {
    const details = error.details as { reasons?: unknown } | undefined;
    const reasons = Array.isArray(details?.reasons) ? details.reasons.filter((r) => typeof r === 'string') : [];
    return { reasons, passwordError: null, message: reasons.length ? null : error.message };
  }
  return {
    reasons: [],
    passwordError: null,
    message: serverMessage(error) ?? t('account.delete.error'),
  };
}

/**
 * "Delete Account" behind the product's confirmation ("Are you absolutely sure?"), with the player's
 * password. Refused with the reasons while money or a game is open; once closed, the player is
 * signed out everywhere and lands on the home page.
 */
export function DeleteAccountDialog() {
  const t = useT();
  const id = useId();
  const close = useCloseAccount();
  const dialog = useConfirmDialogState(close);
  const field = usePasswordConfirm();
  const password = field.password;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refusal = close.error ? refusalOf(close.error, t) : null;

  const onConfirm = () => {
    if (!field.given()) return;
    close.mutate(
      { password },
      {
        onSuccess: ({ message }) => {
          dialog.setOpen(false);
          localStorage.clear();
          useAuthStore.getState().clear(paths.home);
          queryClient.clear();
          toast.success(message);
          navigate(paths.home, { replace: true });
        },
      },
    );
  };
  const passwordError = field.missingError ?? refusal?.passwordError ?? null;

  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={(next) => {
        if (next) field.reset();
        dialog.onOpenChange(next);
      }}
      trigger={<Button variant="destructive">{t('account.delete.button')}</Button>}
      title={t('account.delete.confirm.title')}
      description={t('account.delete.confirm.description')}
      busy={close.isPending}
      confirmLabel={t('account.delete.confirm.button')}
      pendingLabel={t('account.delete.confirm.pending')}
      variant="destructive"
      onConfirm={onConfirm}
      confirmTestId="confirm-delete-account"
    >
      <PasswordConfirmField id={`${id}-password`} value={password} onChange={field.change} error={passwordError} />
      {refusal && (refusal.reasons.length > 0 || refusal.message) ? (
        <Alert variant="destructive" data-testid="delete-account-refused">
          <AlertTitle>{t('account.delete.refused.title')}</AlertTitle>
          <AlertDescription>
            {refusal.reasons.length > 0 ? (
              <ul className="list-disc pl-4">
                {refusal.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : (
              refusal.message
            )}
          </AlertDescription>
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
