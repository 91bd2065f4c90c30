import { SUPPORT_ATTACHMENT_MAX_MB, SUPPORT_RESPONSE_HOURS } from '@ludo/shared/limits';
import { formatRupees } from '@ludo/shared/money';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_PRIORITIES,
  SUPPORT_SUBJECT_MAX,
  type SupportPriority,
} from '@ludo/shared/support/support.schemas';
import { Link2, LoaderCircle, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useMatchHistory } from '@/features/matches/api/get-match-history';
import { useTransactions } from '@/features/wallet/api/get-transactions';
import { transactionTypeLabel } from '@/features/wallet/lib/transaction-display';
import { fieldIssues, serverMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { formatFileSize } from '@/lib/format-file-size';
import { type MessageId, useT } from '@/lib/i18n/react';
import { useCreateTicket } from '../api/tickets';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_IMAGE_TYPES,
  attachmentProblem,
  EMPTY_TICKET_FORM,
  SUPPORT_TEXT,
  TICKET_FIELD_ORDER,
  type TicketField,
  type TicketFieldErrors,
  type TicketFormValues,
  ticketFieldErrors,
  ticketFormData,
} from '../lib/ticket-form';
import { TICKET_CATEGORY_LABELS } from './TicketBadges';

const CHOICE_CLASS = cn(
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm',
  'has-checked:border-primary has-checked:bg-primary/10 has-checked:font-medium',
  'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
);

/** How many of the latest matches and transactions the link lists offer. */
const LINK_CHOICES = 50;
const NONE = 'none';

const PRIORITY_LABELS: Record<SupportPriority, MessageId> = {
  low: 'support.form.priority.low',
  medium: 'support.form.priority.medium',
  high: 'support.form.priority.high',
};
/** "We answer high priority tickets within 2 hours." */
const PRIORITY_HINTS: Record<SupportPriority, MessageId> = {
  low: 'support.form.priorityHint.low',
  medium: 'support.form.priorityHint.medium',
  high: 'support.form.priorityHint.high',
};

/** The player's latest matches and transactions, to link one to the ticket (loaded only when asked for). */
function LinkFields({
  ids,
  values,
  errors,
  disabled,
  onChange,
}: {
  ids: string;
  values: TicketFormValues;
  errors: TicketFieldErrors;
  disabled: boolean;
  onChange: (field: 'matchId' | 'transactionId', value: string) => void;
}) {
  const t = useT();
  const matches = useMatchHistory();
  const transactions = useTransactions();
  const select = (field: 'matchId' | 'transactionId') => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(field, event.target.value === NONE ? '' : event.target.value);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-match`}>{t('support.form.relatedMatch')}</Label>
        <NativeSelect
          id={`${ids}-match`}
          value={values.matchId || NONE}
          onChange={select('matchId')}
          disabled={disabled || !matches.data}
          aria-invalid={errors.matchId ? true : undefined}
          aria-describedby={`${ids}-match-hint`}
        >
          <option value={NONE}>{matches.isPending ? t('support.form.loadingMatches') : t('support.form.none')}</option>
          {matches.data?.slice(0, LINK_CHOICES).map((match) => (
            <option key={match.matchId} value={match.matchId}>
              {match.title} · {formatDate(match.date)}
            </option>
          ))}
        </NativeSelect>
        <p id={`${ids}-match-hint`} className="text-xs text-muted-foreground">
          {matches.isError ? t('support.form.matchesError') : t('support.form.matchHint')}
        </p>
        <FieldError id={`${ids}-match-error`} message={errors.matchId} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-transaction`}>{t('support.form.relatedTransaction')}</Label>
        <NativeSelect
          id={`${ids}-transaction`}
          value={values.transactionId || NONE}
          onChange={select('transactionId')}
          disabled={disabled || !transactions.data}
          aria-invalid={errors.transactionId ? true : undefined}
          aria-describedby={`${ids}-transaction-hint`}
        >
          <option value={NONE}>
            {transactions.isPending ? t('support.form.loadingTransactions') : t('support.form.none')}
          </option>
          {transactions.data?.slice(0, LINK_CHOICES).map((transaction) => (
            <option key={transaction._id} value={transaction._id}>
              {transactionTypeLabel(t, transaction.type)} {formatRupees(transaction.amount)} ·{' '}
              {formatDate(transaction.createdAt)}
            </option>
          ))}
        </NativeSelect>
        <p id={`${ids}-transaction-hint`} className="text-xs text-muted-foreground">
          {transactions.isError ? t('support.form.transactionsError') : t('support.form.transactionHint')}
        </p>
        <FieldError id={`${ids}-transaction-error`} message={errors.transactionId} />
      </div>
    </div>
  );
}

/**
 * "Contact Us": subject, category, priority, message, an optional link to one of the player's
 * matches or transactions, and an optional attachment (checked here, then by content on the
 * server). A submitted ticket opens in "My tickets" below.
 */
export function TicketForm({
  onCreated,
  aboutMatchId = null,
}: {
  onCreated: (ticketId: string) => void;
  /** A match the player came from to report a problem with it: linked, as a technical problem. */
  aboutMatchId?: string | null;
}) {
  const t = useT();
  const ids = useId();
  const create = useCreateTicket();
  const [values, setValues] = useState<TicketFormValues>(() =>
    aboutMatchId ? { ...EMPTY_TICKET_FORM, category: 'technical', matchId: aboutMatchId } : EMPTY_TICKET_FORM,
  );
  const [errors, setErrors] = useState<TicketFieldErrors>({});
  const [attachment, setAttachment] = useState<File | null>(null);
  // A new key empties the file input after a submission or a removal.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [showLinks, setShowLinks] = useState(aboutMatchId !== null);
  const fields = useRef<Partial<Record<TicketField, HTMLElement | null>>>({});
  const busy = create.isPending;

  const update = <K extends keyof TicketFormValues>(field: K, value: TicketFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (next: TicketFieldErrors) => {
    setErrors(next);
    const first = TICKET_FIELD_ORDER.find((field) => next[field]);
    if (first === 'matchId' || first === 'transactionId') setShowLinks(true);
    if (first) requestAnimationFrame(() => fields.current[first]?.focus());
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? attachmentProblem(chosen, t) : null;
    setErrors((current) => ({ ...current, attachment: problem ?? undefined }));
    setAttachment(problem ? null : chosen);
    if (problem) event.target.value = '';
  };

  const removeAttachment = () => {
    setAttachment(null);
    setFileInputKey((key) => key + 1);
    setErrors((current) => ({ ...current, attachment: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = ticketFieldErrors(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    create.mutate(ticketFormData(values, attachment), {
      onSuccess: (ticket) => {
        toast.success(t(SUPPORT_TEXT.submitted), { description: t(SUPPORT_TEXT.submittedDescription) });
        setValues(EMPTY_TICKET_FORM);
        removeAttachment();
        setShowLinks(false);
        onCreated(ticket.id);
      },
      onError: (error) => {
        const next: TicketFieldErrors = {};
        for (const issue of fieldIssues(error)) {
          if ((TICKET_FIELD_ORDER as readonly string[]).includes(issue.path)) {
            next[issue.path as TicketField] ??= issue.message;
          }
        }
        if (Object.keys(next).length > 0) showErrors(next);
        toast.error(t(SUPPORT_TEXT.notSubmitted), {
          description: serverMessage(error) ?? t('common.connectionHint'),
        });
      },
    });
  };

  const describedBy = (field: TicketField, hint?: string) =>
    [hint, errors[field] ? `${ids}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`}>{t('support.form.title')}</CardTitle>
        <CardDescription>{t('support.form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={busy}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-subject`}>{t('support.form.subject')}</Label>
            <Input
              id={`${ids}-subject`}
              ref={(element) => {
                fields.current.subject = element;
              }}
              value={values.subject}
              maxLength={SUPPORT_SUBJECT_MAX}
              onChange={(event) => update('subject', event.target.value)}
              disabled={busy}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={describedBy('subject')}
            />
            <FieldError id={`${ids}-subject-error`} message={errors.subject} />
          </div>

          <fieldset className="flex flex-col gap-2" disabled={busy} aria-describedby={describedBy('category')}>
            <legend className="mb-2 text-sm font-medium">{t('support.form.category')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {SUPPORT_CATEGORIES.map((category, index) => (
                <label key={category} className={CHOICE_CLASS}>
                  <input
                    type="radio"
                    name={`${ids}-category`}
                    value={category}
                    checked={values.category === category}
                    onChange={() => update('category', category)}
                    ref={(element) => {
                      if (index === 0) fields.current.category = element;
                    }}
                    aria-invalid={errors.category ? true : undefined}
                    className="size-4 shrink-0 accent-primary focus-visible:outline-none"
                  />
                  {t(TICKET_CATEGORY_LABELS[category])}
                </label>
              ))}
            </div>
            <FieldError id={`${ids}-category-error`} message={errors.category} />
          </fieldset>

          <fieldset
            className="flex flex-col gap-2"
            disabled={busy}
            aria-describedby={describedBy('priority', `${ids}-priority-hint`)}
          >
            <legend className="mb-2 text-sm font-medium">{t('support.form.priority')}</legend>
            <div className="grid grid-cols-3 gap-2">
              {SUPPORT_PRIORITIES.map((priority, index) => (
                <label key={priority} className={CHOICE_CLASS}>
                  <input
                    type="radio"
                    name={`${ids}-priority`}
                    value={priority}
                    checked={values.priority === priority}
                    onChange={() => update('priority', priority)}
                    ref={(element) => {
                      if (index === 0) fields.current.priority = element;
                    }}
                    className="size-4 shrink-0 accent-primary focus-visible:outline-none"
                  />
                  {t(PRIORITY_LABELS[priority])}
                </label>
              ))}
            </div>
            <p id={`${ids}-priority-hint`} className="text-xs text-muted-foreground">
              {t(PRIORITY_HINTS[values.priority], { hours: SUPPORT_RESPONSE_HOURS[values.priority] })}
            </p>
            <FieldError id={`${ids}-priority-error`} message={errors.priority} />
          </fieldset>

          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-message`}>{t('support.form.message')}</Label>
            <Textarea
              id={`${ids}-message`}
              ref={(element) => {
                fields.current.message = element;
              }}
              rows={6}
              value={values.message}
              maxLength={SUPPORT_MESSAGE_MAX}
              onChange={(event) => update('message', event.target.value)}
              disabled={busy}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy('message')}
            />
            <FieldError id={`${ids}-message-error`} message={errors.message} />
          </div>

          {showLinks ? (
            <LinkFields
              ids={ids}
              values={values}
              errors={errors}
              disabled={busy}
              onChange={(field, value) => update(field, value)}
            />
          ) : (
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => setShowLinks(true)} disabled={busy}>
                <Link2 aria-hidden="true" />
                {t('support.form.link')}
              </Button>
            </div>
          )}

          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-attachment`}>{t('support.form.attachment')}</Label>
            <Input
              key={fileInputKey}
              id={`${ids}-attachment`}
              ref={(element) => {
                fields.current.attachment = element;
              }}
              type="file"
              accept={ATTACHMENT_ACCEPT}
              onChange={onFile}
              disabled={busy}
              className="h-auto cursor-pointer py-1.5"
              aria-invalid={errors.attachment ? true : undefined}
              aria-describedby={describedBy('attachment', `${ids}-attachment-hint`)}
            />
            <p id={`${ids}-attachment-hint`} className="text-xs text-muted-foreground">
              {t('support.form.attachmentHint', {
                imageTypes: ATTACHMENT_IMAGE_TYPES,
                maxMb: SUPPORT_ATTACHMENT_MAX_MB,
              })}
            </p>
            <FieldError id={`${ids}-attachment-error`} message={errors.attachment} />
            {attachment ? (
              <div className="flex min-h-10 items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm">
                <span className="flex min-w-0 items-center gap-2">
                  <Paperclip className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 break-all">
                    {attachment.name} ({formatFileSize(t, attachment.size)})
                  </span>
                </span>
                <Button type="button" variant="ghost" size="sm" onClick={removeAttachment} disabled={busy}>
                  <X aria-hidden="true" />
                  {t('support.form.remove')}
                </Button>
              </div>
            ) : null}
          </div>

          <div>
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {busy ? t('support.form.submitting') : t('support.form.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
