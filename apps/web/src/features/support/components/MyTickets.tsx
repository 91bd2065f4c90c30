import type { SupportTicketSummary } from '@ludo/shared/support/support.schemas';
import { Inbox, MessageSquare, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';
import { useMyTickets } from '../api/tickets';
import { TicketCategoryBadge, TicketPriorityBadge, TicketStatusBadge } from './TicketBadges';
import { TicketThread } from './TicketThread';

/** The id of a ticket's entry in the list, to give focus back to it. */
export const ticketEntryId = (id: string) => `support-ticket-${id}`;

function TicketEntry({ ticket, onOpen }: { ticket: SupportTicketSummary; onOpen: () => void }) {
  const t = useT();
  return (
    <li>
      <button
        type="button"
        id={ticketEntryId(ticket.id)}
        onClick={onOpen}
        className="flex w-full flex-col gap-1.5 rounded-lg border p-3 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex flex-wrap items-start justify-between gap-2">
          <span className="min-w-0 font-semibold break-words">{ticket.subject}</span>
          <TicketStatusBadge status={ticket.status} />
        </span>
        <span className="flex flex-wrap gap-1.5">
          <TicketPriorityBadge priority={ticket.priority} />
          <TicketCategoryBadge category={ticket.category} />
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          <span className="flex items-center gap-1">
            <MessageSquare className="size-3.5" aria-hidden="true" />
            {t('support.tickets.replies', { count: ticket.replyCount })}
          </span>
          {ticket.hasAttachment ? (
            <span className="flex items-center gap-1">
              <Paperclip className="size-3.5" aria-hidden="true" />
              {t('support.tickets.attachment')}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/**
 * "My tickets": the player's tickets, newest first, each with its status. Opening one shows its
 * thread in the list's place (kept in the address as ?ticket=, where a notification links).
 */
export function MyTickets({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (ticketId: string | null) => void;
}) {
  const t = useT();
  const tickets = useMyTickets();

  let body: ReactNode;
  if (selectedId) {
    body = <TicketThread key={selectedId} ticketId={selectedId} onBack={() => onSelect(null)} />;
  } else if (tickets.isError && !tickets.data) {
    body = (
      <QueryError title={t('support.tickets.loadError')} error={tickets.error} onRetry={() => void tickets.refetch()} />
    );
  } else if (!tickets.data) {
    body = (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (tickets.data.tickets.length === 0) {
    body = (
      <EmptyState
        icon={Inbox}
        title={t('support.tickets.empty')}
        hint={t('support.tickets.emptyHint')}
        className="py-10"
      />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2" aria-label={t('support.tickets.label')}>
        {tickets.data.tickets.map((ticket) => (
          <TicketEntry key={ticket.id} ticket={ticket} onOpen={() => onSelect(ticket.id)} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="my-tickets-heading">
      <CardHeader>
        <CardTitle id="my-tickets-heading">{t('support.tickets.title')}</CardTitle>
        <CardDescription>{t('support.tickets.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
