import type { AdminUser, ModerationReasonBody } from '@ludo/shared/admin/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditLogKey } from './get-audit-log';
import { adminUsersKey } from './get-users';
import { restoreUser } from './restore-user';
import { suspendUser } from './suspend-user';

export type ModerationAction = 'suspend' | 'restore';

interface ModerateVariables extends ModerationReasonBody {
  action: ModerationAction;
  userId: string;
}

/** Suspends or restores a player, then refreshes the user list and the audit log. */
export function useModerateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId, reason }: ModerateVariables): Promise<AdminUser> =>
      action === 'suspend' ? suspendUser(userId, { reason }) : restoreUser(userId, { reason }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  });
}
