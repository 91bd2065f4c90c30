import type { AuditLog } from '@ludo/shared/admin/admin.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface AuditLogParams {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Only entries about this user. */
  targetId?: string;
}

/** GET /api/admin/audit-log?page=&pageSize=&targetId= (admins only), newest first. */
export function getAuditLog({ page, pageSize, targetId }: AuditLogParams): Promise<AuditLog> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (targetId) query.set('targetId', targetId);
  return apiFetch<AuditLog>(`/api/admin/audit-log?${query}`);
}

export const auditLogKey = ['admin', 'audit-log'] as const;

export function auditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: [...auditLogKey, params],
    queryFn: () => getAuditLog(params),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
