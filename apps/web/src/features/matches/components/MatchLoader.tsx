import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/react';
import { isMatchNotFound, useMatch } from '../api/get-match';
import { MatchNotFound } from './MatchNotFound';

/** Loads one match and renders it, or its loading, "Match not found" or error state. */
export function MatchLoader({ id, children }: { id: string; children: (match: MatchDetail) => ReactNode }) {
  const t = useT();
  const match = useMatch(id);
  if (match.isPending) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4" aria-busy="true" data-testid="match-loading">
        <span className="sr-only" role="status">
          {t('match.loader.loading')}
        </span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-10 w-72 max-w-full" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (match.isError) {
    if (isMatchNotFound(match.error)) return <MatchNotFound />;
    return (
      <div className="mx-auto max-w-5xl">
        <QueryError title={t('match.loader.error')} error={match.error} onRetry={() => void match.refetch()} />
      </div>
    );
  }
  return <>{children(match.data)}</>;
}
