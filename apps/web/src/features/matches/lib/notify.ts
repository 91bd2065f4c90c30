import { toast } from 'sonner';
import { serverMessage } from '@/lib/api-error';
import type { Translate } from '@/lib/i18n/react';

/** An error toast: `title` with the server's own message below it (or a hint when it sent none). */
export function toastFailure(t: Translate, title: string, error: unknown): void {
  toast.error(title, { description: serverMessage(error) ?? t('match.toast.connectionHint') });
}

/** The server's message of a refused action, or `fallback` for a failure it did not answer. */
export function failureText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/**
 * Runs a mutation and reports how it went. Its promise settles even when the component has
 * unmounted meanwhile (an action often replaces its own button), where mutate's callbacks would not.
 */
export function runAction<T>(
  t: Translate,
  action: Promise<T>,
  onSuccess: (value: T) => void,
  failureTitle: string,
): void {
  action.then(onSuccess, (error: unknown) => toastFailure(t, failureTitle, error));
}
