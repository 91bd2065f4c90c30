import {
  SUPPORT_STATUS_LABELS,
  SUPPORT_TICKET_STATUSES,
  type SupportTicketStatus,
} from '@ludo/shared/support/support.schemas';
import { Clock, Link2, LoaderCircle, Mail, Phone, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { AttachmentView } from '../../components/AttachmentView';
import { ReplyForm } from '../../components/ReplyForm';
import { ThreadMessages, threadOf } from '../../components/ThreadMessages';
import {
  OverdueBadge,
  TicketCategoryBadge,
  TicketPriorityBadge,
  TicketStatusBadge,
} from '../../components/TicketBadges';
import { deadlineView } from '../../lib/ticket-deadline';
import { useAdminReply, useAdminTicket, useAssignTicket, useSetTicketStatus } from '../api/support-admin';

const failed = (title: string) => (error: unknown) =>
  toast.error(title, { description: serverMessage(error) ?? 'Check your connection and try again.' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One ticket for the team: the player and how to reach them, what it is linked to, the
 * attachment (fetched on request: every admin view is audited), the thread, the answer box, the
 * status and the assignment.
 */
export function AdminTicketDetail({
  ticketId,
  now,
  focusOnLoad,
}: {
  ticketId: string;
  now: Date;
  focusOnLoad: boolean;
}) {
  const ids = useId();
  const ticket = useAdminTicket(ticketId);
  const reply = useAdminReply(ticketId);
  const setStatus = useSetTicketStatus(ticketId);
  const assign = useAssignTicket(ticketId);
  const myId = useAuthStore((state) => state.userId);
  const [status, setStatusChoice] = useState<SupportTicketStatus | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = ticket.data !== undefined;

  useEffect(() => {
    if (loaded && focusOnLoad) headingRef.current?.focus();
  }, [loaded, focusOnLoad]);

  if (!ticket.data) {
    return ticket.isError ? (
      <QueryError title="Could not load this ticket" error={ticket.error} onRetry={() => void ticket.refetch()} />
    ) : (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const data = ticket.data;
  const deadline = deadlineView(data, now);
  const chosenStatus = status ?? data.status;
  const mine = data.assignee !== null && data.assignee.id === myId;

  const sendReply = (message: string) =>
    reply.mutateAsync(message).then(
      () => toast.success('Reply sent', { description: 'The player has been notified.' }),
      (error: unknown) => {
        failed('Your reply was not sent')(error);
        throw error;
      },
    );
  const saveStatus = () =>
    setStatus.mutate(chosenStatus, {
      onSuccess: () => {
        setStatusChoice(null);
        toast.success(`Ticket ${SUPPORT_STATUS_LABELS[chosenStatus].toLowerCase()}`);
      },
      onError: failed('The status was not changed'),
    });
  const changeAssignee = (assigneeId: string | null) =>
    assign.mutate(assigneeId, {
      onSuccess: () => toast.success(assigneeId ? 'Assigned to you' : 'Ticket unassigned'),
      onError: failed('The assignment was not changed'),
    });

  return (
    <article
      className="flex flex-col gap-5 rounded-lg border p-4"
      aria-labelledby={`${ids}-subject`}
      data-testid="admin-ticket"
    >
      <header className="flex flex-col gap-2">
        <h2
          id={`${ids}-subject`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold break-words focus:outline-none"
        >
          {data.subject}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {deadline.overdue ? <OverdueBadge /> : null}
          <TicketStatusBadge status={data.status} />
          <TicketPriorityBadge priority={data.priority} />
          <TicketCategoryBadge category={data.category} />
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>
            Raised <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
          </span>
          <span className={cn('flex items-center gap-1', deadline.overdue && 'font-semibold text-destructive')}>
            <Clock className="size-3.5" aria-hidden="true" />
            {deadline.text}
            {data.status === 'open' ? (
              <span>
                (reply by <time dateTime={data.respondBy}>{formatDateTime(data.respondBy)}</time>)
              </span>
            ) : null}
          </span>
        </p>
      </header>

      <Section title="Player">
        <div className="flex flex-col gap-1 text-sm">
          <span className="flex items-center gap-2">
            <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <PlayerName name={data.playerName} className="font-medium" />
          </span>
          <a
            href={`mailto:${data.email}`}
            className="flex items-center gap-2 break-all text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {data.email}
          </a>
          <a
            href={`tel:${data.phone}`}
            className="flex items-center gap-2 text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {data.phone}
          </a>
        </div>
      </Section>

      {data.match || data.transaction ? (
        <Section title="Linked to">
          <ul className="flex flex-col gap-1 text-sm">
            {data.match ? (
              <li className="flex items-start gap-2">
                <Link2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 break-all">
                  Match: {data.match.label} <span className="text-xs text-muted-foreground">({data.match.id})</span>
                </span>
              </li>
            ) : null}
            {data.transaction ? (
              <li className="flex items-start gap-2">
                <Link2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 break-all">
                  Transaction: {data.transaction.label}{' '}
                  <span className="text-xs text-muted-foreground">({data.transaction.id})</span>
                </span>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}

      {data.attachment ? (
        <Section title="Attachment">
          <AttachmentView ticketId={data.id} attachment={data.attachment} loadOnRequest />
        </Section>
      ) : null}

      <Section title="Conversation">
        <ThreadMessages messages={threadOf(data, data.playerName)} viewer="support" />
      </Section>

      {data.status === 'closed' ? (
        <p className="rounded-md border border-dashed px-4 py-3 text-sm text-muted-foreground">
          This ticket is closed. Reopen it to reply.
        </p>
      ) : (
        <ReplyForm label="Reply to the player" onSend={sendReply} pending={reply.isPending} />
      )}

      <div className="grid gap-4 border-t pt-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-status`}>Status</Label>
          <div className="flex gap-2">
            <NativeSelect
              id={`${ids}-status`}
              className="min-w-0 flex-1"
              value={chosenStatus}
              onChange={(event) => setStatusChoice(event.target.value as SupportTicketStatus)}
              disabled={setStatus.isPending}
            >
              {SUPPORT_TICKET_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {SUPPORT_STATUS_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
            <Button
              variant="outline"
              onClick={saveStatus}
              disabled={setStatus.isPending || chosenStatus === data.status}
            >
              {setStatus.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Update
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium leading-none">Assignee</span>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="min-w-0 break-words">
              {data.assignee ? (
                <PlayerName name={mine ? `${data.assignee.name} (you)` : data.assignee.name} />
              ) : (
                'Unassigned'
              )}
            </span>
            {mine ? (
              <Button variant="outline" size="sm" onClick={() => changeAssignee(null)} disabled={assign.isPending}>
                Unassign
              </Button>
            ) : myId ? (
              <Button variant="outline" size="sm" onClick={() => changeAssignee(myId)} disabled={assign.isPending}>
                Assign to me
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
