import type {
  AdminContactMessage,
  AdminSupportQueue,
  AdminSupportTicketDetail,
  SupportTicketStatus,
} from '@ludo/shared/support/support.schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { supportKeys } from '../../api/query-keys';

/** Which tickets the queue shows (see adminSupportQueueQuerySchema). */
export type QueueFilter = 'active' | 'open' | 'answered' | 'closed' | 'all';

/** New tickets arrive while the team works: the queue is looked at again every half minute. */
const QUEUE_REFRESH_MS = 30_000;

/** GET /api/admin/support/tickets: tickets by response deadline, and the contact form's messages. */
export function getSupportQueue(status: QueueFilter): Promise<AdminSupportQueue> {
  return apiFetch<AdminSupportQueue>(`/api/admin/support/tickets?status=${encodeURIComponent(status)}`);
}

export function useSupportQueue(status: QueueFilter) {
  return useQuery({
    queryKey: supportKeys.adminQueue(status),
    queryFn: () => getSupportQueue(status),
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** GET /api/admin/support/tickets/{id}: the thread with names, the player's contacts, the assignee. */
export function getAdminTicket(id: string): Promise<AdminSupportTicketDetail> {
  return apiFetch<AdminSupportTicketDetail>(`/api/admin/support/tickets/${encodeURIComponent(id)}`);
}

export function useAdminTicket(id: string | null) {
  return useQuery({
    queryKey: supportKeys.adminTicket(id ?? ''),
    queryFn: () => getAdminTicket(id ?? ''),
    enabled: id !== null,
  });
}

function refreshAfterChange(queryClient: QueryClient, ticket: AdminSupportTicketDetail) {
  queryClient.setQueryData(supportKeys.adminTicket(ticket.id), ticket);
  return queryClient.invalidateQueries({ queryKey: [...supportKeys.admin(), 'queue'] });
}

const ticketPath = (id: string, action: string) => `/api/admin/support/tickets/${encodeURIComponent(id)}/${action}`;

/** POST …/replies: answer the player (they are notified; the ticket becomes answered). */
export function useAdminReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiFetch<AdminSupportTicketDetail>(ticketPath(id, 'replies'), { method: 'POST', json: { message } }),
    onSuccess: (ticket) => refreshAfterChange(queryClient, ticket),
  });
}

/** POST …/status: open (waits for the team again), answered or closed. */
export function useSetTicketStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SupportTicketStatus) =>
      apiFetch<AdminSupportTicketDetail>(ticketPath(id, 'status'), { method: 'POST', json: { status } }),
    onSuccess: (ticket) => refreshAfterChange(queryClient, ticket),
  });
}

/** POST …/assign: to an administrator by id, or null to unassign. */
export function useAssignTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: string | null) =>
      apiFetch<AdminSupportTicketDetail>(ticketPath(id, 'assign'), { method: 'POST', json: { assigneeId } }),
    onSuccess: (ticket) => refreshAfterChange(queryClient, ticket),
  });
}

/** POST /api/admin/support/messages/{id}/status: close or reopen a contact form message. */
export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'open' | 'closed' }) =>
      apiFetch<AdminContactMessage>(`/api/admin/support/messages/${encodeURIComponent(id)}/status`, {
        method: 'POST',
        json: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...supportKeys.admin(), 'queue'] }),
  });
}
