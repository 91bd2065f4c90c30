import type { JoinRequest } from '@ludo/shared/matches/matches.schemas';
import { Check, LoaderCircle, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useAcceptRequest } from '../api/accept-request';
import { useDeclineRequest } from '../api/decline-request';
import { runAction } from '../lib/notify';
import { PlayerSummary } from './PlayerCard';

function JoinRequestRow({ matchId, request }: { matchId: string; request: JoinRequest }) {
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const busy = accept.isPending || decline.isPending;
  const name = request.requester.name;

  return (
    <li className="flex flex-col gap-3 rounded-md border p-3" data-testid="join-request">
      <PlayerSummary player={request.requester} />
      <p className="text-xs text-muted-foreground">Asked {formatDateTime(request.createdAt)}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Accept ${name}`}
          onClick={() =>
            runAction(
              accept.mutateAsync({ matchId, requestId: request.id }),
              ({ message }) => toast.success(message),
              'Could not accept the request',
            )
          }
        >
          {accept.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Check aria-hidden="true" />
          )}
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Decline ${name}`}
          onClick={() =>
            runAction(
              decline.mutateAsync({ matchId, requestId: request.id }),
              ({ message }) => toast.success(message),
              'Could not decline the request',
            )
          }
        >
          {decline.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
          Decline
        </Button>
      </div>
    </li>
  );
}

/** A room's pending join requests, each with Accept and Decline (its owner only). */
export function JoinRequestList({ matchId, requests }: { matchId: string; requests: JoinRequest[] }) {
  if (requests.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-join-requests">
        No requests yet. Players who ask to join appear here.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Join requests">
      {requests.map((request) => (
        <JoinRequestRow key={request.id} matchId={matchId} request={request} />
      ))}
    </ul>
  );
}
