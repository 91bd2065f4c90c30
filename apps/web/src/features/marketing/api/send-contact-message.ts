import type { ContactMessageBody } from '@ludo/shared/support/support.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface ContactMessageResponse {
  message: string;
}

export function sendContactMessage(body: ContactMessageBody): Promise<ContactMessageResponse> {
  return apiFetch<ContactMessageResponse>('/api/support/messages', { method: 'POST', json: body, anonymous: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
