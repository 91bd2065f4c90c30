import type { AdminSupportTicket } from '@ludo/shared/support/support.schemas';
import { Clock, UserRound } from 'lucide-react';
import { PlayerName } from '@/components/player-name';
import { cn } from '@/lib/cn';
import {
  OverdueBadge,
  TicketCategoryBadge,
  TicketPriorityBadge,
  TicketStatusBadge,
} from '../../components/TicketBadges';
import { deadlineView } from '../../lib/ticket-deadline';

/** The id of a queue entry's button, to give focus back to it. */
export const supportQueueItemId = (id: string) => `support-queue-item-${id}`;

/**
 * The tickets, most urgent first (the server's order): each with its deadline in words, an
 * overdue mark, priority, category, status and assignee. Choosing one opens it beside (or, on
 * phones, instead of) the list.
 */
export function SupportQueueList({
  tickets,
  selectedId,
  onSelect,
  now,
}: {
  tickets: AdminSupportTicket[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  now: Date;
}) {
  return (
    <ul aria-label="Support tickets" className="flex flex-col gap-2">
      {tickets.map((ticket) => {
        const deadline = deadlineView(ticket, now);
        return (
          <li key={ticket.id}>
            <button
              type="button"
              id={supportQueueItemId(ticket.id)}
              aria-pressed={ticket.id === selectedId}
              onClick={() => onSelect(ticket.id)}
              data-testid="support-queue-item"
              className={cn(
                'flex w-full flex-col gap-1.5 rounded-lg border p-3 text-left text-sm transition-colors hover:bg-accent',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                ticket.id === selectedId && 'border-primary bg-primary/5',
                deadline.overdue && 'border-destructive/50',
              )}
            >
              <span className="flex flex-wrap items-start justify-between gap-2">
                <span className="min-w-0 font-semibold break-words">{ticket.subject}</span>
                {deadline.overdue ? <OverdueBadge /> : null}
              </span>
              <span className="flex flex-wrap gap-1.5">
                <TicketStatusBadge status={ticket.status} />
                <TicketPriorityBadge priority={ticket.priority} />
                <TicketCategoryBadge category={ticket.category} />
              </span>
              <span className="min-w-0 break-words text-muted-foreground">
                <PlayerName name={ticket.playerName} /> · <span className="break-all">{ticket.email}</span>
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                <span
                  className={cn(
                    'flex items-center gap-1',
                    deadline.overdue ? 'font-semibold text-destructive' : 'text-muted-foreground',
                  )}
                >
                  <Clock className="size-3.5" aria-hidden="true" />
                  {deadline.text}
                </span>
                <span className="flex items-center gap-1 text-muted-foreground">
                  <UserRound className="size-3.5" aria-hidden="true" />
                  {ticket.assignee ? <PlayerName name={ticket.assignee.name} /> : 'Unassigned'}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
