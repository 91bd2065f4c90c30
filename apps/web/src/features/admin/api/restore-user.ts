import type { AdminUser, ModerationReasonBody } from '@ludo/shared/admin/admin.schemas';
import { apiFetch } from '@/lib/api-client';

/** POST /api/admin/users/:id/restore with a reason; the player may log in again. */
export function restoreUser(id: string, body: ModerationReasonBody): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/restore`, { method: 'POST', json: body });
}
