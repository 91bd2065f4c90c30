import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { type MessageId, useT } from '@/lib/i18n/react';
import { isTournamentNotFound } from '../api/get-tournament';

/** Where a tournament's page leads back to: the list it came from, named by a message id. */
export interface BackLink {
  to: string;
  labelId: MessageId;
}

/** What shows while a tournament loads. */
export function TournamentDetailSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4" aria-busy="true" data-testid="tournament-loading">
      <span className="sr-only" role="status">
        {t('tournament.detail.loading')}
      </span>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-9 w-72 max-w-full" />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** No such tournament (never existed, or a mistyped address). */
export function TournamentNotFound({ back }: { back: BackLink }) {
  const t = useT();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center"
      data-testid="tournament-not-found"
    >
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-bold">{t('tournament.detail.notFound')}</h1>
      <p className="text-sm text-muted-foreground">{t('tournament.detail.notFound.hint')}</p>
      <Button asChild className="mt-2">
        <Link to={back.to}>{t(back.labelId)}</Link>
      </Button>
    </div>
  );
}

/** A load that failed for another reason (no connection, a server error), with a retry. */
export function TournamentLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl">
      <QueryError title={t('tournament.detail.loadError')} error={error} onRetry={onRetry} />
    </div>
  );
}

/**
 * A tournament's query as a page: loading, "not found", a failure with a retry, or the tournament.
 * Once loaded it stays on screen even if a later poll fails (the next one may succeed).
 */
export function TournamentDetailStates({
  query,
  back,
  children,
}: {
  query: UseQueryResult<TournamentDetail>;
  back: BackLink;
  children: (tournament: TournamentDetail) => ReactNode;
}) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    if (isTournamentNotFound(query.error)) return <TournamentNotFound back={back} />;
    return <TournamentLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <TournamentDetailSkeleton />;
}
