import type { AdminKycQueueItem } from '@ludo/shared/kyc/kyc.schemas';
import { TriangleAlert } from 'lucide-react';
import { QueueItem } from '@/components/admin/queue-item';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';

/** The id of a queue entry's button, to give focus back to it. */
export const kycQueueItemId = (id: string) => `kyc-queue-item-${id}`;

/** "2 warnings": how many things the reviewer must check, with the texts on hover. */
export function KycWarningBadge({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Badge variant="warning" title={warnings.join('\n')} data-testid="kyc-warning-badge">
      <TriangleAlert className="size-3" aria-hidden="true" />
      {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}
    </Badge>
  );
}

/** The KYC submissions waiting for review, oldest first; choosing one opens it beside (or, on phones, instead of) the list. */
export function KycQueue({
  items,
  selectedId,
  onSelect,
}: {
  items: AdminKycQueueItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul aria-label="KYC submissions" className="flex flex-col gap-2">
      {items.map((item) => (
        <QueueItem
          key={item.id}
          id={kycQueueItemId(item.id)}
          selected={item.id === selectedId}
          onSelect={() => onSelect(item.id)}
        >
          <span className="flex flex-wrap items-center justify-between gap-2">
            <PlayerName name={item.accountName} className="min-w-0 font-semibold break-words" />
            <KycWarningBadge warnings={item.warnings} />
          </span>
          <span className="min-w-0 break-words">
            <span className="text-muted-foreground">KYC name: </span>
            <PlayerName name={item.kycName} />
          </span>
          <span className="min-w-0 break-all text-muted-foreground">{item.email}</span>
          <span className="text-xs text-muted-foreground">
            Submitted <time dateTime={item.submittedAt}>{formatDateTime(item.submittedAt)}</time>
          </span>
        </QueueItem>
      ))}
    </ul>
  );
}
