import { Ban, LoaderCircle, Play } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useT } from '@/lib/i18n/react';
import { useCancelMatch } from '../api/cancel-match';
import { useKeepPlaying } from '../api/keep-playing';
import { cancelToast } from '../lib/match-display';
import { runAction } from '../lib/notify';

/**
 * "Cancel Match" (and its other names: "Cancel room", "Agree to cancel"). An open room ends at
 * once with a refund; a running match is cancelled when both players have asked.
 */
export function CancelMatchButton({
  matchId,
  label,
  variant = 'destructive',
  size,
  className,
}: {
  matchId: string;
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const t = useT();
  const cancel = useCancelMatch();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={cancel.isPending}
      onClick={() =>
        runAction(
          t,
          cancel.mutateAsync(matchId),
          ({ message }) => {
            const { title, description } = cancelToast(t, message);
            toast.success(title, { description });
          },
          t('match.cancel.failed'),
        )
      }
    >
      {cancel.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Ban aria-hidden="true" />}
      {cancel.isPending ? t('match.cancel.cancelling') : (label ?? t('match.cancel.button'))}
    </Button>
  );
}

/** "Keep playing": takes back the player's own request to cancel. */
export function KeepPlayingButton({ matchId, className }: { matchId: string; className?: string }) {
  const t = useT();
  const keep = useKeepPlaying();
  return (
    <Button
      variant="outline"
      className={className}
      disabled={keep.isPending}
      onClick={() =>
        runAction(t, keep.mutateAsync(matchId), ({ message }) => toast.success(message), t('match.keepPlaying.failed'))
      }
    >
      {keep.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
      {t('match.keepPlaying.button')}
    </Button>
  );
}
