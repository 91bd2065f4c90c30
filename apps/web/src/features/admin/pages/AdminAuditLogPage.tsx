import type { AuditEntry } from '@ludo/shared/admin/admin.schemas';
import { UI_CONSTANTS } from '@ludo/shared/limits';
import type { PaginationState } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useAuditLog } from '../api/get-audit-log';

const helper = createDataTableColumnHelper<AuditEntry>();

function json(value: unknown): string {
  return value === undefined || value === null ? '—' : JSON.stringify(value, null, 2);
}

const columns = helper.columns([
  helper.accessor('createdAt', {
    header: 'When',
    cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
  }),
  helper.accessor((entry) => entry.actorEmail ?? 'System', { id: 'actor', header: 'Who' }),
  helper.accessor('action', {
    header: 'What',
    cell: (info) => <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{info.getValue()}</code>,
  }),
  helper.accessor((entry) => `${entry.targetType} ${entry.targetId ?? ''}`.trim(), {
    id: 'target',
    header: 'Target',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span>{row.original.targetType}</span>
        {row.original.targetId ? (
          <span className="max-w-40 truncate font-mono text-xs text-muted-foreground" title={row.original.targetId}>
            {row.original.targetId}
          </span>
        ) : null}
      </div>
    ),
  }),
  helper.accessor((entry) => entry.reason ?? '—', {
    id: 'reason',
    header: 'Reason',
    cell: (info) => <span className="line-clamp-3 max-w-64">{info.getValue()}</span>,
  }),
  helper.display({
    id: 'change',
    header: 'Before / after',
    cell: ({ row }) => (
      <details className="max-w-80">
        <summary className="cursor-pointer text-primary">Show</summary>
        <div className="mt-2 grid gap-2 text-xs">
          <div>
            <p className="font-medium">Before</p>
            <pre className="overflow-x-auto rounded bg-muted p-2">{json(row.original.before)}</pre>
          </div>
          <div>
            <p className="font-medium">After</p>
            <pre className="overflow-x-auto rounded bg-muted p-2">{json(row.original.after)}</pre>
          </div>
        </div>
      </details>
    ),
  }),
]);

const NO_ENTRIES: AuditEntry[] = [];

export default function AdminAuditLogPage() {
  const [params] = useSearchParams();
  const targetId = params.get('targetId') ?? undefined;
  // A new filter starts again from the first page.
  return <AuditLogView key={targetId ?? 'all'} targetId={targetId} />;
}

function AuditLogView({ targetId }: { targetId: string | undefined }) {
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: UI_CONSTANTS.defaultTablePageSize,
  });
  const log = useAuditLog({ page: pagination.pageIndex + 1, pageSize: pagination.pageSize, targetId });

  return (
    <div>
      <PageHeader
        title="Audit log"
        description="Every admin action: who did what, when, to whom, and why."
        actions={
          targetId ? (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.admin.auditLog}>Show all entries</Link>
            </Button>
          ) : undefined
        }
      />
      {targetId ? (
        <p className="mb-4 text-sm text-muted-foreground">
          Showing entries about <span className="font-mono">{targetId}</span>.
        </p>
      ) : null}
      {log.isError && !log.data ? (
        <QueryError title="Could not load the audit log" error={log.error} onRetry={() => log.refetch()} />
      ) : (
        <DataTable
          label="Audit log"
          columns={columns}
          data={log.data?.entries ?? NO_ENTRIES}
          getRowId={(entry) => entry.id}
          isLoading={log.isPending}
          isFetching={log.isFetching}
          server={{ rowCount: log.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
        />
      )}
    </div>
  );
}
