import { Ban, LoaderCircle, Play } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
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
  label = 'Cancel Match',
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
  const cancel = useCancelMatch();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={cancel.isPending}
      onClick={() =>
        runAction(
          cancel.mutateAsync(matchId),
          ({ message }) => {
            const { title, description } = cancelToast(message);
            toast.success(title, { description });
          },
          'Could not cancel the match',
        )
      }
    >
      {cancel.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Ban aria-hidden="true" />}
      {cancel.isPending ? 'Cancelling...' : label}
    </Button>
  );
}

/** "Keep playing": takes back the player's own request to cancel. */
export function KeepPlayingButton({ matchId, className }: { matchId: string; className?: string }) {
  const keep = useKeepPlaying();
  return (
    <Button
      variant="outline"
      className={className}
      disabled={keep.isPending}
      onClick={() =>
        runAction(
          keep.mutateAsync(matchId),
          ({ message }) => toast.success(message),
          'Could not withdraw your cancel request',
        )
      }
    >
      {keep.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
      Keep playing
    </Button>
  );
}
