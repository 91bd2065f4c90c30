import type { SupportReplyBody, SupportTicketDetail, SupportTicketList } from '@ludo/shared/support/support.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchBlob } from '@/lib/api-client';
import { useT } from '@/lib/i18n/react';
import { supportKeys } from './query-keys';

/** An open thread is looked at again now and then: the team's answer shows without a reload. */
const THREAD_REFRESH_MS = 60_000;

/** GET /api/support/tickets: the player's tickets, newest first. */
export function getMyTickets(): Promise<SupportTicketList> {
  return apiFetch<SupportTicketList>('/api/support/tickets');
}

export function useMyTickets() {
  return useQuery({ queryKey: supportKeys.myTickets(), queryFn: getMyTickets });
}

/** GET /api/support/tickets/{id}: one of the player's tickets with its replies, oldest first. */
export function getTicket(id: string): Promise<SupportTicketDetail> {
  return apiFetch<SupportTicketDetail>(`/api/support/tickets/${encodeURIComponent(id)}`);
}

export function useTicket(id: string | null) {
  return useQuery({
    queryKey: supportKeys.ticket(id ?? ''),
    queryFn: () => getTicket(id ?? ''),
    enabled: id !== null,
    refetchInterval: THREAD_REFRESH_MS,
  });
}

/** POST /api/support/tickets (multipart, see lib/ticket-form's ticketFormData). */
export function createTicket(body: FormData): Promise<SupportTicketDetail> {
  return apiFetch<SupportTicketDetail>('/api/support/tickets', { method: 'POST', body });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.myTickets() });
    },
  });
}

/** POST /api/support/tickets/{id}/replies: the player writes in the thread (not once it is closed). */
export function replyToTicket(id: string, body: SupportReplyBody): Promise<SupportTicketDetail> {
  return apiFetch<SupportTicketDetail>(`/api/support/tickets/${encodeURIComponent(id)}/replies`, {
    method: 'POST',
    json: body,
  });
}

export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportReplyBody) => replyToTicket(id, body),
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.myTickets() });
    },
  });
}

/**
 * A ticket's attachment (its `url`): protected, so fetched with the bearer token as a blob, for
 * its owner and admins only. An admin's view is audited, so it is fetched once per visit.
 */
export function useAttachment(ticketId: string, url: string, enabled: boolean) {
  const t = useT();
  return useQuery({
    queryKey: [...supportKeys.attachment(ticketId), url],
    queryFn: () => apiFetchBlob(url, { cache: 'no-store' }, t('support.attachment.loadError')),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
