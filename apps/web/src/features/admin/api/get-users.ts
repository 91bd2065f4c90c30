import type { AdminUserList } from '@ludo/shared/admin/admin.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface AdminUsersParams {
  search: string;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** GET /api/admin/users?search=&page=&pageSize= (admins only). */
export function getAdminUsers({ search, page, pageSize }: AdminUsersParams): Promise<AdminUserList> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim()) query.set('search', search.trim());
  return apiFetch<AdminUserList>(`/api/admin/users?${query}`);
}

export const adminUsersKey = ['admin', 'users'] as const;

export function adminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({
    queryKey: [...adminUsersKey, params],
    queryFn: () => getAdminUsers(params),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQueryOptions(params));
}
