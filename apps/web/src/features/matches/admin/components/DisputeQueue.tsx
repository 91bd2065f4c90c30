import { TIMING_RULES } from '@ludo/shared/limits';
import type { AdminDispute } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { QueueItem } from '@/components/admin/queue-item';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { DisputeReasonBadge } from './DisputeLabels';

const HOUR_MS = 60 * 60 * 1000;

/** "Waiting 3 h" (or minutes under an hour) since the match went to review. */
function waitingFor(since: string, now: number): { text: string; overdue: boolean } {
  const elapsed = Math.max(0, now - new Date(since).getTime());
  const hours = Math.floor(elapsed / HOUR_MS);
  const text = hours >= 1 ? `Waiting ${hours} h` : `Waiting ${Math.max(1, Math.floor(elapsed / 60_000))} min`;
  return { text, overdue: elapsed > TIMING_RULES.disputeReviewHours * HOUR_MS };
}

/** The queue of disputes, oldest first; choosing one opens it beside (or, on phones, instead of) the list. */
export function DisputeQueue({
  disputes,
  selectedId,
  onSelect,
}: {
  disputes: AdminDispute[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const now = Date.now();
  return (
    <ul aria-label="Disputes" className="flex flex-col gap-2">
      {disputes.map((dispute) => {
        const waiting = waitingFor(dispute.reviewSince, now);
        return (
          <QueueItem key={dispute.id} selected={dispute.id === selectedId} onSelect={() => onSelect(dispute.id)}>
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{dispute.title}</span>
              <DisputeReasonBadge reason={dispute.reviewReason} />
            </span>
            <span className="break-words">
              <PlayerName name={dispute.creatorName} /> vs <PlayerName name={dispute.opponentName} />
            </span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <span>Stake {formatRupees(dispute.stake)}</span>
              <span aria-hidden="true">·</span>
              <span title={`In review since ${formatDateTime(dispute.reviewSince)}`}>{waiting.text}</span>
              {waiting.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
            </span>
          </QueueItem>
        );
      })}
    </ul>
  );
}
