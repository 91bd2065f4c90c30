import { ArrowLeft, Link2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useReplyToTicket, useTicket } from '../api/tickets';
import { SUPPORT_TEXT } from '../lib/ticket-form';
import { AttachmentView } from './AttachmentView';
import { ReplyForm } from './ReplyForm';
import { ThreadMessages, threadOf } from './ThreadMessages';
import { TicketCategoryBadge, TicketPriorityBadge, TicketStatusBadge } from './TicketBadges';

const linkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** One of the player's tickets: its details, the conversation with the team, and a reply box until it is closed. */
export function TicketThread({ ticketId, onBack }: { ticketId: string; onBack: () => void }) {
  const ticket = useTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = ticket.data !== undefined;

  // Opening a ticket moves focus to it, so keyboard and screen reader users land on what opened.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const back = (
    <div>
      <Button variant="outline" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to my tickets
      </Button>
    </div>
  );

  if (ticket.isError && !ticket.data) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <QueryError title="Could not load this ticket" error={ticket.error} onRetry={() => void ticket.refetch()} />
      </div>
    );
  }
  if (!ticket.data) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {back}
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  const data = ticket.data;
  const messages = threadOf(data, 'You').map((item) => (item.fromSupport ? item : { ...item, authorName: 'You' }));
  const send = (message: string) =>
    reply.mutateAsync({ message }).then(
      () => toast.success(SUPPORT_TEXT.replySent),
      (error: unknown) => {
        toast.error(SUPPORT_TEXT.replyNotSent, {
          description: serverMessage(error) ?? 'Check your connection and try again.',
        });
        throw error;
      },
    );

  return (
    <article className="flex flex-col gap-4" aria-labelledby={`ticket-${data.id}-subject`} data-testid="ticket-thread">
      {back}
      <header className="flex flex-col gap-2">
        <h3
          id={`ticket-${data.id}-subject`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold break-words focus:outline-none"
        >
          {data.subject}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <TicketStatusBadge status={data.status} />
          <TicketPriorityBadge priority={data.priority} />
          <TicketCategoryBadge category={data.category} />
        </div>
        <p className="text-xs text-muted-foreground">
          Raised <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
          {data.status === 'open' ? (
            <>
              {' '}
              · We aim to reply by <time dateTime={data.respondBy}>{formatDateTime(data.respondBy)}</time>
            </>
          ) : null}
        </p>
      </header>

      {data.match || data.transaction ? (
        <ul className="flex flex-col gap-1 text-sm">
          {data.match ? (
            <li className="flex items-center gap-2">
              <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                Match:{' '}
                <Link to={paths.user.match(data.match.id)} className={linkClass}>
                  {data.match.label}
                </Link>
              </span>
            </li>
          ) : null}
          {data.transaction ? (
            <li className="flex items-center gap-2">
              <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                Transaction:{' '}
                <Link to={paths.user.transactions} className={linkClass}>
                  {data.transaction.label}
                </Link>
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}

      {data.attachment ? <AttachmentView ticketId={data.id} attachment={data.attachment} /> : null}

      <ThreadMessages messages={messages} viewer="player" />

      {data.status === 'closed' ? (
        <p className="rounded-md border border-dashed px-4 py-3 text-sm text-muted-foreground">{SUPPORT_TEXT.closed}</p>
      ) : (
        <ReplyForm label="Your reply" onSend={send} pending={reply.isPending} />
      )}
    </article>
  );
}
