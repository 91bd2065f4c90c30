import type { AdminUser, ModerationReasonBody } from '@ludo/shared/admin/admin.schemas';
import { apiFetch } from '@/lib/api-client';

/** POST /api/admin/users/:id/suspend with a reason; the player can no longer log in. */
export function suspendUser(id: string, body: ModerationReasonBody): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/suspend`, { method: 'POST', json: body });
}
