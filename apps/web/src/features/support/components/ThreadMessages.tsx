import type { SupportReply } from '@ludo/shared/support/support.schemas';
import { Headset } from 'lucide-react';
import { PlayerName } from '@/components/player-name';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';

export interface ThreadMessage {
  id: string;
  fromSupport: boolean;
  authorName: string;
  message: string;
  createdAt: string;
}

/** The ticket's first message and its replies, as one thread, oldest first. */
export function threadOf(
  ticket: { id: string; message: string; createdAt: string; replies: SupportReply[] },
  playerName: string,
): ThreadMessage[] {
  return [
    {
      id: `${ticket.id}-first`,
      fromSupport: false,
      authorName: playerName,
      message: ticket.message,
      createdAt: ticket.createdAt,
    },
    ...ticket.replies,
  ];
}

/**
 * A ticket's conversation. The viewer's own side sits on the right: the player's messages for the
 * player, the team's for the team.
 */
export function ThreadMessages({ messages, viewer }: { messages: ThreadMessage[]; viewer: 'player' | 'support' }) {
  const t = useT();
  return (
    <ol className="flex flex-col gap-3" aria-label={t('support.thread.messages')}>
      {messages.map((item) => {
        const own = item.fromSupport === (viewer === 'support');
        return (
          <li key={item.id} className={cn('flex', own ? 'justify-end' : 'justify-start')}>
            <article
              className={cn(
                'flex max-w-[92%] flex-col gap-1 rounded-lg border px-3 py-2 text-sm sm:max-w-[80%]',
                item.fromSupport ? 'border-primary/30 bg-primary/5' : 'bg-card',
              )}
              data-testid="thread-message"
            >
              <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                <span className="flex items-center gap-1 font-semibold text-foreground">
                  {item.fromSupport ? <Headset className="size-3.5" aria-hidden="true" /> : null}
                  <PlayerName name={item.authorName} />
                </span>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </header>
              <p className="whitespace-pre-wrap break-words">{item.message}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
