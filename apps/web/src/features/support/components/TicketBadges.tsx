import type { SupportCategory, SupportPriority, SupportTicketStatus } from '@ludo/shared/support/support.schemas';
import { AlarmClock } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { type MessageId, useT } from '@/lib/i18n/react';

type Tone = NonNullable<BadgeProps['variant']>;

/** Open waits for the team, answered waits for the player, closed is done. */
const STATUS_TONE: Record<SupportTicketStatus, Tone> = { open: 'warning', answered: 'success', closed: 'secondary' };
const PRIORITY_TONE: Record<SupportPriority, Tone> = { high: 'destructive', medium: 'warning', low: 'secondary' };

export const TICKET_STATUS_LABELS: Record<SupportTicketStatus, MessageId> = {
  open: 'support.status.open',
  answered: 'support.status.answered',
  closed: 'support.status.closed',
};

/** "High priority": the badges, the response times beside the form and the public Support page. */
export const TICKET_PRIORITY_NAMES: Record<SupportPriority, MessageId> = {
  high: 'support.priority.named.high',
  medium: 'support.priority.named.medium',
  low: 'support.priority.named.low',
};

export const TICKET_CATEGORY_LABELS: Record<SupportCategory, MessageId> = {
  account: 'support.category.account',
  tournament: 'support.category.tournament',
  payment: 'support.category.payment',
  technical: 'support.category.technical',
  other: 'support.category.other',
};

export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  const t = useT();
  return (
    <Badge variant={STATUS_TONE[status]} data-testid="ticket-status">
      {t(TICKET_STATUS_LABELS[status])}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: SupportPriority }) {
  const t = useT();
  return <Badge variant={PRIORITY_TONE[priority]}>{t(TICKET_PRIORITY_NAMES[priority])}</Badge>;
}

export function TicketCategoryBadge({ category }: { category: SupportCategory }) {
  const t = useT();
  return <Badge variant="outline">{t(TICKET_CATEGORY_LABELS[category])}</Badge>;
}

export function OverdueBadge() {
  const t = useT();
  return (
    <Badge variant="destructive" data-testid="ticket-overdue">
      <AlarmClock className="size-3" aria-hidden="true" />
      {t('support.overdue')}
    </Badge>
  );
}
