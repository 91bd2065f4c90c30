import { Mail, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useOutbox, useOutboxMessage } from '../api/outbox';

function MessageView({ name }: { name: string }) {
  const message = useOutboxMessage(name);
  if (message.isError) {
    return (
      <QueryError title="Could not open this message" error={message.error} onRetry={() => void message.refetch()} />
    );
  }
  if (!message.data) return <Skeleton className="h-64 w-full" />;
  return (
    <pre
      className="max-h-[70dvh] overflow-auto rounded-md border bg-muted/30 p-3 text-xs break-words whitespace-pre-wrap"
      data-testid="outbox-message"
    >
      {message.data.text}
    </pre>
  );
}

/**
 * /admin/outbox: on the embedded default (no SMTP server, the SMS sandbox) every email and SMS the
 * platform sends is kept in the data folder; admins read them here. Reset links and codes are
 * hidden, and every message opened is in the audit log.
 */
export default function AdminOutboxPage() {
  const outbox = useOutbox();
  const [open, setOpen] = useState<string | null>(null);
  let body: React.ReactNode;
  if (outbox.isError && !outbox.data) {
    body = <QueryError title="Could not load the outbox" error={outbox.error} onRetry={() => void outbox.refetch()} />;
  } else if (!outbox.data) {
    body = <Skeleton className="h-40 w-full" />;
  } else if (!outbox.data.enabled) {
    body = (
      <Alert>
        <AlertDescription>
          Email goes out through SMTP and SMS through the provider: nothing is kept here.
        </AlertDescription>
      </Alert>
    );
  } else if (outbox.data.messages.length === 0) {
    body = <EmptyState icon={Mail} title="Nothing sent yet" hint="Emails and SMS the platform sends appear here." />;
  } else {
    body = (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <ul className="flex flex-col gap-2" aria-label="Sent messages">
          {outbox.data.messages.map((message) => (
            <li key={message.name}>
              <button
                type="button"
                aria-pressed={open === message.name}
                onClick={() => setOpen(message.name)}
                className="flex w-full flex-col items-start gap-1 rounded-md border p-3 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-primary"
              >
                <span className="flex items-center gap-2">
                  {message.channel === 'email' ? (
                    <Mail className="size-4" aria-hidden="true" />
                  ) : (
                    <MessageSquare className="size-4" aria-hidden="true" />
                  )}
                  <Badge variant="outline">{message.channel === 'email' ? 'Email' : 'SMS'}</Badge>
                  <span className="break-all">{message.to}</span>
                </span>
                <span className="font-medium break-words">{message.subject}</span>
                <span className="text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div>
          {open ? (
            <MessageView name={open} />
          ) : (
            <p className="text-sm text-muted-foreground">Choose a message to read it.</p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div>
      <PageHeader
        title="Outbox"
        description="Emails and SMS kept in the data folder, newest first. Reset links and codes are hidden."
      />
      {body}
    </div>
  );
}
