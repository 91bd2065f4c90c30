import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/react';

interface QueryErrorProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}

/** The error state of a failed load, with a retry button. */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  const t = useT();
  // A request's failure reads as it came: the server's message, or ours in the page's language when
  // no answer came (lib/api-client). Any other error is ours to word.
  const message = error instanceof ApiRequestError ? error.message : t('common.queryError.fallback');
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title ?? t('common.queryError.title')}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-3 text-foreground" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
