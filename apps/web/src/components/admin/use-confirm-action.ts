import { useState } from 'react';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/api-error';

/**
 * A decision confirmed with one button (no form): `run` makes it; if it throws, the server's
 * message (or `failureMessage`) shows above the buttons and as a toast. The counterpart of
 * useReasonForm for decisions that need no reason.
 */
export function useConfirmAction(run: () => Promise<void>, failureMessage: string) {
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await run();
    } catch (caught) {
      const message = serverMessage(caught) ?? failureMessage;
      setError(message);
      toast.error(message);
    }
  };

  return { error, confirm: () => void confirm() };
}
