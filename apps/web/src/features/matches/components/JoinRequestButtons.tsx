import { LoaderCircle, Send, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useT } from '@/lib/i18n/react';
import { useRequestToJoin } from '../api/request-to-join';
import { useWithdrawRequest } from '../api/withdraw-request';
import { MATCH_TEXT } from '../lib/match-display';
import { runAction } from '../lib/notify';

/**
 * Sends a join request to a room (by its match id). The product's texts: "Request sent to room owner",
 * or "Failed to send request." with the server's reason below.
 */
export function RequestToJoinButton({
  matchId,
  label,
  disabled,
  className,
  size,
}: {
  matchId: string;
  label?: string;
  disabled?: boolean;
  className?: string;
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const request = useRequestToJoin();
  return (
    <Button
      className={className}
      size={size}
      disabled={disabled || request.isPending}
      onClick={() =>
        runAction(
          t,
          request.mutateAsync(matchId),
          () => toast.success(t(MATCH_TEXT.requestSent), { description: t('match.request.sentHint') }),
          t(MATCH_TEXT.requestFailed),
        )
      }
    >
      {request.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
      {request.isPending ? t('match.request.sending') : (label ?? t('match.request.button'))}
    </Button>
  );
}

/** Takes back the player's pending request to a room. */
export function WithdrawRequestButton({
  matchId,
  className,
  size,
}: {
  matchId: string;
  className?: string;
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const withdraw = useWithdrawRequest();
  return (
    <Button
      variant="outline"
      className={className}
      size={size}
      disabled={withdraw.isPending}
      onClick={() =>
        runAction(t, withdraw.mutateAsync(matchId), ({ message }) => toast.success(message), t('match.withdraw.failed'))
      }
    >
      {withdraw.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
      {t('match.withdraw.button')}
    </Button>
  );
}
