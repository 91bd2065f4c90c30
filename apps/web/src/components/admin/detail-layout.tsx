import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';

/** One titled part of a queue entry's details (a dispute, a KYC submission). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** What shows until a queue entry's details are loaded: the failure with a retry, or a placeholder. */
export function DetailPending({
  errorTitle,
  query,
}: {
  errorTitle: string;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
}) {
  if (query.isError) {
    return <QueryError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
