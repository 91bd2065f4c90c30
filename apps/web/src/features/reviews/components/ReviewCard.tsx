import { BRAND_NAME } from '@ludo/shared/brand';
import { REVIEW_TEXT_MAX, type ReviewStatus, reviewBodySchema } from '@ludo/shared/reviews/reviews.schemas';
import { MessageSquareHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-error';
import { type MessageId, useT } from '@/lib/i18n/react';
import { useMyReview, useSaveReview } from '../api/reviews';
import { Stars } from './Stars';

const STATUS_TEXT: Record<ReviewStatus, MessageId> = {
  pending: 'dashboard.review.status.pending',
  approved: 'dashboard.review.status.approved',
  rejected: 'dashboard.review.status.rejected',
};

/** The form: 1 to 5 stars as radio buttons, and a few words. */
function ReviewForm({ initial, onDone }: { initial?: { rating: number; text: string }; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const save = useSaveReview();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reviewBodySchema.safeParse({ rating: rating || undefined, text });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({
        rating: issues.find((issue) => issue.path[0] === 'rating')?.message,
        text: issues.find((issue) => issue.path[0] === 'text')?.message,
      });
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('dashboard.review.saved'), { description: t('dashboard.review.saved.description') });
        onDone();
      },
      onError: (error) => toast.error(serverMessage(error) ?? t('dashboard.review.saveError')),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium">{t('dashboard.review.rating')}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex cursor-pointer items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="size-4 accent-primary"
              />
              {t('dashboard.review.stars', { count: n })}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating-error`} message={errors.rating} />
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-text`}>{t('dashboard.review.text')}</Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${id}-text-hint${errors.text ? ` ${id}-text-error` : ''}`}
        />
        <p id={`${id}-text-hint`} className="text-xs text-muted-foreground">
          {t('dashboard.review.text.hint', { length: text.length, max: REVIEW_TEXT_MAX })}
        </p>
        <FieldError id={`${id}-text-error`} message={errors.text} />
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('dashboard.review.sending') : t('dashboard.review.send')}
      </Button>
    </form>
  );
}

/**
 * "Rate Ludo Arena" (the brand): after a few finished games the player may review the platform; their review,
 * its state, and a way to change it (an edit waits for approval again).
 */
export function ReviewCard() {
  const t = useT();
  const mine = useMyReview();
  const [editing, setEditing] = useState(false);
  let body: React.ReactNode;
  if (!mine.data) {
    body = mine.isError ? (
      <p className="text-sm text-muted-foreground">{t('dashboard.review.loadError')}</p>
    ) : (
      <Skeleton className="h-16 w-full" />
    );
  } else if (!mine.data.eligible) {
    body = (
      <p className="text-sm text-muted-foreground" data-testid="review-not-yet">
        {t('dashboard.review.notYet', { needed: mine.data.gamesNeeded, played: mine.data.gamesPlayed })}
      </p>
    );
  } else if (!mine.data.review || editing) {
    const review = mine.data.review;
    body = (
      <ReviewForm
        initial={review ? { rating: review.rating, text: review.text } : undefined}
        onDone={() => setEditing(false)}
      />
    );
  } else {
    const review = mine.data.review;
    body = (
      <div className="flex flex-col gap-2" data-testid="my-review">
        <div className="flex flex-wrap items-center gap-2">
          <Stars rating={review.rating} />
          <Badge
            variant={
              review.status === 'approved' ? 'success' : review.status === 'rejected' ? 'destructive' : 'secondary'
            }
          >
            {t(STATUS_TEXT[review.status])}
          </Badge>
          {review.featured ? <Badge variant="outline">{t('dashboard.review.featured')}</Badge> : null}
        </div>
        <p className="text-sm break-words">“{review.text}”</p>
        <Button variant="outline" size="sm" className="self-start" onClick={() => setEditing(true)}>
          {t('dashboard.review.edit')}
        </Button>
      </div>
    );
  }
  return (
    <Card aria-labelledby="review-card-title">
      <CardHeader>
        <CardTitle id="review-card-title" className="flex items-center gap-2">
          <MessageSquareHeart className="size-5 text-primary" aria-hidden="true" />
          {t('dashboard.review.title', { brand: BRAND_NAME })}
        </CardTitle>
        <CardDescription>{t('dashboard.review.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
