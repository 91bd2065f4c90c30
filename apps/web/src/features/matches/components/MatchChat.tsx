import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@ludo/shared/matches/matches.schemas';
import { LoaderCircle, SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/react';
import { useChat } from '../api/get-chat';
import { useSendChatMessage } from '../api/send-chat-message';
import { toastFailure } from '../lib/notify';

// A line's time in the page's language ("4:05 pm"), with Latin digits like every date.
const timeFormatters = new Map<Locale, Intl.DateTimeFormat>();
const timeOf = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = currentLocale();
  let formatter = timeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' });
    timeFormatters.set(locale, formatter);
  }
  return formatter.format(date);
};

function ChatLine({ message }: { message: ChatMessage }) {
  const t = useT();
  if (message.sender === 'system') {
    return (
      <li
        className="mx-auto max-w-[90%] rounded-md border border-dashed bg-muted/50 px-3 py-1.5 text-center text-xs text-muted-foreground"
        data-sender="system"
        data-testid="chat-message"
      >
        {message.message}
        <span className="ml-1 opacity-70">· {timeOf(message.timestamp)}</span>
      </li>
    );
  }
  const mine = message.sender === 'you';
  return (
    <li
      className={cn('flex max-w-[85%] flex-col gap-0.5', mine ? 'items-end self-end' : 'items-start self-start')}
      data-sender={message.sender}
      data-testid="chat-message"
    >
      <span className="px-1 text-xs text-muted-foreground">
        {mine ? (
          t('match.common.you')
        ) : message.senderName ? (
          <PlayerName name={message.senderName} />
        ) : (
          t('match.chat.opponent')
        )}{' '}
        · {timeOf(message.timestamp)}
      </span>
      <p
        className={cn(
          'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.message}
      </p>
    </li>
  );
}

/** The two players' chat: live, with the system's lines (joined, results, decisions) in between. */
export function MatchChat({ matchId }: { matchId: string }) {
  const t = useT();
  const ids = useId();
  const chat = useChat(matchId, true);
  const send = useSendChatMessage();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const count = chat.data?.length ?? 0;

  // Keep the newest line in view as lines arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);

  const submit = () => {
    const message = draft.trim();
    // Blank messages are ignored (docs/product-rules.md, Rooms and matches).
    if (message === '' || send.isPending) return;
    setDraft('');
    send.mutateAsync({ matchId, message }).catch((error: unknown) => {
      // Give the line back to edit and resend, unless something new was typed meanwhile.
      setDraft((current) => (current === '' ? message : current));
      toastFailure(t, t('match.chat.sendFailed'), error);
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line; a phone keyboard's composition is left alone.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      aria-labelledby={`${ids}-title`}
      data-testid="match-chat"
    >
      <h3 id={`${ids}-title`} className="font-semibold">
        {t('match.chat.title')}
      </h3>
      {chat.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="ml-auto h-8 w-1/2" />
        </div>
      ) : chat.isError ? (
        <QueryError title={t('match.chat.loadError')} error={chat.error} onRetry={() => void chat.refetch()} />
      ) : (
        <ol
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-label={t('match.chat.messagesLabel')}
          className="flex max-h-80 min-h-32 flex-col gap-2 overflow-y-auto rounded-md bg-background p-2"
        >
          {chat.data.length === 0 ? (
            <li className="m-auto text-sm text-muted-foreground">{t('match.chat.empty')}</li>
          ) : (
            chat.data.map((message) => <ChatLine key={message.id} message={message} />)
          )}
        </ol>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-1.5" aria-label={t('match.chat.formLabel')}>
        <label htmlFor={`${ids}-input`} className="sr-only">
          {t('match.chat.inputLabel')}
        </label>
        <div className="flex items-end gap-2">
          <Textarea
            id={`${ids}-input`}
            rows={2}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('match.chat.placeholder')}
            className="min-h-11 resize-none"
            aria-describedby={`${ids}-hint`}
          />
          <Button
            type="submit"
            size="icon"
            className="size-11 shrink-0"
            disabled={draft.trim() === '' || send.isPending}
            aria-label={t('match.chat.send')}
          >
            {send.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <SendHorizontal aria-hidden="true" />
            )}
          </Button>
        </div>
        <p id={`${ids}-hint`} className="flex justify-between gap-2 text-xs text-muted-foreground">
          <span>{t('match.chat.hint', { enter: 'Enter', shiftEnter: 'Shift+Enter' })}</span>
          <span className="tabular-nums">
            {draft.length}/{CHAT_MESSAGE_MAX_LENGTH}
          </span>
        </p>
      </form>
    </section>
  );
}
