import { SUPPORT_MESSAGE_MAX, supportReplyBodySchema } from '@ludo/shared/support/support.schemas';
import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/react';

/**
 * The box under a thread. `onSend` resolves when the reply was stored (the box empties) and
 * rejects when it was not (the text stays, for another try; the caller says why).
 */
export function ReplyForm({
  label,
  onSend,
  pending,
}: {
  label: string;
  onSend: (message: string) => Promise<unknown>;
  pending: boolean;
}) {
  const t = useT();
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = supportReplyBodySchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSend(parsed.data.message).then(
      () => setMessage(''),
      () => undefined,
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2" aria-busy={pending}>
      <Label htmlFor={`${id}-message`}>{label}</Label>
      <Textarea
        id={`${id}-message`}
        rows={3}
        value={message}
        maxLength={SUPPORT_MESSAGE_MAX}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {pending ? t('support.reply.sending') : t('support.reply.send')}
        </Button>
      </div>
    </form>
  );
}
