import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_STATUS_LABELS,
  type SupportCategory,
  type SupportPriority,
  type SupportTicketStatus,
} from '@ludo/shared/support/support.schemas';
import { AlarmClock } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type Tone = NonNullable<BadgeProps['variant']>;

/** Open waits for the team, answered waits for the player, closed is done. */
const STATUS_TONE: Record<SupportTicketStatus, Tone> = { open: 'warning', answered: 'success', closed: 'secondary' };
const PRIORITY_TONE: Record<SupportPriority, Tone> = { high: 'destructive', medium: 'warning', low: 'secondary' };

export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  return (
    <Badge variant={STATUS_TONE[status]} data-testid="ticket-status">
      {SUPPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: SupportPriority }) {
  return <Badge variant={PRIORITY_TONE[priority]}>{SUPPORT_PRIORITY_LABELS[priority]} priority</Badge>;
}

export function TicketCategoryBadge({ category }: { category: SupportCategory }) {
  return <Badge variant="outline">{SUPPORT_CATEGORY_LABELS[category]}</Badge>;
}

export function OverdueBadge() {
  return (
    <Badge variant="destructive" data-testid="ticket-overdue">
      <AlarmClock className="size-3" aria-hidden="true" />
      Overdue
    </Badge>
  );
}
