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
import { T, useT } from '@/lib/i18n/react';
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
  const t = useT();
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
        {t('support.thread.back')}
      </Button>
    </div>
  );

  if (ticket.isError && !ticket.data) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <QueryError title={t('support.thread.loadError')} error={ticket.error} onRetry={() => void ticket.refetch()} />
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
  const you = t('support.thread.you');
  const messages = threadOf(data, you).map((item) => (item.fromSupport ? item : { ...item, authorName: you }));
  const send = (message: string) =>
    reply.mutateAsync({ message }).then(
      () => toast.success(t(SUPPORT_TEXT.replySent)),
      (error: unknown) => {
        toast.error(t(SUPPORT_TEXT.replyNotSent), {
          description: serverMessage(error) ?? t('common.connectionHint'),
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
          {data.status === 'open' ? (
            <T
              id="support.thread.raisedAndDue"
              values={{ raised: formatDateTime(data.createdAt), due: formatDateTime(data.respondBy) }}
              components={{ 0: <time dateTime={data.createdAt} />, 1: <time dateTime={data.respondBy} /> }}
            />
          ) : (
            <T
              id="support.thread.raised"
              values={{ raised: formatDateTime(data.createdAt) }}
              components={{ 0: <time dateTime={data.createdAt} /> }}
            />
          )}
        </p>
      </header>

      {data.match || data.transaction ? (
        <ul className="flex flex-col gap-1 text-sm">
          {data.match ? (
            <li className="flex items-center gap-2">
              <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                <T
                  id="support.thread.match"
                  values={{ label: data.match.label }}
                  components={{ 0: <Link to={paths.user.match(data.match.id)} className={linkClass} /> }}
                />
              </span>
            </li>
          ) : null}
          {data.transaction ? (
            <li className="flex items-center gap-2">
              <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                <T
                  id="support.thread.transaction"
                  values={{ label: data.transaction.label }}
                  components={{ 0: <Link to={paths.user.transactions} className={linkClass} /> }}
                />
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}

      {data.attachment ? <AttachmentView ticketId={data.id} attachment={data.attachment} /> : null}

      <ThreadMessages messages={messages} viewer="player" />

      {data.status === 'closed' ? (
        <p className="rounded-md border border-dashed px-4 py-3 text-sm text-muted-foreground">
          {t(SUPPORT_TEXT.closed)}
        </p>
      ) : (
        <ReplyForm label={t('support.thread.replyLabel')} onSend={send} pending={reply.isPending} />
      )}
    </article>
  );
}
