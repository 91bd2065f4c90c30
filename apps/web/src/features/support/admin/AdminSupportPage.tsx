import { isSupportTicketOverdue } from '@ludo/shared/support/support.schemas';
import { Headset } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { QueueDetail, useQueueDetailFocus } from '@/components/queue-detail';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useNow } from '@/features/matches/lib/use-now';
import { type QueueFilter, useSupportQueue } from './api/support-admin';
import { AdminTicketDetail } from './components/AdminTicketDetail';
import { ContactMessageList } from './components/ContactMessageList';
import { SupportQueueList, supportQueueItemId } from './components/SupportQueueList';

const TICKET_PARAM = 'ticket';
const FILTER_PARAM = 'status';
/** Deadlines in words ("Due in 12 min") move on while the page is open. */
const CLOCK_TICK_MS = 30_000;

const FILTERS: ReadonlyArray<{ value: QueueFilter; label: string }> = [
  { value: 'active', label: 'Open and answered' },
  { value: 'open', label: 'Open (waiting for us)' },
  { value: 'answered', label: 'Answered (waiting for the player)' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];
const isFilter = (value: string | null): value is QueueFilter => FILTERS.some((filter) => filter.value === value);

function NoTickets({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <EmptyState
      icon={Headset}
      title="No tickets here"
      hint="Players’ tickets wait here, the most urgent first."
      heading
      headingRef={headingRef}
    />
  );
}

function ChooseTicket() {
  return (
    <EmptyState
      icon={Headset}
      title="Choose a ticket"
      hint="Its conversation, attachment and actions show here."
      className="hidden lg:flex"
    />
  );
}

/**
 * /admin/support: the team's queue. Tickets waiting for an answer come first, each by its
 * response deadline (high 2 h, medium 12 h, low 24 h), overdue ones marked; a chosen ticket (kept
 * in the address as ?ticket=) shows its thread, attachment, reply box, status and assignment.
 * The public contact form's messages are on their own tab.
 */
export default function AdminSupportPage() {
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(TICKET_PARAM);
  const requestedFilter = params.get(FILTER_PARAM);
  const filter: QueueFilter = isFilter(requestedFilter) ? requestedFilter : 'active';
  const queue = useSupportQueue(filter);
  const now = new Date(useNow(CLOCK_TICK_MS));
  const focus = useQueueDetailFocus(selectedId, supportQueueItemId);

  const update = (next: { ticket?: string | null; status?: QueueFilter }) => {
    const ticket = next.ticket === undefined ? selectedId : next.ticket;
    const status = next.status ?? filter;
    const values: Record<string, string> = {};
    if (status !== 'active') values[FILTER_PARAM] = status;
    if (ticket) values[TICKET_PARAM] = ticket;
    setParams(values, { replace: ticket === null });
  };
  const open = (id: string) => {
    focus.opening();
    update({ ticket: id });
  };
  const backToQueue = () => {
    focus.leaving();
    update({ ticket: null });
  };

  const tickets = queue.data?.tickets ?? [];
  const overdue = tickets.filter((ticket) => isSupportTicketOverdue(ticket, now)).length;
  const openMessages = queue.data?.contactMessages.filter((message) => message.status === 'open').length ?? 0;

  return (
    <div>
      <PageHeader
        title="Support"
        description="Players’ tickets, the most urgent first, and messages from the public contact form. Answer, assign, and close what is settled."
      />
      <Tabs defaultValue="tickets">
        <TabsList>
          <TabsTrigger value="tickets">
            Tickets
            {overdue > 0 ? (
              <Badge variant="destructive" className="ml-2">
                {overdue} overdue
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="messages">
            Contact messages
            {openMessages > 0 ? (
              <Badge variant="secondary" className="ml-2">
                {openMessages}
              </Badge>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <div className="mt-4 flex max-w-xs flex-col gap-2">
          <Label htmlFor={`${ids}-filter`}>Show</Label>
          <NativeSelect
            id={`${ids}-filter`}
            value={filter}
            onChange={(event) => update({ status: event.target.value as QueueFilter, ticket: null })}
          >
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {queue.isError && !queue.data ? (
          <div className="mt-4">
            <QueryError
              title="Could not load the support queue"
              error={queue.error}
              onRetry={() => void queue.refetch()}
            />
          </div>
        ) : !queue.data ? (
          <div className="mt-4 flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <>
            <TabsContent value="tickets">
              {tickets.length === 0 && !selectedId ? (
                <NoTickets headingRef={focus.countRef} />
              ) : (
                <QueueDetail
                  queueWidth="wide"
                  countRef={focus.countRef}
                  count={`${tickets.length === 1 ? '1 ticket' : `${tickets.length} tickets`}${overdue > 0 ? `, ${overdue} overdue` : ''}`}
                  queue={
                    tickets.length === 0 ? (
                      <NoTickets />
                    ) : (
                      <SupportQueueList tickets={tickets} selectedId={selectedId} onSelect={open} now={now} />
                    )
                  }
                  selectedId={selectedId}
                  detail={(id) => (
                    <AdminTicketDetail key={id} ticketId={id} now={now} focusOnLoad={focus.focusDetail} />
                  )}
                  placeholder={<ChooseTicket />}
                  onBack={backToQueue}
                />
              )}
            </TabsContent>
            <TabsContent value="messages">
              <ContactMessageList messages={queue.data.contactMessages} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
