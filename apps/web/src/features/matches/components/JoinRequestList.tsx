import type { JoinRequest } from '@ludo/shared/matches/matches.schemas';
import { Check, LoaderCircle, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';
import { useAcceptRequest } from '../api/accept-request';
import { useDeclineRequest } from '../api/decline-request';
import { runAction } from '../lib/notify';
import { PlayerSummary } from './PlayerCard';

function JoinRequestRow({ matchId, request }: { matchId: string; request: JoinRequest }) {
  const t = useT();
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const busy = accept.isPending || decline.isPending;
  const name = request.requester.name;

  return (
    <li className="flex flex-col gap-3 rounded-md border p-3" data-testid="join-request">
      <PlayerSummary player={request.requester} />
      <p className="text-xs text-muted-foreground">
        {t('match.requests.asked', { date: formatDateTime(request.createdAt) })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="sm"
          disabled={busy}
          aria-label={t('match.requests.acceptLabel', { name })}
          onClick={() =>
            runAction(
              t,
              accept.mutateAsync({ matchId, requestId: request.id }),
              ({ message }) => toast.success(message),
              t('match.requests.acceptFailed'),
            )
          }
        >
          {accept.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Check aria-hidden="true" />
          )}
          {t('match.requests.accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('match.requests.declineLabel', { name })}
          onClick={() =>
            runAction(
              t,
              decline.mutateAsync({ matchId, requestId: request.id }),
              ({ message }) => toast.success(message),
              t('match.requests.declineFailed'),
            )
          }
        >
          {decline.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
          {t('match.requests.decline')}
        </Button>
      </div>
    </li>
  );
}

/** A room's pending join requests, each with Accept and Decline (its owner only). */
export function JoinRequestList({ matchId, requests }: { matchId: string; requests: JoinRequest[] }) {
  const t = useT();
  if (requests.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-join-requests">
        {t('match.requests.empty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label={t('match.requests.title')}>
      {requests.map((request) => (
        <JoinRequestRow key={request.id} matchId={matchId} request={request} />
      ))}
    </ul>
  );
}
