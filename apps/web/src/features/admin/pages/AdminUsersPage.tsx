import type { AdminUser } from '@ludo/shared/admin/admin.schemas';
import { localMobileDigits } from '@ludo/shared/auth/phone';
import { UI_CONSTANTS } from '@ludo/shared/limits';
import type { PaginationState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminUsers } from '../api/get-users';
import { ModerationDialog, type ModerationTarget } from '../components/ModerationDialog';
import { UserStatusBadge } from '../components/UserStatusBadge';

const helper = createDataTableColumnHelper<AdminUser>();

function userColumns(onModerate: (target: ModerationTarget) => void) {
  return helper.columns([
    helper.accessor('fullName', {
      header: 'Name',
      cell: (info) => <PlayerName name={info.getValue()} className="font-medium whitespace-nowrap" />,
    }),
    helper.accessor('email', { header: 'Email' }),
    helper.accessor('phone', {
      header: 'Phone',
      cell: (info) => <span className="whitespace-nowrap">+91 {localMobileDigits(info.getValue())}</span>,
    }),
    helper.accessor('ludoPlayerId', { header: 'Ludo ID' }),
    helper.accessor('role', { header: 'Role', cell: (info) => (info.getValue() === 'admin' ? 'Admin' : 'Player') }),
    helper.accessor('status', {
      header: 'Status',
      cell: (info) => (
        <div className="flex flex-col items-start gap-1">
          <UserStatusBadge status={info.getValue()} />
          {info.row.original.suspendedReason ? (
            <span className="max-w-48 truncate text-xs text-muted-foreground" title={info.row.original.suspendedReason}>
              {info.row.original.suspendedReason}
            </span>
          ) : null}
        </div>
      ),
    }),
    helper.accessor('createdAt', {
      header: 'Joined',
      cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span>,
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const user = row.original;
        const action = user.status === 'active' ? 'suspend' : 'restore';
        return (
          <div className="flex items-center gap-2">
            <Button
              size="sm"
              variant={action === 'suspend' ? 'destructive' : 'outline'}
              aria-label={`${action === 'suspend' ? 'Suspend' : 'Restore'} ${user.fullName}`}
              onClick={() => onModerate({ user, action })}
            >
              {action === 'suspend' ? 'Suspend' : 'Restore'}
            </Button>
            <Button asChild size="sm" variant="ghost">
              <Link
                to={`${paths.admin.auditLog}?targetId=${encodeURIComponent(user.id)}`}
                aria-label={`History of ${user.fullName}`}
              >
                History
              </Link>
            </Button>
            <Button asChild size="sm" variant="ghost">
              <Link
                to={`${paths.admin.ledger}?userId=${encodeURIComponent(user.id)}`}
                aria-label={`Ledger of ${user.fullName}`}
              >
                Ledger
              </Link>
            </Button>
          </div>
        );
      },
    }),
  ]);
}

export default function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: UI_CONSTANTS.defaultTablePageSize,
  });
  const [target, setTarget] = useState<ModerationTarget | null>(null);
  const users = useAdminUsers({
    search: debouncedSearch,
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
  });
  const columns = useMemo(() => userColumns(setTarget), []);

  return (
    <div>
      <PageHeader title="Users" description="Find players, and suspend or restore their accounts." />
      {users.isError && !users.data ? (
        <QueryError title="Could not load users" error={users.error} onRetry={() => users.refetch()} />
      ) : (
        <DataTable
          label="Users"
          columns={columns}
          data={users.data?.users ?? NO_USERS}
          getRowId={(user) => user.id}
          isLoading={users.isPending}
          isFetching={users.isFetching}
          search={{
            label: 'Search by name, email, phone or Ludo ID',
            placeholder: 'Search users...',
            value: search,
            onChange: (value) => {
              setSearch(value);
              setPagination((current) => ({ ...current, pageIndex: 0 }));
            },
          }}
          server={{ rowCount: users.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
        />
      )}
      <ModerationDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

const NO_USERS: AdminUser[] = [];
