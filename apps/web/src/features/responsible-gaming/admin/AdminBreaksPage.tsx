import type { AdminExclusions } from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import { EXCLUSION_KIND_LABELS } from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import { useQuery } from '@tanstack/react-query';
import { PauseCircle } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';

/**
 * /admin/breaks: every player on a cool-off or self-exclusion now. Read only: a break cannot be
 * lifted early by anyone (docs/decisions/0017-responsible-gaming.md).
 */
export default function AdminBreaksPage() {
  const list = useQuery({
    queryKey: ['admin', 'exclusions'],
    queryFn: () => apiFetch<AdminExclusions>('/api/admin/responsible-gaming/exclusions'),
  });
  let body: React.ReactNode;
  if (list.isError && !list.data) {
    body = <QueryError title="Could not load the breaks" error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = <Skeleton className="h-40 w-full" />;
  } else if (list.data.exclusions.length === 0) {
    body = (
      <EmptyState
        icon={PauseCircle}
        title="Nobody is on a break"
        hint="Players who take a cool-off or exclude themselves appear here."
      />
    );
  } else {
    body = (
      <Table aria-label="Players on a break">
        <TableHeader>
          <TableRow>
            <TableHead>Player</TableHead>
            <TableHead>Break</TableHead>
            <TableHead>Since</TableHead>
            <TableHead>Ends</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.data.exclusions.map((row) => (
            <TableRow key={`${row.userId}-${row.endsAt}`}>
              <TableCell>
                <div className="font-medium">{row.fullName}</div>
                <div className="text-xs text-muted-foreground">{row.email}</div>
              </TableCell>
              <TableCell>
                <Badge variant={row.kind === 'self_exclusion' ? 'destructive' : 'secondary'}>
                  {EXCLUSION_KIND_LABELS[row.kind]}
                </Badge>
              </TableCell>
              <TableCell>{formatDateTime(row.startsAt)}</TableCell>
              <TableCell>{formatDateTime(row.endsAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Breaks"
        description="Players on a cool-off or self-exclusion. A break cannot be lifted early, by them or by us."
      />
      {body}
    </div>
  );
}
