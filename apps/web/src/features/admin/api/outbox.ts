import type { OutboxList, OutboxMessageBody } from '@ludo/shared/admin/outbox.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/admin/outbox: the emails and SMS kept on the embedded default, newest first. */
export const useOutbox = () =>
  useQuery({
    queryKey: ['admin', 'outbox'],
    queryFn: () => apiFetch<OutboxList>('/api/admin/outbox'),
    refetchInterval: 10_000,
  });

/** GET /api/admin/outbox/{name}: one message as text, reset links and codes hidden (audited). */
export const useOutboxMessage = (name: string | null) =>
  useQuery({
    queryKey: ['admin', 'outbox', name],
    queryFn: () => apiFetch<OutboxMessageBody>(`/api/admin/outbox/${encodeURIComponent(name ?? '')}`),
    enabled: name !== null,
  });
