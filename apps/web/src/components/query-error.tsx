import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface QueryErrorProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}

/** The error state of a failed load, with a retry button. */
export function QueryError({ title = 'Could not load this', error, onRetry }: QueryErrorProps) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-3 text-foreground" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
