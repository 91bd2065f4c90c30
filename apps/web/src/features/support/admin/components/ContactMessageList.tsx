import type { AdminContactMessage } from '@ludo/shared/support/support.schemas';
import { Mail } from 'lucide-react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useSetContactStatus } from '../api/support-admin';

/**
 * Messages of the public contact form (visitors, no account): answered by email, then closed here
 * so the list holds only what still needs a reply.
 */
export function ContactMessageList({ messages }: { messages: AdminContactMessage[] }) {
  const setStatus = useSetContactStatus();

  if (messages.length === 0) {
    return (
      <EmptyState
        icon={Mail}
        title="No contact form messages"
        hint="Messages sent from the public Support page will wait here."
      />
    );
  }

  const change = (message: AdminContactMessage) => {
    const status = message.status === 'open' ? 'closed' : 'open';
    setStatus.mutate(
      { id: message.id, status },
      {
        onSuccess: () => toast.success(status === 'closed' ? 'Message closed' : 'Message reopened'),
        onError: (error) =>
          toast.error('The message was not updated', {
            description: serverMessage(error) ?? 'Check your connection and try again.',
          }),
      },
    );
  };

  return (
    <ul aria-label="Contact form messages" className="flex flex-col gap-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className="flex flex-col gap-2 rounded-lg border p-3 text-sm"
          data-testid="contact-message"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col">
              <PlayerName name={message.name} className="font-semibold break-words" />
              <a
                href={`mailto:${message.email}`}
                className="break-all text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {message.email}
              </a>
            </div>
            <Badge variant={message.status === 'open' ? 'warning' : 'secondary'}>
              {message.status === 'open' ? 'Open' : 'Closed'}
            </Badge>
          </div>
          <p className="whitespace-pre-wrap break-words">{message.message}</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-xs text-muted-foreground">
              Sent <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              {message.userId ? ' · from a signed-in account' : ''}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={setStatus.isPending && setStatus.variables?.id === message.id}
              onClick={() => change(message)}
            >
              {message.status === 'open' ? 'Close' : 'Reopen'}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
